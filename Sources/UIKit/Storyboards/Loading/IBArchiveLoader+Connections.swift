import CoreGraphics
import Foundation
import InterfaceBuilderFormat

extension IBArchiveLoader {
    /// Checks a `<connections>` child now and returns the work that makes it; a connection that
    /// cannot be made throws with UIKit's text for it, never leaving an outlet silently unset.
    func prepareConnection(_ connection: IBElement, source: String) throws -> () throws -> Void {
        guard let sourceObject = objects[source] else { throw error(connection, "connection from an unknown object") }
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection["property"], let destination = connection["destination"] else {
                throw error(connection, "an <\(connection.name)> without property or destination")
            }
            guard let value = objects[destination] ?? layoutGuides[destination] else {
                throw error(
                    connection, "dangling connection: no object with id '\(destination)' for outlet '\(property)'")
            }
            try checkOutlet(property, on: sourceObject, connection)
            // Weakly: a controller keeps its waiting connections until its view loads.
            return { [self, weak sourceObject] in
                guard let sourceObject else { return }
                try setOutlet(property, on: sourceObject, to: value, connection)
            }
        case "action":
            guard let selector = connection["selector"], let destination = connection["destination"] else {
                throw error(connection, "an <action> without selector or destination")
            }
            guard let target = objects[destination] else {
                if elements[destination] == nil, !placeholderIDs.contains(destination) {
                    throw error(
                        connection, "dangling connection: no object with id '\(destination)' for action '\(selector)'")
                }
                // The first responder: the action travels up the responder chain when sent.
                return { [self] in try connectAction(selector, from: sourceObject, to: nil, connection) }
            }
            guard StoryboardActions.call(named: selector, on: target) != nil else {
                throw error(
                    connection,
                    "-[\(consoleClassName(target)) \(selector)]: unrecognized selector sent to instance \(objectAddress(target))"
                )
            }
            return { [self] in try connectAction(selector, from: sourceObject, to: target, connection) }
        case "segue":
            guard connection["kind"] == "relationship" else { return {} }
            guard let destination = connection["destination"], let relationship = connection["relationship"] else {
                throw error(connection, "a relationship segue without destination or relationship")
            }
            guard let container = sourceObject as? UIViewController, let storyboard else {
                throw error(connection, "a relationship segue outside a storyboard's controller")
            }
            let child = try storyboard.instantiateViewController(forObjectID: destination)
            return { [self] in
                try storyboard.connectRelationship(relationship, of: container, to: child, connection, file)
            }
        default:
            throw error(connection, "unknown element <\(connection.name)> in <connections>")
        }
    }

    /// Built-in outlets UIKit's own classes have, set here; the rest go through the generated
    /// tables.
    func builtInOutlet(_ property: String, on object: AnyObject, to value: AnyObject) -> Bool? {
        switch (object, property) {
        case (let controller as UIViewController, "view"):
            guard let view = value as? UIView else { return false }
            controller.view = view
        case (let view as UIView, "gestureRecognizers"):
            guard let recognizer = value as? UIGestureRecognizer else { return false }
            view.addGestureRecognizer(recognizer)
        case (let table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case (let table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = value as? UICollectionViewDataSource
        case (let collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case (let field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case (let text as UITextView, "delegate"): text.delegate = value as? UITextViewDelegate
        case (let recognizer as UIGestureRecognizer, "delegate"):
            recognizer.delegate = value as? UIGestureRecognizerDelegate
        case (let navigation as UINavigationController, "delegate"):
            navigation.delegate = value as? UINavigationControllerDelegate
        case (let tabs as UITabBarController, "delegate"): tabs.delegate = value as? UITabBarControllerDelegate
        case (let split as UISplitViewController, "delegate"): split.delegate = value as? UISplitViewControllerDelegate
        case (let pages as UIPageViewController, "dataSource"):
            pages.dataSource = value as? UIPageViewControllerDataSource
        case (let pages as UIPageViewController, "delegate"): pages.delegate = value as? UIPageViewControllerDelegate
        default: return nil
        }
        return true
    }

    func builtInHandles(_ property: String, _ object: AnyObject) -> Bool {
        switch property {
        case "view": return object is UIViewController
        case "gestureRecognizers": return object is UIView
        case "dataSource": return object is UITableView || object is UICollectionView || object is UIPageViewController
        case "delegate":
            return object is UITableView || object is UICollectionView || object is UITextField || object is UITextView
                || object is UIGestureRecognizer || object is UINavigationController || object is UITabBarController
                || object is UISplitViewController || object is UIPageViewController
        default: return false
        }
    }

    private func kvcMessage(_ object: AnyObject, _ key: String) -> String {
        "[<\(consoleClassName(object)) \(objectAddress(object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    }

    func checkOutlet(_ property: String, on object: AnyObject, _ connection: IBElement) throws {
        if builtInHandles(property, object) || controlHandles(property, object) { return }
        guard StoryboardActions.setter(named: property, on: object) != nil else {
            throw error(connection, kvcMessage(object, property))
        }
    }

    func setOutlet(_ property: String, on object: AnyObject, to value: AnyObject, _ connection: IBElement) throws {
        if let done = builtInOutlet(property, on: object, to: value) ?? controlOutlet(property, on: object, to: value) {
            if !done { throw error(connection, "outlet '\(property)' cannot hold \(consoleClassName(value))") }
            return
        }
        guard let set = StoryboardActions.setter(named: property, on: object) else {
            throw error(connection, kvcMessage(object, property))
        }
        if !set(object, value) {
            throw error(
                connection,
                "outlet '\(property)' of \(consoleClassName(object)) cannot hold a \(consoleClassName(value))")
        }
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// Wires an action: a control's event, a bar item's tap, a gesture's state changes. A nil
    /// target (the first responder placeholder) searches the responder chain when sent.
    func connectAction(_ selector: String, from sender: AnyObject, to target: AnyObject?, _ connection: IBElement)
        throws
    {
        let perform: @MainActor (AnyObject, Any?, UIEvent?) -> Bool = { object, sender, event in
            guard let call = StoryboardActions.call(named: selector, on: object) else { return false }
            return call(object, sender, event)
        }
        switch sender {
        case let control as UIControl:
            let name = connection["eventType"] ?? "primaryActionTriggered"
            guard let events = Self.controlEvents[name] else { throw error(connection, "unknown event type '\(name)'") }
            control.addEntry(target, events) { object, control, event in perform(object, control, event) }
        case let item as UIBarButtonItem:
            item.target = target
            item.hasTarget = target != nil
            item.performAction = { object, item in perform(object, item, nil) }
        case let recognizer as UIGestureRecognizer:
            guard let target else { throw error(connection, "a gesture recognizer's action needs a target") }
            recognizer.targets.append(
                GestureTarget(object: target) { object, recognizer in _ = perform(object, recognizer, nil) })
        default:
            throw error(connection, "\(consoleClassName(sender)) cannot send actions")
        }
    }

    // MARK: Constraints and attributes

    func applyConstraints() throws {
        for (holderID, block) in constraintBlocks {
            guard let holder = objects[holderID] as? UIView else { continue }
            for e in block.children {
                guard e.name == "constraint" else { throw error(e, "unknown element <\(e.name)> in <constraints>") }
                holder.addConstraint(try makeConstraint(e, holder: holder))
            }
        }
    }

    func item(_ id: String?, _ e: IBElement) throws -> AnyObject? {
        guard let id else { return nil }
        guard let found = objects[id] ?? layoutGuides[id] else {
            throw error(e, "dangling connection: no object with id '\(id)' for a constraint")
        }
        return found
    }

    func makeConstraint(_ e: IBElement, holder: UIView) throws -> NSLayoutConstraint {
        guard let firstAttribute = StoryboardValues.attribute(e["firstAttribute"]) else {
            throw error(e, "unknown layout attribute '\(e["firstAttribute"] ?? "")'")
        }
        let first = try item(e["firstItem"], e) ?? holder
        let second = try item(e["secondItem"], e)
        let secondAttribute = second == nil ? .notAnAttribute : StoryboardValues.attribute(e["secondAttribute"])
        guard let secondAttribute, let multiplier = StoryboardValues.multiplier(e["multiplier"]) else {
            throw error(e, "a constraint with an unknown attribute or multiplier")
        }
        let relation: NSLayoutConstraint.Relation =
            switch e["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation,
            toItem: second, attribute: secondAttribute, multiplier: multiplier,
            constant: StoryboardValues.number(e["constant"]) ?? 0)
        if let priority = StoryboardValues.number(e["priority"]) {
            constraint.priority = UILayoutPriority(Float(priority))
        }
        constraint.identifier = e["identifier"]
        register(constraint, e)
        return constraint
    }

    /// Runtime attributes UIKit's classes have, then generated setters; one that cannot be set
    /// is logged with UIKit's text (UIKit logs rather than raises here).
    func applyRuntimeAttributes() throws {
        for (id, block) in runtimeAttributeBlocks {
            guard let object = objects[id] else { continue }
            for attribute in block.children {
                guard let keyPath = attribute["keyPath"] else { continue }
                let value = try runtimeValue(attribute)
                if setBuiltInAttribute(keyPath, on: object, value) { continue }
                if !keyPath.contains("."), let set = StoryboardActions.setter(named: keyPath, on: object),
                    set(object, value)
                {
                    continue
                }
                Diagnostics.log(
                    "Failed to set (\(keyPath)) user defined inspected property on (\(consoleClassName(object))): \(kvcMessage(object, keyPath.split(separator: ".").last.map(String.init) ?? keyPath))"
                )
            }
        }
    }

    func setBuiltInAttribute(_ keyPath: String, on object: AnyObject, _ value: Any?) -> Bool {
        let number = (value as? Double).map { CGFloat($0) }
        switch (object, keyPath) {
        case (let view as UIView, "layer.cornerRadius"): view.layer.cornerRadius = number ?? 0
        case (let view as UIView, "layer.borderWidth"): view.layer.borderWidth = number ?? 0
        case (let view as UIView, "layer.masksToBounds"): view.layer.masksToBounds = value as? Bool ?? false
        case (let view as UIView, "layer.borderColor"): view.layer.borderColor = (value as? UIColor)?.cgColor
        case (let view as UIView, "clipsToBounds"): view.clipsToBounds = value as? Bool ?? false
        case (let view as UIView, "alpha"): view.alpha = number ?? 1
        case (let view as UIView, "tag"): view.tag = Int(number ?? 0)
        default: return false
        }
        return true
    }
}
