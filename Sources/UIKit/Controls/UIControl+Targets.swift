/// One registered action of a control: a `UIAction`, or a target (held weakly, as in UIKit)
/// with a method reference.
struct ControlActionEntry {
    var events: UIControl.Event
    let action: UIAction?
    weak var target: AnyObject?
    /// False for a nil target: the method runs on the first responder up the chain that has it.
    let hasTarget: Bool
    /// Runs a method reference on an object of the right type; false when it is not one.
    let perform: (@MainActor (AnyObject, UIControl, UIEvent?) -> Bool)?
}

extension UIControl {
    // MARK: Method references

    /// Adds a target and a method of it taking nothing for `controlEvents`. A nil target sends
    /// the action up the responder chain to the first responder of the method's type.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        addEntry(target, controlEvents) { object, _, _ in
            guard let object = object as? Target else { return false }
            action(object)()
            return true
        }
    }

    /// Adds a target and a method of it taking the sender (typed as this control's class, a
    /// superclass, or `Any`).
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        guard self is Sender else { return logSenderMismatch(Sender.self) }
        addEntry(target, controlEvents) { object, control, _ in
            guard let object = object as? Target, let sender = control as? Sender else { return false }
            action(object)(sender)
            return true
        }
    }

    /// Adds a target and a method of it taking the sender and the event (an empty touch event
    /// when actions are sent without one).
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event
    ) {
        guard self is Sender else { return logSenderMismatch(Sender.self) }
        addEntry(target, controlEvents) { object, control, event in
            guard let object = object as? Target, let sender = control as? Sender else { return false }
            action(object)(sender, event ?? UIEvent())
            return true
        }
    }

    /// Adds a target and a method of it taking the sender and the event, nil when actions are
    /// sent without one.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        guard self is Sender else { return logSenderMismatch(Sender.self) }
        addEntry(target, controlEvents) { object, control, event in
            guard let object = object as? Target, let sender = control as? Sender else { return false }
            action(object)(sender, event)
            return true
        }
    }

    /// Removes target/action pairs for `controlEvents`: a nil target removes every target, and
    /// since method references cannot be compared, any action removes all of the target's
    /// actions for those events (see Documentation/Deviations.md).
    public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        for i in actionEntries.indices where actionEntries[i].action == nil {
            let entry = actionEntries[i]
            guard target == nil || entry.target === target || (entry.hasTarget && entry.target == nil) else { continue }
            actionEntries[i].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// Removes `target`'s actions for `controlEvents` (all of them: method references cannot
    /// be compared).
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        removeTarget(target, action: nil as Selector?, for: controlEvents)
    }

    /// Removes `target`'s actions for `controlEvents` (all of them).
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        removeTarget(target, action: nil as Selector?, for: controlEvents)
    }

    /// Removes `target`'s actions for `controlEvents` (all of them).
    public func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event
    ) {
        removeTarget(target, action: nil as Selector?, for: controlEvents)
    }

    // MARK: UIAction

    /// Adds an action for `controlEvents`; an action with the same identifier is replaced.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actionEntries.removeAll { $0.action?.identifier == action.identifier }
        actionEntries.append(
            ControlActionEntry(events: controlEvents, action: action, target: nil, hasTarget: false, perform: nil))
    }

    /// Removes the action (matched by identifier) for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in actionEntries.indices where actionEntries[i].action?.identifier == actionIdentifier {
            actionEntries[i].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    // MARK: Inspecting

    /// The targets of target/action pairs still alive (`UIAction`s are not targets).
    ///
    /// UIKit returns a `Set<AnyHashable>`; Swift objects are not hashable in general, so this
    /// is an array of the objects.
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for entry in actionEntries {
            if let t = entry.target, !result.contains(where: { $0 === t }) { result.append(t) }
        }
        return result
    }

    /// Every event that has an action.
    public var allControlEvents: Event {
        actionEntries.filter { $0.action != nil || !$0.hasTarget || $0.target != nil }
            .reduce(into: Event()) { $0.formUnion($1.events) }
    }

    // MARK: Dispatch

    /// Sends each event of `controlEvents` in bit order to the actions registered for it, in
    /// the order they were added; targets that went away are dropped.
    func dispatchActions(for controlEvents: Event, event: UIEvent?) {
        actionEntries.removeAll { $0.action == nil && $0.hasTarget && $0.target == nil }
        var bit: UInt = 1
        while bit != 0 && bit <= controlEvents.rawValue {
            defer { bit <<= 1 }
            guard controlEvents.rawValue & bit != 0 else { continue }
            let single = Event(rawValue: bit)
            for entry in actionEntries where entry.events.contains(single) {
                if let action = entry.action {
                    sendAction(action)
                } else if let perform = entry.perform {
                    if entry.hasTarget {
                        if let target = entry.target { _ = perform(target, self, event) }
                    } else {
                        sendUpResponderChain(perform, event: event)
                    }
                }
            }
        }
    }

    /// A nil-targeted action goes to the first responder (or this control when there is none)
    /// and up the chain, to the first responder whose type has the method.
    private func sendUpResponderChain(_ perform: @MainActor (AnyObject, UIControl, UIEvent?) -> Bool, event: UIEvent?) {
        var responder: UIResponder? = window?.currentFirstResponder ?? self
        while let r = responder {
            if perform(r, self, event) { return }
            responder = r.next
        }
    }

    func addEntry(
        _ target: AnyObject?, _ events: Event, _ perform: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Bool
    ) {
        actionEntries.append(
            ControlActionEntry(events: events, action: nil, target: target, hasTarget: target != nil, perform: perform))
    }

    private func logSenderMismatch(_ sender: Any.Type) {
        Diagnostics.log(
            in: loop, "\(type(of: self)): action expects a sender of type \(sender); it will not be called.")
    }
}
