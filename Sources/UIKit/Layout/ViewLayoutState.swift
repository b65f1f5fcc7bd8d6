/// A view's Auto Layout state, kept together so `UIView` itself stays small.
@preconcurrency @MainActor
package struct ViewLayoutState {
    /// The constraints the view holds (`UIView.constraints`).
    package var constraints: [NSLayoutConstraint] = []
    package var translatesAutoresizingMaskIntoConstraints = true
    /// The engine of the tree the view is the root of (nil below the root, or with no constraints).
    package var engine: LayoutEngine?
    package var huggingPriority: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    package var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
        .defaultHigh, .defaultHigh
    )
    package var needsUpdateConstraints = false
    package var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    package var insetsLayoutMarginsFromSafeArea = true
    package var preservesSuperviewLayoutMargins = false
    package var layoutMarginsWereSet = false
    /// Whether an engine has variables for the view (so frame changes must reach it).
    package var isEngineItem = false
    package var guides: [UILayoutGuide] = []
    package var marginsGuide: UILayoutGuide?
    package var readableGuide: UILayoutGuide?

    package init() {}
}
