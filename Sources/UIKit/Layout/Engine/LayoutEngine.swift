internal import Cassowary

/// The Auto Layout engine of one view tree: the root view owns it, every constraint held by
/// a view in the tree is in its solver, and views read their frames from it.
///
/// Variables are per item (view or layout guide) and *relative to the item's parent* (a view's
/// superview, a guide's owning view), so a constraint between items at different depths is
/// written in the nearest common ancestor's coordinates as a sum along each path. That is how
/// UIKit's constraints read (`sub.leading == superview.leading` puts `sub.frame.minX` at 0), and
/// it means moving a container moves nothing inside the solver.
///
/// Constraint changes (activation, `constant`, `priority`) and intrinsic-size changes update
/// the solver incrementally. Changing the tree (adding or removing a constrained subtree) marks
/// the engine for a rebuild at the next flush, which re-adds the tree's constraints.
///
/// Views whose `translatesAutoresizingMaskIntoConstraints` is true are inputs: their current
/// frame is pinned with required constraints (UIKit's autoresizing-mask constraints), re-pinned
/// whenever the frame changes. The rest are outputs: their frames are applied in their
/// superview's layout pass.
@preconcurrency @MainActor
package final class LayoutEngine {
    /// The variables and helper constraints of one item.
    final class Item {
        weak var object: AnyObject?
        let x: LayoutSolver.Variable
        let y: LayoutSolver.Variable
        let width: LayoutSolver.Variable
        let height: LayoutSolver.Variable
        var pins: [LayoutSolver.Constraint] = []
        /// The values the pins hold now, in pin order.
        var pinnedValues: [CGFloat]?
        var intrinsic: [LayoutSolver.Constraint] = []
        var intrinsicKey: [Double]?
        var intrinsicIsValid = false

        /// Whether the pins hold these four values already (checked on every flush, so
        /// without building an array).
        func isPinned(to a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Bool {
            guard let p = pinnedValues, p.count == 4 else { return false }
            return p[0] == a && p[1] == b && p[2] == c && p[3] == d
        }

        init(object: AnyObject, solver: inout LayoutSolver) {
            self.object = object
            x = solver.makeVariable()
            y = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }
    }

    /// What a solver constraint stands for, to name it in conflict messages. The text is only
    /// made when a message needs it: building it for every pin cost more than solving.
    enum Owner {
        case constraint(NSLayoutConstraint)
        /// A pin described by a fixed text (the fitting probe's).
        case pin(Item, String)
        /// Autoresizing-mask pin `index` of a view: minX, minY, width, height.
        case framePin(Item, Int)
        /// A system guide's pin on an edge (left, top, width, height).
        case guidePin(Item, String)
        /// A view's hugging and compression resistance on an axis (0 width, 1 height).
        case intrinsic(Item, Int)
    }

    unowned let root: UIView
    var solver = LayoutSolver()
    var items: [ObjectIdentifier: Item] = [:]
    /// Items in creation order, so every pass visits them the same way (deterministic solves).
    var itemOrder: [Item] = []
    var owners: [Int32: Owner] = [:]
    /// A tree change happened: re-add everything at the next flush.
    var needsRebuild = true
    /// Inputs or constraints changed since the last flush.
    var isDirty = true
    /// When set, the root's own frame is not pinned (the engine answers "what size would fit").
    var isFittingProbe = false

    init(root: UIView) {
        self.root = root
    }

    /// The engine of `view`'s tree, made on first use.
    static func engine(for view: UIView) -> LayoutEngine {
        let root = view.layoutRoot
        if let e = root.layoutState.engine { return e }
        let e = LayoutEngine(root: root)
        root.layoutState.engine = e
        return e
    }

    /// The engine of `view`'s tree if it has one.
    package static func existingEngine(for view: UIView) -> LayoutEngine? {
        view.layoutRoot.layoutState.engine
    }

    // MARK: Constraints

    /// Adds an activated constraint (now, unless a rebuild is pending anyway).
    func install(_ c: NSLayoutConstraint) {
        c.engine = self
        markDirty(around: c)
        guard !needsRebuild else { return }
        add(c)
    }

    /// Removes a deactivated constraint.
    func uninstall(_ c: NSLayoutConstraint) {
        markDirty(around: c)
        if let h = c.engineHandle {
            solver.removeConstraint(h)
            owners[h.id] = nil
        }
        c.engineHandle = nil
        c.engine = nil
        compactIfNeeded()
    }

    /// Starts afresh at the next flush once removed constraints far outnumber live ones, so an
    /// app that keeps swapping constraints does not grow the tableau's bookkeeping forever.
    func compactIfNeeded() {
        guard solver.addedCount > 4096, solver.addedCount > 8 * solver.constraintCount else { return }
        needsRebuild = true
        isDirty = true
        root.setNeedsLayout()
    }

    /// A constant changed: shift the solver in place (Cassowary's edit step), or re-add the
    /// constraint when the new constant conflicts, so the conflict is reported.
    func constantDidChange(_ c: NSLayoutConstraint, by delta: CGFloat) {
        guard c.container != nil else { return }
        markDirty(around: c)
        guard !needsRebuild else { return }
        if let h = c.engineHandle, solver.changeConstant(of: h, by: -Double(delta)) { return }
        constraintDidChange(c)
    }

    /// A priority changed (or a constant could not shift): swap the solver constraint.
    func constraintDidChange(_ c: NSLayoutConstraint) {
        guard c.container != nil else { return }
        markDirty(around: c)
        guard !needsRebuild else { return }
        if let h = c.engineHandle {
            solver.removeConstraint(h)
            owners[h.id] = nil
            c.engineHandle = nil
        }
        add(c)
        compactIfNeeded()
    }

    func add(_ c: NSLayoutConstraint) {
        c.engineHandle = solverConstraint(for: c)
    }

    /// `first − multiplier × second − constant (relation) 0`, in the items' common ancestor.
    func solverConstraint(for c: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        guard let first = c.firstItem, let ancestor = commonAncestor(of: c) else { return nil }
        guard var (terms, constant) = expression(first, c.firstAttribute, in: ancestor) else { return nil }
        if let origin = c.firstOffsetOrigin {
            guard let o = origin.item, let (t, k) = expression(o, origin.attribute, in: ancestor) else { return nil }
            for (v, f) in t { terms.append((v, -f)) }
            constant -= k
        }
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard var (t2, k2) = expression(second, c.secondAttribute, in: ancestor) else { return nil }
            if let origin = c.secondOffsetOrigin {
                guard let o = origin.item, let (t, k) = expression(o, origin.attribute, in: ancestor) else {
                    return nil
                }
                for (v, f) in t { t2.append((v, -f)) }
                k2 -= k
            }
            for (v, k) in t2 { terms.append((v, -Double(c.multiplier) * k)) }
            constant -= Double(c.multiplier) * k2
        }
        constant -= Double(c.constant)
        return addToSolver(terms, constant, c.relation, c.priority.strength, owner: .constraint(c), reportAs: c)
    }

    /// Adds to the solver; a required conflict is logged with UIKit's message and the new
    /// constraint left out (it stays active, as UIKit's broken constraint does).
    @discardableResult
    func addToSolver(
        _ terms: [(LayoutSolver.Variable, Double)], _ constant: Double, _ relation: NSLayoutConstraint.Relation,
        _ strength: Double, owner: Owner, reportAs broken: NSLayoutConstraint?
    ) -> LayoutSolver.Constraint? {
        let r: LayoutSolver.Relation =
            switch relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        do {
            let h = try solver.addConstraint(terms, constant: constant, r, strength: strength)
            owners[h.id] = owner
            return h
        } catch {
            if case .unsatisfiable(let list) = error { reportUnsatisfiable(list, broken: owner) }
            return nil
        }
    }

    func commonAncestor(of c: NSLayoutConstraint) -> UIView? {
        guard let first = c.firstItem else { return nil }
        var ancestor = LayoutItem.view(of: first)
        let second = c.secondAttribute != .notAnAttribute ? c.secondItem : nil
        for case let item? in [second, c.firstOffsetOrigin?.item, c.secondOffsetOrigin?.item] {
            ancestor = LayoutItem.view(of: item).flatMap { ancestor?.nearestCommonAncestor(with: $0) }
        }
        return ancestor
    }

    /// Marks the views a constraint most likely moves (the superviews of its constraint-driven
    /// items), so the next layout pass, or their `layoutIfNeeded()`, reaches them. Views whose
    /// frames are inputs do not move, so their superviews are left alone.
    ///
    /// A view changing constraints inside its own layout pass (a presentation controller that
    /// re-adds equal constraints in `containerViewWillLayoutSubviews()`) is not marked: the
    /// flush at the end of that pass marks it only if a solved frame moved, so layout settles.
    func markDirty(around c: NSLayoutConstraint) {
        isDirty = true
        for item in [c.firstItem, c.secondItem] {
            guard let v = item as? UIView, !v.translatesAutoresizingMaskIntoConstraints else { continue }
            let target = v.superview ?? v
            if Self.viewsLayingOut.contains(ObjectIdentifier(target)) { continue }
            target.setNeedsLayout()
        }
    }

    /// Notes that inputs changed (a pinned frame, a safe area, an intrinsic size).
    func markDirty(_ view: UIView) {
        isDirty = true
        (view.superview ?? view).setNeedsLayout()
    }
}
