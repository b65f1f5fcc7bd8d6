import InterfaceBuilderFormat

extension StoryboardSegueInstaller {
    /// Checks what triggers `template` and returns the wiring to run once the whole scene has
    /// checked out: the segue becomes the action of a control, a bar button item or a gesture
    /// recognizer, or the selection segue of a table or collection view's cells.
    func wireTrigger(_ template: StoryboardSegueTemplate, owner: IBElement, list: IBElement?) -> (() -> Void)? {
        let ownerID = owner["id"] ?? ""
        if owner.name == "tableViewCell" || owner.name == "collectionViewCell" {
            // A prototype cell stands for every cell dequeued with its reuse identifier.
            if let reuseIdentifier = owner["reuseIdentifier"], let listID = list?["id"],
                let listView = scene.objects[listID] as? UIScrollView
            {
                return { StoryboardCellSegues.add(template, for: reuseIdentifier, in: listView) }
            }
            if let cell = scene.objects[ownerID] as? UIView {
                return { StoryboardCellSegues.add(template, to: cell) }
            }
        }
        switch scene.objects[ownerID] {
        case let control as UIControl:
            return {
                control.addTarget(
                    template, action: StoryboardSegueTemplate.controlTriggered, for: .primaryActionTriggered)
            }
        case let item as UIBarButtonItem:
            return { item.setSegueTrigger(template) }
        case let recognizer as UIGestureRecognizer:
            return { recognizer.addTarget(template, action: StoryboardSegueTemplate.gestureTriggered) }
        case nil:
            warn(
                owner,
                "the segue's trigger '\(ownerID)' is not an object of this scene; the segue can only be performed")
            return nil
        case let other?:
            warn(owner, "a \(type(of: other)) cannot trigger a segue; the segue can only be performed")
            return nil
        }
    }
}

extension UIBarButtonItem {
    /// Makes a tap on the item trigger `template`, as a storyboard segue from a bar item does
    /// (the segue becomes the item's target).
    func setSegueTrigger(_ template: StoryboardSegueTemplate) {
        setTarget(template)
        performAction = { object, item in
            guard let template = object as? StoryboardSegueTemplate else { return false }
            template.trigger(sender: item)
            return true
        }
    }
}

/// The segues selecting a cell triggers: kept on a table or collection view by the reuse
/// identifier of the prototype cell that carries them, or on a static cell itself.
@MainActor
enum StoryboardCellSegues {
    private final class Entries {
        var byReuseIdentifier: [String: [StoryboardSegueTemplate]] = [:]
        var own: [StoryboardSegueTemplate] = []
    }

    nonisolated(unsafe) private static let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    private static func entries(of object: AnyObject) -> Entries {
        if let entries = AssociatedObjects.get(object, key) as? Entries { return entries }
        let entries = Entries()
        AssociatedObjects.set(object, key, entries, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return entries
    }

    static func add(_ template: StoryboardSegueTemplate, for reuseIdentifier: String, in list: UIScrollView) {
        entries(of: list).byReuseIdentifier[reuseIdentifier, default: []].append(template)
    }

    static func add(_ template: StoryboardSegueTemplate, to cell: UIView) {
        entries(of: cell).own.append(template)
    }

    /// Triggers the segues of `cell` (its own, else its prototype's in `list`), with the cell
    /// as sender; called as the user selects it, before the delegate hears of the selection.
    static func triggerSegues(of cell: UIView?, reuseIdentifier: String?, in list: UIScrollView) {
        guard let cell else { return }
        var templates = (AssociatedObjects.get(cell, key) as? Entries)?.own ?? []
        if templates.isEmpty, let reuseIdentifier {
            templates = (AssociatedObjects.get(list, key) as? Entries)?.byReuseIdentifier[reuseIdentifier] ?? []
        }
        for template in templates { template.trigger(sender: cell) }
    }
}
