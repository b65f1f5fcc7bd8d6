/// One open `UIView.animate` block (or keyframe block, or property-animator block): the
/// parameters that property changes inside it are animated with.
///
/// The view, as its layer's delegate, asks `action(for:layer:key:)` for every property change;
/// outside any block, or inside `performWithoutAnimation`, the answer is "no action".
@preconcurrency @MainActor
final class UIViewAnimationContext {
    enum Pacing {
        case curve(CAMediaTimingFunction?)
        case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)
    }

    /// Runs `body` telling `observer` about every block animation it adds.
    static func observingCreatedAnimations(
        _ observer: @escaping (CALayer, String, AnimatableValue?) -> Void, _ body: () -> Void
    ) {
        observerSequence += 1
        let id = observerSequence
        creationObservers[id] = observer
        defer { creationObservers[id] = nil }
        body()
    }

    /// Runs `body` with `handler` taking over the property animators started inside it; the
    /// enclosing handler is back in place afterwards.
    static func whileStartingPropertyAnimators(
        _ handler: @escaping (UIViewPropertyAnimator, TimeInterval) -> Bool, _ body: () -> Void
    ) {
        let outer = propertyAnimatorStartHandler
        propertyAnimatorStartHandler = handler
        defer { propertyAnimatorStartHandler = outer }
        body()
    }

    /// Tells the observers about a block animation just added to `layer` under `key`.
    static func announce(_ layer: CALayer, _ key: String, _ from: AnimatableValue?) {
        for observer in creationObservers.values { observer(layer, key, from) }
    }

    // Variables for `beginAnimations`' blocks, which set their duration, delay and curve after
    // they open.
    var duration: TimeInterval
    var delay: TimeInterval
    let options: UIView.AnimationOptions
    var pacing: Pacing
    /// Whether `UIView.beginAnimations(_:context:)` opened the block (so `commitAnimations`
    /// closes it and the `setAnimation...` calls configure it).
    var isBeginCommitBlock = false
    let tracker: UIViewAnimationTracker?
    /// When set, changes are handed here instead of becoming timed animations (keyframe
    /// recording and property animators use this).
    package var capture: ((CALayer, String, AnimatableValue, AnimatableValue) -> Void)?

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, pacing: Pacing,
        tracker: UIViewAnimationTracker?
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.tracker = tracker
    }

    /// The innermost open block's duration (0 outside blocks), as `inheritedAnimationDuration`.
    static var inheritedDuration: TimeInterval {
        withoutAnimationDepth > 0 ? 0 : stack.last?.duration ?? 0
    }

    /// Runs `body` with a new context on top, inheriting duration and curve from the enclosing
    /// block unless the options override them, as UIKit nests blocks.
    static func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, pacing: Pacing,
        tracker: UIViewAnimationTracker?, capture: ((CALayer, String, AnimatableValue, AnimatableValue) -> Void)? = nil,
        _ body: () -> Void
    ) {
        var d = duration, p = pacing
        if let outer = stack.last {
            if !options.contains(.overrideInheritedDuration) { d = outer.duration }
            if !options.contains(.overrideInheritedCurve), case .curve = pacing { p = outer.pacing }
        }
        let ctx = UIViewAnimationContext(duration: d, delay: delay, options: options, pacing: p, tracker: tracker)
        ctx.capture = capture ?? stack.last?.capture
        stack.append(ctx)
        body()
        if options.contains(.layoutSubviews) { CATransaction.layoutPending() }
        stack.removeLast()
    }

    /// The action for a property change of a view's layer, or nil for none.
    static func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        // `isHidden` is not animatable in UIKit: inside a block it changes at once.
        guard animationsEnabled, withoutAnimationDepth == 0, let ctx = stack.last,
            key != "hidden", key != "isHidden", LayerProperties().value(forKeyPath: key) != nil
        else { return nil }
        return UIViewPropertyAction(context: ctx)
    }

    /// Makes the Core Animation animation for one changed property.
    func makeAnimation(key: String, from: AnimatableValue, to: AnimatableValue, layer: CALayer)
        -> CABasicAnimation
    {
        let anim: CABasicAnimation
        switch pacing {
        case .curve(let f):
            anim = CABasicAnimation(keyPath: key)
            anim.timingFunction = f
        case .spring(let ratio, let velocity):
            let spring = CASpringAnimation(keyPath: key)
            let solver = SpringSolver.fromDampingRatio(
                Double(ratio), duration: duration, initialVelocity: Double(velocity))
            spring.mass = CGFloat(solver.mass)
            spring.stiffness = CGFloat(solver.stiffness)
            spring.damping = CGFloat(solver.damping)
            spring.initialVelocity = velocity
            anim = spring
        }
        anim.fromValue = from.boxed
        anim.toValue = to.boxed
        anim.duration = duration
        anim.beginTime = layer.currentLocalTime + delay
        // During a delay the old value stays on screen, as in UIKit.
        anim.fillMode = delay > 0 ? .backwards : .removed
        if options.contains(.repeat) { anim.repeatCount = .infinity }
        anim.autoreverses = options.contains(.autoreverse)
        anim.delegate = tracker
        return anim
    }
}

/// The action a view's layer runs for a change inside an animation block.
@preconcurrency @MainActor
final class UIViewPropertyAction: CAAction {
    let context: UIViewAnimationContext
    init(context: UIViewAnimationContext) { self.context = context }

    /// The layer properties whose superseded block animations run out (see
    /// Documentation/Deviations.md, "Superseded block animations").
    static let runOutKeys: Set<String> = ["position", "bounds", "transform", "anchorPoint", "zPosition"]

    package func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let to = layer.modelState.value(forKeyPath: event) else { return }
        let from = layer.pendingPreviousValue ?? to
        if let capture = context.capture {
            capture(layer, event, from, to)
            return
        }
        guard context.duration > 0 else { return }
        let anim = context.makeAnimation(key: event, from: from, to: to, layer: layer)
        context.tracker?.expect(in: layer.loop)
        // A new block's animation takes the property's key. UIKit (iOS 8+) stacks block
        // animations of geometry additively, so a superseded one runs out and its completion
        // hears `finished == true`: here it runs out unseen (the new one starts from the value
        // on screen). Other properties' animations are replaced: `finished == false`.
        if Self.runOutKeys.contains(event), layer.liveAnimation(forKey: event)?.delegate is UIViewAnimationTracker {
            layer.retireAnimation(forKey: event)
        }
        layer.add(anim, forKey: event)
        UIViewAnimationContext.announce(layer, event, from)
    }
}

/// Counts the animations one block created and calls its completion once they all stop.
@preconcurrency @MainActor
final class UIViewAnimationTracker: CAAnimationDelegate {
    private var pending = 0
    private var allFinished = true
    private var blockEnded = false
    private var completion: ((Bool) -> Void)?
    /// The world of the animations the block made (its completion runs there).
    private var loop: MainLoop?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func expect(in world: MainLoop? = nil) {
        pending += 1
        if let world { loop = world }
    }

    /// The block returned: with nothing animating, the completion runs on the next turn.
    func blockDidEnd() {
        blockEnded = true
        if pending == 0 {
            (loop ?? MainLoop.current).performOnNextTurn { [self] in fire() }
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        allFinished = allFinished && flag
        if pending == 0 && blockEnded { fire() }
    }

    private func fire() {
        guard let c = completion else { return }
        completion = nil
        c(allFinished)
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension UIViewAnimationContext {
    fileprivate static var creationObservers: [Int: (CALayer, String, AnimatableValue?) -> Void] {
        get { ProcessWide.creationObservers }
        _modify { yield &ProcessWide.creationObservers }
    }

    fileprivate static var observerSequence: Int {
        get { ProcessWide.observerSequence }
        _modify { yield &ProcessWide.observerSequence }
    }

    fileprivate(set) static var propertyAnimatorStartHandler: ((UIViewPropertyAnimator, TimeInterval) -> Bool)? {
        get { ProcessWide.propertyAnimatorStartHandler }
        _modify { yield &ProcessWide.propertyAnimatorStartHandler }
    }
}
