import InterfaceBuilderFormat

extension StoryboardSegueInstaller {
    /// What a segue sets on its destination before `prepare(for:sender:)`: the modal
    /// presentation and transition styles, and a popover's anchor, arrows and passthrough
    /// views. [U] Set when the destination is made, so `prepare` may still change them.
    func destinationSetup(_ segue: IBElement, kind: StoryboardSegueKind) -> (
        @MainActor (UIViewController, Any?) -> Void
    )? {
        switch kind {
        case .presentation, .modal:
            let style = segue["modalPresentationStyle"].flatMap { presentationStyle($0, segue) }
            let transition = segue["modalTransitionStyle"].flatMap { transitionStyle($0, segue) }
            if style == nil && transition == nil { return nil }
            return { destination, _ in
                if let style { destination.modalPresentationStyle = style }
                if let transition { destination.modalTransitionStyle = transition }
            }
        case .popoverPresentation:
            return popoverSetup(segue)
        default:
            return nil
        }
    }

    private func popoverSetup(_ segue: IBElement) -> @MainActor (UIViewController, Any?) -> Void {
        let anchorView = segue["popoverAnchorView"].flatMap { object($0, of: UIView.self, segue) }
        let anchorItem = segue["popoverAnchorBarButtonItem"].flatMap { object($0, of: UIBarButtonItem.self, segue) }
        var arrows: UIPopoverArrowDirection = .any
        if let element = segue.child(named: "popoverArrowDirection", key: "popoverArrowDirection") {
            arrows = []
            if element["up"] == "YES" { arrows.insert(.up) }
            if element["down"] == "YES" { arrows.insert(.down) }
            if element["left"] == "YES" { arrows.insert(.left) }
            if element["right"] == "YES" { arrows.insert(.right) }
        }
        // [U] Passthrough views are an outlet collection of the segue.
        let passthrough = (segue.child(named: "connections")?.children(named: "outletCollection") ?? [])
            .filter { $0["property"] == "passthroughViews" }
            .compactMap { object($0["destination"] ?? "", of: UIView.self, $0) }
        let weakViews = passthrough.map { WeakView(view: $0) }
        let anchor = Anchor(view: anchorView, item: anchorItem)
        return { destination, sender in
            destination.modalPresentationStyle = .popover
            guard let popover = destination.popoverPresentationController else { return }
            popover.permittedArrowDirections = arrows
            if !weakViews.isEmpty { popover.passthroughViews = weakViews.compactMap(\.view) }
            // Without an anchor in the storyboard, the popover points at what triggered it.
            var item = anchor.item
            var view = anchor.view
            if item == nil && view == nil {
                item = sender as? UIBarButtonItem
                view = sender as? UIView
            }
            if let item {
                popover.barButtonItem = item
            } else if let view {
                popover.sourceView = view
                popover.sourceRect = view.bounds
            }
        }
    }

    private struct Anchor {
        weak var view: UIView?
        weak var item: UIBarButtonItem?
    }

    private struct WeakView {
        weak var view: UIView?
    }

    /// Object `id` of the scene as a `T`, nil (reported at the segue's line) when it is not.
    func object<T>(_ id: String, of type: T.Type, _ element: IBElement) -> T? {
        guard let object = scene.objects[id] as? T else {
            warn(element, "the segue refers to '\(id)', which is not a \(T.self) of this scene; ignored")
            return nil
        }
        return object
    }

    private func presentationStyle(_ name: String, _ segue: IBElement) -> UIModalPresentationStyle? {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
            "none": .none, "blurOverFullScreen": .blurOverFullScreen,
        ]
        guard let style = styles[name] else {
            warn(segue, "unknown modalPresentationStyle '\(name)' ignored")
            return nil
        }
        return style
    }

    private func transitionStyle(_ name: String, _ segue: IBElement) -> UIModalTransitionStyle? {
        let styles: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
            "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
        ]
        guard let style = styles[name] else {
            warn(segue, "unknown modalTransitionStyle '\(name)' ignored")
            return nil
        }
        return style
    }
}
