/// A view's Auto Layout state, kept together so `UIView` itself stays small.
@preconcurrency @MainActor
struct ViewLayoutState {
    /// The constraints the view holds (`UIView.constraints`).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// The engine of the tree the view is the root of (nil below the root, or with no constraints).
    var engine: LayoutEngine?
    var huggingPriority: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
        .defaultHigh, .defaultHigh
    )
    var needsUpdateConstraints = false
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var layoutMarginsWereSet = false
    /// Whether an engine has variables for the view (so frame changes must reach it).
    var isEngineItem = false
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?

    init() {}
}
