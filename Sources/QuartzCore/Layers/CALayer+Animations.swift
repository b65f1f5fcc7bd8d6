extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing an animation with that key), as Core
    /// Animation does. A begin time of 0 becomes the layer's current time; a duration of 0
    /// becomes the transaction's duration.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        let copy = anim.copy() as! CAAnimation
        if copy.timing.beginTime == 0 { copy.timing.beginTime = currentLocalTime }
        if copy.timing.duration == 0, !(copy is CASpringAnimation) {
            copy.timing.duration = CATransaction.animationDuration()
        }
        if copy.timingFunction == nil, let f = CATransaction.animationTimingFunction(), !(copy is CASpringAnimation) {
            copy.timingFunction = f
        }
        (copy as? CAAnimationGroup)?.resolveChildDurations()
        if let transition = copy as? CATransition {
            transition.beforeImage = LayerRenderer.snapshot(of: self)
        }
        let k = key ?? "anonymous-\(ObjectIdentifier(copy).hashValue)"
        if let existing = animationList.firstIndex(where: { $0.key == k }) {
            let old = animationList.remove(at: existing).animation
            loop.animationRegistry.removed(old, finished: false)
        }
        animationList.append((k, copy))
        loop.animationRegistry.added(copy, to: self, key: k)
    }

    /// The animation stored under `key` (a copy; changing it has no effect).
    public func animation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }.map { $0.animation.copy() as! CAAnimation }
    }

    /// The keys of the layer's animations, in the order they were added.
    public func animationKeys() -> [String]? {
        animationList.isEmpty ? nil : animationList.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        let anim = animationList.remove(at: index).animation
        loop.animationRegistry.removed(anim, finished: false)
    }

    /// Removes every animation; delegates hear `finished == false`.
    public func removeAllAnimations() {
        let list = animationList
        animationList.removeAll()
        for (_, anim) in list { loop.animationRegistry.removed(anim, finished: false) }
        loop.animationRegistry.removeRetired(of: self)
    }

    /// Takes the animation under `key` off the layer without ending it: it no longer shows or
    /// has a key, and its delegate hears `finished == true` when its time runs out, as UIKit
    /// (iOS 8+) lets a superseded block animation of geometry run out. `removeAllAnimations()`
    /// and `stopRetiredAnimation(_:)` still end it early.
    package func retireAnimation(forKey key: String) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        loop.animationRegistry.retire(animationList.remove(at: index).animation)
    }

    /// Ends a retired animation now; its delegate hears `finished == false` (nothing happens
    /// once it has ended).
    package func stopRetiredAnimation(_ anim: CAAnimation) {
        loop.animationRegistry.removed(anim, finished: false)
    }

    /// Drops every animation in the subtree without telling delegates (world teardown).
    package func dropAnimationsInSubtree() {
        animationList.removeAll()
        for sub in sublayerList { sub.dropAnimationsInSubtree() }
    }

    /// Removes a finished animation (the sweep calls this for `isRemovedOnCompletion`).
    func removeFinished(_ anim: CAAnimation) {
        animationList.removeAll { $0.animation === anim }
    }

    /// The internal animation objects, for the renderer and the UIKit animation layer.
    var activeAnimations: [CAAnimation] { animationList.map(\.animation) }
    /// The animation object itself (not a copy): UIKit's percent-driven transitions scrub the
    /// timing of the block animations they made.
    package func liveAnimation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    // MARK: Presentation

    /// The layer's values with animations applied at local time `t`.
    func presentationProperties(atLocalTime t: CFTimeInterval) -> LayerProperties {
        guard !animationList.isEmpty else { return modelState }
        var props = modelState
        for (_, anim) in animationList {
            anim.apply(to: &props, parentTime: t)
        }
        return props
    }

    /// The layer's values on screen now.
    package func presentationProperties() -> LayerProperties {
        animationList.isEmpty ? modelState : presentationProperties(atLocalTime: currentLocalTime)
    }

    /// A copy of the layer as it appears on screen now, as Core Animation's `presentation()`.
    ///
    /// The copy has the model's class; a subclass's copy is made with its `required init()`,
    /// so its own stored properties keep their initial values (see Deviations.md).
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        let layerClass = type(of: self)
        let copy: CALayer =
            if layerClass == CALayer.self {
                CALayer(layer: self)
            } else if layerClass == CAShapeLayer.self {
                CAShapeLayer(layer: self)
            } else if layerClass == CAGradientLayer.self {
                CAGradientLayer(layer: self)
            } else {
                subclassPresentationCopy()
            }
        copy.modelState = presentationProperties()
        copy.modelSource = self
        return copy as? Self
    }

    /// A copy of a subclass of the model's class: made by the class's own initialiser, then
    /// given the model's values and content, as `init(layer:)` gives the built-in classes.
    private func subclassPresentationCopy() -> CALayer {
        let copy = type(of: self).init()
        copy.layerTiming = layerTiming
        copy.homeLoop = loop
        copy.copyContent(from: self)
        if let shape = copy as? CAShapeLayer, let model = self as? CAShapeLayer {
            shape.fillRule = model.fillRule
            shape.lineCap = model.lineCap
            shape.lineJoin = model.lineJoin
            shape.lineDashPattern = model.lineDashPattern
        }
        if let gradient = copy as? CAGradientLayer, let model = self as? CAGradientLayer { gradient.type = model.type }
        copy.isCommitted = true
        return copy
    }

    /// The model layer behind a presentation copy, or `self`.
    public func model() -> Self {
        guard let source = modelSource else { return self }
        return source as? Self ?? self
    }
}
