/// Something a layer runs when one of its properties changes, as `CAAction`.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    @MainActor func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returning `NSNull()` from an action look-up means "no action".
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer for the changed key (implicit animations).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let anim = copy() as! CAAnimation
        if let basic = anim as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
            basic.byValue == nil, let previous = layer.pendingPreviousValue
        {
            // Implicit animations run from the value on screen before the change.
            basic.fromValue = previous.boxed
            if basic.keyPath == nil { basic.keyPath = event }
        }
        layer.add(anim, forKey: event)
    }
}

extension CALayer {
    func defaultAction(lookingUp event: String) -> CAAction? {
        if let delegate, let a = delegate.action(for: self, forKey: event) {
            return a is NSNull ? nil : a
        }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        // Layers created in the current transaction appear without animating, as in Core Animation.
        guard isCommitted, let a = type(of: self).defaultAction(forKey: event) else { return nil }
        return a is NSNull ? nil : a
    }

    static func implicitAnimation(forKey event: String) -> CAAction? {
        guard LayerProperties().value(forKeyPath: event) != nil else { return nil }
        return basicImplicitAnimation(forKey: event)
    }

    /// A basic animation of `event` with the transaction's duration and timing (nil while
    /// actions are disabled); layer subclasses use it for the properties they add.
    static func basicImplicitAnimation(forKey event: String) -> CAAction? {
        guard !CATransaction.disableActions() else { return nil }
        let anim = CABasicAnimation(keyPath: event)
        anim.duration = CATransaction.animationDuration()
        anim.timingFunction = CATransaction.animationTimingFunction()
        return anim
    }
}
