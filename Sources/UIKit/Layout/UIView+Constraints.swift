extension UIView {
    /// The constraints the view holds (those activated with it as the items' common ancestor).
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    /// Holds and activates a constraint; its items must be the view or in its subtree.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container !== self else { return }
        constraint.container?.removeConstraint(constraint)
        guard let first = constraint.firstItem, let a = LayoutItem.view(of: first), a.isDescendant(of: self),
            constraint.secondItem.flatMap({ LayoutItem.view(of: $0) }).map({ $0.isDescendant(of: self) }) ?? true
        else {
            // UIKit raises "The view hierarchy is not prepared for the constraint"; refuse instead.
            Diagnostics.log(
                in: loop,
                "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled."
            )
            return
        }
        layoutState.constraints.append(constraint)
        constraint.container = self
        LayoutEngine.engine(for: self).install(constraint)
    }

    /// Holds and activates several constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Deactivates a constraint the view holds.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.container = nil
        constraint.engine?.uninstall(constraint)
    }

    /// Deactivates several constraints the view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Whether the view's frame (and autoresizing mask) becomes constraints; turn it off for
    /// views you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            if !newValue && !layoutState.needsUpdateConstraints { setNeedsUpdateConstraints() }
            noteLayoutInputsChanged()
            // Pins go (or come) now, so constraints added next do not meet the old frame.
            if layoutState.isEngineItem, let engine = LayoutEngine.existingEngine(for: self),
                let it = engine.items[ObjectIdentifier(self)], it.object === self
            {
                engine.synchronize(it)
            }
        }
    }

    // MARK: Content priorities

    /// How strongly the view resists growing past its intrinsic size on an axis.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.huggingPriority.horizontal : layoutState.huggingPriority.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on an axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.huggingPriority.horizontal = priority
        } else {
            layoutState.huggingPriority.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: The update-constraints pass

    /// Asks for `updateConstraints` before the next layout.
    public func setNeedsUpdateConstraints() {
        guard !layoutState.needsUpdateConstraints else { return }
        layoutState.needsUpdateConstraints = true
        LayoutEngine.pendingConstraintUpdates.append(WeakView(self))
        setNeedsLayout()
    }

    /// Whether `updateConstraints` is pending.
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs the pending `updateConstraints` calls now (deepest views first, as UIKit does).
    public func updateConstraintsIfNeeded() {
        LayoutEngine.runPendingConstraintUpdates()
    }

    /// Tells the engine the view's layout inputs (frame, mask, intrinsic size) changed.
    func noteLayoutInputsChanged() {
        guard layoutState.isEngineItem, let engine = LayoutEngine.existingEngine(for: self) else { return }
        if let it = engine.items[ObjectIdentifier(self)] { it.intrinsicIsValid = false }
        engine.markDirty(self)
    }

    /// Text baselines measured from the top and bottom edges (0 for views without text).
    var firstBaselineOffsetFromTop: CGFloat {
        guard let label = self as? UILabel else { return 0 }
        return label.font.ascender
    }

    var lastBaselineOffsetFromBottom: CGFloat {
        guard let label = self as? UILabel else { return 0 }
        return -label.font.descender
    }
}

/// A weak reference to a view in a list.
@preconcurrency @MainActor
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}

extension LayoutEngine {
    /// Runs `updateConstraints` (or the controller's `updateViewConstraints`) on every view
    /// that asked, deepest first; views asking again meanwhile are handled in the same call.
    static func runPendingConstraintUpdates() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty && rounds < 10 {
            rounds += 1
            let views = pendingConstraintUpdates.compactMap(\.view)
            pendingConstraintUpdates.removeAll()
            let depth: (UIView) -> Int = { v in
                var d = 0
                var s = v.superview
                while let x = s {
                    d += 1
                    s = x.superview
                }
                return d
            }
            for v in views.sorted(by: { depth($0) > depth($1) }) where v.layoutState.needsUpdateConstraints {
                v.layoutState.needsUpdateConstraints = false
                if let vc = v.owningViewController { vc.updateViewConstraints() } else { v.updateConstraints() }
            }
        }
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension LayoutEngine {
    fileprivate static var pendingConstraintUpdates: [WeakView] {
        get { ProcessWide.pendingConstraintUpdates }
        _modify { yield &ProcessWide.pendingConstraintUpdates }
    }
}
