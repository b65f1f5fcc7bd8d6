internal import Cassowary

extension UIView {
    /// The smallest size fitting requests (`systemLayoutSizeFitting`), as UIKit's constant.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size fitting requests.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints and content want, as near `targetSize` as they allow.
    func fittingSize(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints want, with the target held at the given priorities
    /// (`.required` on an axis fixes that axis, as for a table cell's width).
    func fittingSize(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // A private engine for the subtree alone, with the view's own frame left free: the live
        // engine, and the view's frame, stay untouched.
        let probe = LayoutEngine(root: self)
        probe.needsRebuild = false
        probe.isFittingProbe = true
        guard let me = probe.item(for: self) else { return targetSize }
        var stack = [self]
        while let v = stack.popLast() {
            for c in v.layoutState.constraints where LayoutEngine.isWithin(c, subtree: self) {
                _ = probe.solverConstraint(for: c)
            }
            stack.append(contentsOf: v.subviews)
        }
        probe.addToSolver([(me.x, 1)], 0, .equal, LayoutSolver.Strength.required, owner: .pin(me, "x"), reportAs: nil)
        probe.addToSolver([(me.y, 1)], 0, .equal, LayoutSolver.Strength.required, owner: .pin(me, "y"), reportAs: nil)
        probe.addToSolver(
            [(me.width, 1)], -Double(targetSize.width), .equal, horizontalFittingPriority.strength,
            owner: .pin(me, "w"),
            reportAs: nil)
        probe.addToSolver(
            [(me.height, 1)], -Double(targetSize.height), .equal, verticalFittingPriority.strength,
            owner: .pin(me, "h"),
            reportAs: nil)
        for it in probe.itemOrder { probe.synchronize(it) }
        // A wrapping label's height depends on the width it gets, which only the solution
        // tells: such labels are measured again at their solved widths until those settle
        // (UIKit's second constraint pass), so a label never laid out before fits as one
        // that was.
        for _ in 0..<3 {
            var changed = false
            for it in probe.itemOrder {
                guard let label = it.object as? UILabel,
                    let size = label.intrinsicContentSize(atLayoutWidth: probe.solvedFrame(it).width)
                else { continue }
                let before = it.intrinsicKey
                probe.updateIntrinsic(it, view: label, size: size)
                changed = changed || it.intrinsicKey != before
            }
            if !changed { break }
        }
        let f = probe.solvedFrame(me)
        return f.size
    }

    /// Whether constraints leave the view's frame undetermined (debugging aid).
    public var hasAmbiguousLayout: Bool {
        guard let engine = LayoutEngine.existingEngine(for: self) else { return false }
        engine.flushIfNeeded()
        guard let it = engine.items[ObjectIdentifier(self)], it.object === self else { return false }
        // Nudge each variable with a constraint weaker than any priority: if it moves, nothing
        // else was holding it. The probes run on copies of the solver.
        for variable in [it.x, it.y, it.width, it.height] {
            let current = engine.solver.value(of: variable)
            for delta in [1.0, -1.0] {
                var copy = engine.solver
                _ = try? copy.addConstraint([(variable, 1)], constant: -(current + delta), .equal, strength: 1e-3)
                if abs(copy.value(of: variable) - current) > 1e-6 { return true }
            }
        }
        return false
    }

    /// The active constraints that involve the view on an axis (debugging aid).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = self
        var views: [UIView] = []
        while let h = holder {
            views.append(h)
            holder = h.superview
        }
        var stack = subviews
        while let v = stack.popLast() {
            views.append(v)
            stack.append(contentsOf: v.subviews)
        }
        for v in views {
            for c in v.layoutState.constraints where c.firstItem === self || c.secondItem === self {
                let attribute = c.firstItem === self ? c.firstAttribute : c.secondAttribute
                let horizontal = attribute.isHorizontal || attribute.withoutMargins?.isHorizontal == true
                if horizontal == (axis == .horizontal) { found.append(c) }
            }
        }
        return found
    }
}

extension LayoutEngine {
    /// Whether both items of a constraint are in `subtree`.
    static func isWithin(_ c: NSLayoutConstraint, subtree: UIView) -> Bool {
        for item in [c.firstItem, c.secondItem] {
            guard let item else { continue }
            guard let v = LayoutItem.view(of: item), v.isDescendant(of: subtree) else { return false }
        }
        return true
    }
}
