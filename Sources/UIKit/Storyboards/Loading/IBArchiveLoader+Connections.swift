import CoreGraphics
import Foundation
import InterfaceBuilderFormat

extension IBArchiveLoader {
    /// Checks a `<connections>` child now and returns the work that makes it. A connection
    /// that cannot be made is skipped with UIKit's console text for it (an outlet to a missing
    /// key, an unrecognized selector) or with what is wrong (a destination outside the scene,
    /// which Xcode keeps for connections across scenes that ibtool drops), so the scene loads.
    func prepareConnection(_ connection: IBElement, source: String) throws -> () throws -> Void {
        guard let sourceObject = objects[source] else {
            warn(connection, "connection from an object that was not made skipped")
            return {}
        }
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection["property"], let destination = connection["destination"] else {
                warn(connection, "an <\(connection.name)> without property or destination skipped")
                return {}
            }
            guard let value = objects[destination] ?? layoutGuides[destination] else {
                if legacyLayoutGuides[destination] == nil {
                    warn(
                        connection, "no object with id '\(destination)' in this scene for outlet '\(property)'; skipped"
                    )
                }
                return {}
            }
            guard outletExists(property, on: sourceObject) else {
                warn(connection, kvcMessage(sourceObject, property))
                return {}
            }
            // Weakly: a controller keeps its waiting connections until its view loads.
            return { [self, weak sourceObject] in
                guard let sourceObject else { return }
                try setOutlet(property, on: sourceObject, to: value, connection)
            }
        case "action":
            guard let selector = connection["selector"], let destination = connection["destination"] else {
                warn(connection, "an <action> without selector or destination skipped")
                return {}
            }
            guard let target = objects[destination] else {
                // Xcode keeps an action whose target is in another scene; ibtool leaves it out of
                // the compiled scene with a build warning, so at run time UIKit never sees it.
                if let document = storyboard?.document, let scene = document.sceneOfObject[destination],
                    scene != document.sceneOfObject[source]
                {
                    return {}
                }
                if elements[destination] == nil, !placeholderIDs.contains(destination) {
                    warn(
                        connection, "no object with id '\(destination)' in this scene for action '\(selector)'; skipped"
                    )
                    return {}
                }
                // The first responder: the action travels up the responder chain when sent.
                return { [self] in try connectAction(selector, from: sourceObject, to: nil, connection) }
            }
            guard StoryboardActions.call(named: selector, on: target) != nil else {
                warn(
                    connection,
                    "-[\(consoleClassName(target)) \(selector)]: unrecognized selector sent to instance \(objectAddress(target))"
                )
                return {}
            }
            return { [self] in try connectAction(selector, from: sourceObject, to: target, connection) }
        case "segue":
            guard connection["kind"] == "relationship" else { return {} }
            guard let destination = connection["destination"], let relationship = connection["relationship"] else {
                warn(connection, "a relationship segue without destination or relationship skipped")
                return {}
            }
            guard let container = sourceObject as? UIViewController, let storyboard else {
                warn(connection, "a relationship segue outside a storyboard's controller skipped")
                return {}
            }
            let child = try storyboard.instantiateViewController(forObjectID: destination)
            return { [self] in
                try storyboard.connectRelationship(relationship, of: container, to: child, connection, file)
            }
        default:
            warn(connection, "unknown element <\(connection.name)> in <connections> skipped")
            return {}
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
        case (let scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate
        case (let recognizer as UIGestureRecognizer, "delegate"):
            recognizer.delegate = value as? UIGestureRecognizerDelegate
        case (let navigation as UINavigationController, "delegate"):
            navigation.delegate = value as? UINavigationControllerDelegate
        case (let tabs as UITabBarController, "delegate"): tabs.delegate = value as? UITabBarControllerDelegate
        case (let split as UISplitViewController, "delegate"): split.delegate = value as? UISplitViewControllerDelegate
        case (let pages as UIPageViewController, "dataSource"):
            pages.dataSource = value as? UIPageViewControllerDataSource
        case (let pages as UIPageViewController, "delegate"): pages.delegate = value as? UIPageViewControllerDelegate
        case (let table as UITableView, "prefetchDataSource"):
            guard let source = value as? UITableViewDataSourcePrefetching else { return false }
            table.prefetchDataSource = source
        case (let collection as UICollectionView, "prefetchDataSource"):
            guard let source = value as? UICollectionViewDataSourcePrefetching else { return false }
            collection.prefetchDataSource = source
        case (let table as UITableView, "dragDelegate"):
            guard let delegate = value as? UITableViewDragDelegate else { return false }
            table.dragDelegate = delegate
        case (let table as UITableView, "dropDelegate"):
            guard let delegate = value as? UITableViewDropDelegate else { return false }
            table.dropDelegate = delegate
        case (let collection as UICollectionView, "dragDelegate"):
            guard let delegate = value as? UICollectionViewDragDelegate else { return false }
            collection.dragDelegate = delegate
        case (let collection as UICollectionView, "dropDelegate"):
            guard let delegate = value as? UICollectionViewDropDelegate else { return false }
            collection.dropDelegate = delegate
        default: return nil
        }
        return true
    }

    func builtInHandles(_ property: String, _ object: AnyObject) -> Bool {
        switch property {
        case "view": return object is UIViewController
        case "gestureRecognizers": return object is UIView
        case "dataSource": return object is UITableView || object is UICollectionView || object is UIPageViewController
        case "dragDelegate", "dropDelegate", "prefetchDataSource":
            return object is UITableView || object is UICollectionView
        case "delegate":
            return object is UIScrollView || object is UITextField
                || object is UIGestureRecognizer || object is UINavigationController || object is UITabBarController
                || object is UISplitViewController || object is UIPageViewController
        default: return false
        }
    }

    func kvcMessage(_ object: AnyObject, _ key: String) -> String {
        "[<\(consoleClassName(object)) \(objectAddress(object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    }

    func outletExists(_ property: String, on object: AnyObject) -> Bool {
        builtInHandles(property, object) || controlHandles(property, object)
            || StoryboardActions.setter(named: property, on: object) != nil
    }

    func setOutlet(_ property: String, on object: AnyObject, to value: AnyObject, _ connection: IBElement) throws {
        // Objective-C would store an object of the wrong class anyway; Swift cannot, so the
        // outlet stays unset and the console says why.
        if let done = builtInOutlet(property, on: object, to: value) ?? controlOutlet(property, on: object, to: value) {
            if !done { warn(connection, "outlet '\(property)' cannot hold \(consoleClassName(value)); skipped") }
            return
        }
        guard let set = StoryboardActions.setter(named: property, on: object) else {
            warn(connection, kvcMessage(object, property))
            return
        }
        if !set(object, value) {
            warn(
                connection,
                "outlet '\(property)' of \(consoleClassName(object)) cannot hold a \(consoleClassName(value)); skipped")
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
                guard e.name == "constraint" else {
                    warn(e, "unknown element <\(e.name)> in <constraints> skipped")
                    continue
                }
                guard let constraint = makeConstraint(e, holder: holder) else { continue }
                // A constraint not installed for these size classes, or one of a view that is
                // not, exists (outlets reach it) but is not added.
                if let id = e["id"], uninstalled.contains(id) { continue }
                if isDetached(constraint.firstItem) || isDetached(constraint.secondItem) { continue }
                holder.addConstraint(constraint)
            }
        }
    }

    /// A scroll view's edge in a constraint with something inside the scroll view is the edge of
    /// its content (its `contentLayoutGuide`), as UIKit reads it; its size and centre stay the
    /// frame's.
    private func scrollContent(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?)
        -> AnyObject
    {
        let edges: [NSLayoutConstraint.Attribute] = [.top, .bottom, .leading, .trailing, .left, .right]
        guard let scroll = item as? UIScrollView, edges.contains(attribute) else { return item }
        let inside = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
        guard let inside, inside !== scroll, inside.isDescendant(of: scroll) else { return item }
        return scroll.contentLayoutGuide
    }

    /// Whether a constraint's item is inside a view left out for these size classes.
    private func isDetached(_ item: AnyObject?) -> Bool {
        guard !detachedViews.isEmpty else { return false }
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        guard let view else { return false }
        return detachedViews.contains { view.isDescendant(of: $0) }
    }

    /// The item and attribute one side of a constraint names (nil for a side the element
    /// leaves out): an object of the archive, a layout guide, or an old document's top or
    /// bottom layout guide (the band it became). Throws nothing: a missing item is reported
    /// and the constraint skipped.
    private func side(_ id: String?, _ attribute: NSLayoutConstraint.Attribute?, _ e: IBElement) -> ConstraintSide {
        guard let id else { return .absent }
        guard let attribute else {
            warn(e, "a constraint with an unknown attribute skipped")
            return .missing
        }
        if let legacy = legacyLayoutGuides[id] {
            let (item, resolved) = legacy.resolve(attribute)
            return .item(item, resolved)
        }
        guard let found = objects[id] ?? layoutGuides[id] else {
            warn(e, "no object with id '\(id)' in this scene for a constraint; skipped")
            return .missing
        }
        return .item(found, attribute)
    }

    /// The constraint an element describes, nil (reported) when it names what is not there.
    func makeConstraint(_ e: IBElement, holder: UIView) -> NSLayoutConstraint? {
        guard let firstAttribute = StoryboardValues.attribute(e["firstAttribute"]),
            let multiplier = StoryboardValues.multiplier(e["multiplier"])
        else {
            warn(e, "a constraint with an unknown attribute or multiplier skipped")
            return nil
        }
        let first: AnyObject
        let resolvedFirstAttribute: NSLayoutConstraint.Attribute
        switch side(e["firstItem"], firstAttribute, e) {
        case .missing: return nil
        case .absent: (first, resolvedFirstAttribute) = (holder, firstAttribute)
        case .item(let item, let attribute): (first, resolvedFirstAttribute) = (item, attribute)
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        switch side(e["secondItem"], StoryboardValues.attribute(e["secondAttribute"]), e) {
        case .missing: return nil
        case .absent: break
        case .item(let item, let attribute): (second, secondAttribute) = (item, attribute)
        }
        let relation: NSLayoutConstraint.Relation =
            switch e["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let (firstItem, secondItem) = (
            scrollContent(first, resolvedFirstAttribute, other: second),
            second.map { scrollContent($0, secondAttribute, other: first) }
        )
        let constraint = NSLayoutConstraint(
            item: firstItem, attribute: resolvedFirstAttribute, relatedBy: relation,
            toItem: secondItem, attribute: secondAttribute, multiplier: multiplier,
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
        // The app's tables may hold setters for UIKit's classes (inspectables in extensions).
        if !runtimeAttributeBlocks.isEmpty { _ = StoryboardClasses.tables(for: IBElementLike(), hints: moduleHints) }
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
        case (let view as UIView, "accessibilityIdentifier"): view.accessibilityIdentifier = value as? String
        case (let view as UIView, "accessibilityLabel"): view.accessibilityLabel = value as? String
        case (let item as UIBarItem, "accessibilityIdentifier"): item.accessibilityIdentifier = value as? String
        case (let item as UIBarItem, "accessibilityLabel"): item.accessibilityLabel = value as? String
        default: return false
        }
        return true
    }
}

/// One side of a storyboard constraint as the loader resolves it.
private enum ConstraintSide {
    /// The element names no item (the holder for the first side, none for the second).
    case absent
    /// The element names an item that is not there (reported).
    case missing
    case item(AnyObject, NSLayoutConstraint.Attribute)
}
