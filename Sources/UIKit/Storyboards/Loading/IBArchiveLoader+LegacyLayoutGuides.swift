import InterfaceBuilderFormat

/// The top and bottom layout guides of Xcode 5-8 documents
/// (`<layoutGuides><viewControllerLayoutGuide type="top" id="…"/>`), which constraints name by
/// id. Since iOS 11 they are the bands between the view's edges and its safe area, so a
/// constraint to the top guide's bottom is a constraint to the safe area's top.
struct LegacyLayoutGuide {
    /// The controller's root view.
    unowned let view: UIView
    /// `type="top"` (status and navigation bars) or `type="bottom"` (tab bar, toolbar).
    let isTop: Bool

    /// The item and attribute a constraint naming the guide's `attribute` really relates.
    @MainActor
    func resolve(_ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        switch (isTop, attribute) {
        case (true, .bottom), (true, .lastBaseline): return (view.safeAreaLayoutGuide, .top)
        case (false, .top), (false, .firstBaseline): return (view.safeAreaLayoutGuide, .bottom)
        case (true, .top): return (view, .top)
        case (false, .bottom): return (view, .bottom)
        // Horizontal edges, centres and sizes of a band are those of the view it spans.
        default: return (view, attribute)
        }
    }
}

extension IBArchiveLoader {
    /// Records a controller's legacy layout guides against its root view.
    func registerLegacyLayoutGuides(of controller: IBElement, in view: UIView) {
        for guide in controller.child(named: "layoutGuides")?.children ?? [] {
            guard let id = guide["id"] else { continue }
            guard guide.name == "viewControllerLayoutGuide", let type = guide["type"], type == "top" || type == "bottom"
            else {
                warn(guide, "unknown layout guide <\(guide.name)> skipped")
                continue
            }
            legacyLayoutGuides[id] = LegacyLayoutGuide(view: view, isTop: type == "top")
        }
    }
}
