/// One target and action of a gesture recognizer; the target is held weakly, as in UIKit.
struct GestureTarget {
    weak var object: AnyObject?
    /// Calls the action with the target and the recognizer.
    let invoke: @MainActor (AnyObject, UIGestureRecognizer) -> Void
}

extension UIGestureRecognizer {
    /// Adds a target and a method of it taking nothing, called on every state change that
    /// reports progress (began, changed, ended/recognized, cancelled).
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        guard let target else { return logNilTarget() }
        targets.append(
            GestureTarget(object: target) { object, _ in
                guard let object = object as? Target else { return }
                action(object)()
            })
    }

    /// Adds a target and a method of it taking the recognizer (typed as this recognizer's
    /// class or any superclass).
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target?, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        guard let target else { return logNilTarget() }
        guard self is Recognizer else {
            Diagnostics.log("\(type(of: self)): action expects a \(Recognizer.self); it will not be called.")
            return
        }
        targets.append(
            GestureTarget(object: target) { object, recognizer in
                guard let object = object as? Target, let recognizer = recognizer as? Recognizer else { return }
                action(object)(recognizer)
            })
    }

    /// Removes a target's actions; a nil target removes every target.
    ///
    /// Method references cannot be compared in Swift, so removing one action of a target
    /// removes all of that target's actions (see Documentation/Deviations.md).
    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.object == nil || $0.object === target }
    }

    /// Removes `target`'s actions (all of them: method references cannot be compared).
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        removeTarget(target, action: nil as Selector?)
    }

    /// Removes `target`'s actions (all of them: method references cannot be compared).
    public func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target?, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        removeTarget(target, action: nil as Selector?)
    }

    /// Calls every live target's action; targets that went away are dropped.
    func sendActions() {
        targets.removeAll { $0.object == nil }
        for entry in targets {
            guard let object = entry.object else { continue }
            entry.invoke(object, self)
        }
    }

    private func logNilTarget() {
        // UIKit would send a nil-targeted action nowhere useful; say so instead.
        Diagnostics.log("\(type(of: self)): a nil target is ignored.")
    }
}
