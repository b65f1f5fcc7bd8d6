@_spi(Testing) import QuartzCore

/// A view that lines up its arranged subviews in a row or a column with Auto Layout, as UIKit's
/// `UIStackView`.
///
/// The stack view writes the constraints itself (see `UIStackView+Constraints.swift`) and makes
/// them again whenever its properties, its arranged list, or an input they were made from
/// changes: an arranged view hidden or shown (its superview hears of it), and the hugging
/// priorities or intrinsic sizes a distribution reads (re-checked in each layout pass).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; the one that hugs least stretches, the one that resists
        /// compression least shrinks.
        case fill = 0
        /// The views fill the length with equal lengths.
        case fillEqually
        /// The views fill the length in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their lengths and the gaps between them are equal.
        case equalSpacing
        /// The views keep their lengths and their centres are equally far apart.
        case equalCentering
    }

    /// How arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the breadth of the stack.
        case fill = 0
        /// The views line up on the leading edge (the top edge in a horizontal stack).
        case leading
        /// The views line up on the baselines of their first lines (horizontal stacks).
        case firstBaseline
        /// The views are centred across the axis.
        case center
        /// The views line up on the trailing edge (the bottom edge in a horizontal stack).
        case trailing
        /// The views line up on the baselines of their last lines (horizontal stacks).
        case lastBaseline

        /// The top edge, for horizontal stacks (the same value as `leading`).
        public static let top = Alignment.leading
        /// The bottom edge, for horizontal stacks (the same value as `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// What `customSpacing(after:)` returns when no custom spacing is set; passing it to
    /// `setCustomSpacing(_:after:)` removes the custom spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing value that asks for the system's standard spacing between views.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack view lays out, in order along the axis.
    open var arrangedSubviews: [UIView] { arrangedList }

    /// Whether the views line up in a row (`.horizontal`) or a column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { rebuildArrangement() } }
    }

    /// How the views share the length along the axis.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { rebuildArrangement() } }
    }

    /// How the views sit across the axis.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { rebuildArrangement() } }
    }

    /// The gap between neighbouring views (the smallest gap for the equal-spacing distributions).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { rebuildArrangement() } }
    }

    /// Whether the views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuildArrangement() } }
    }

    /// Whether vertical spacing is measured between baselines (not built yet: spacing is always
    /// measured between edges).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement { unimplemented(#function) } }
    }

    var arrangedList: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made and holds active; nobody else activates them.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of the equal-spacing distributions.
    var spacerGuides: [UILayoutGuide] = []
    /// What the current constraints were made from.
    var builtInputs = ArrangementInputs()

    /// Creates a stack view with the given frame and no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuildArrangement()
    }

    /// Creates a stack view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuildArrangement()
    }

    /// Creates a stack view that arranges the views (adding them as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Stack views are laid out by the constraints they make.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: The arranged list

    /// Appends a view to the arranged views, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        let count = arrangedList.count - (arrangedList.contains { $0 === view } ? 1 : 0)
        insertArrangedSubview(view, at: count)
    }

    /// Inserts a view into the arranged views at an index, adding it as a subview if it is not
    /// one; a view already arranged moves to the index.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            Diagnostics.log(in: loop, "Can't add self as subview")
            return
        }
        let existing = arrangedList.firstIndex { $0 === view }
        let limit = arrangedList.count - (existing == nil ? 0 : 1)
        guard stackIndex >= 0, stackIndex <= limit else {
            // UIKit raises for an index past the end; refuse instead.
            Diagnostics.log(
                in: loop,
                "-[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) beyond bounds [0 .. \(limit)]")
            return
        }
        if let existing { arrangedList.remove(at: existing) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedList.insert(view, at: stackIndex)
        if view.superview !== self { addSubview(view) }
        rebuildArrangement()
    }

    /// Takes a view out of the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = arrangedList.firstIndex(where: { $0 === view }) else { return }
        arrangedList.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        rebuildArrangement()
    }

    /// Sets the gap after one arranged view (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedList.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        rebuildArrangement()
    }

    /// The gap set after an arranged view, or `spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Hooks

    /// A view leaving the stack view leaves the arranged views too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Remakes the constraints first if an input changed since they were made (a view was
    /// hidden or shown, or changed its size or hugging), so this pass shows the new arrangement.
    open override func layoutSubviews() {
        if currentInputs() != builtInputs {
            rebuildArrangement(marksLayout: false)
            // The engine's frames were applied just before this call, from the old constraints.
            LayoutEngine.applyFrames(toSubviewsOf: self)
        }
        super.layoutSubviews()
    }

    /// An arranged view was hidden or shown: it leaves (or rejoins) the arrangement at the
    /// next layout, as in UIKit.
    override func subviewHiddenDidChange(_ subview: UIView) {
        guard arrangedList.contains(where: { $0 === subview }) else { return }
        rebuildArrangement()
    }
}
