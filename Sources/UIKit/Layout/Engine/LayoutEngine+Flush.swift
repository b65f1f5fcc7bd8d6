internal import Cassowary
@_spi(Testing) import QuartzCore

extension LayoutEngine {
    /// Brings the solution up to date and marks for layout the superviews of views whose
    /// solved frame differs from their frame, except `applying`, which sets its subviews'
    /// frames right after.
    package func flushIfNeeded(applying: UIView? = nil) {
        if needsRebuild { rebuild() }
        guard isDirty else { return }
        isDirty = false
        var i = 0
        // Pinning can make items (a guide's owner), so the list may grow while walking it.
        while i < itemOrder.count {
            synchronize(itemOrder[i])
            i += 1
        }
        for it in itemOrder {
            if let v = it.object as? UIView {
                guard !v.translatesAutoresizingMaskIntoConstraints, let parent = v.superview else { continue }
                if solvedFrame(it) != Self.layoutFrame(of: v), parent !== applying { parent.setNeedsLayout() }
            } else if let g = it.object as? UILayoutGuide, g.insetsProvider == nil {
                let f = solvedFrame(it)
                if f != g.solvedFrame {
                    g.solvedFrame = f
                    g.solvedFrameDidChange?(f)
                }
            }
        }
    }

    /// Re-adds every constraint held in the tree (after the tree changed shape).
    func rebuild() {
        needsRebuild = false
        isDirty = true
        solver = LayoutSolver()
        items = [:]
        itemOrder = []
        owners = [:]
        var stack = [root]
        while let v = stack.popLast() {
            for c in v.layoutState.constraints {
                c.engine = self
                c.engineHandle = nil
                add(c)
            }
            stack.append(contentsOf: v.subviews.reversed())
        }
    }

    /// Sets the solved frames of `view`'s constraint-driven subviews (their centre and bounds
    /// size, so transforms are kept), inside whatever animation block is open.
    static func applyFrames(toSubviewsOf view: UIView) {
        guard let engine = existingEngine(for: view) else { return }
        engine.flushIfNeeded(applying: view)
        for s in view.subviews where !s.translatesAutoresizingMaskIntoConstraints {
            guard let it = engine.items[ObjectIdentifier(s)], it.object === s else { continue }
            let f = engine.solvedFrame(it)
            if s.bounds.size != f.size { s.bounds = CGRect(origin: s.bounds.origin, size: f.size) }
            let anchor = s.layer.anchorPoint
            let center = CGPoint(x: f.minX + f.width * anchor.x, y: f.minY + f.height * anchor.y)
            if s.center != center { s.center = center }
        }
    }

    // MARK: Tree changes

    /// Before `view` leaves its superview: UIKit removes the constraints held above it that
    /// reference anything in its subtree; the subtree keeps its own constraints in a new engine.
    static func viewWillDetach(_ view: UIView) {
        guard let parent = view.superview, let engine = existingEngine(for: parent) else { return }
        var holder: UIView? = parent
        while let h = holder {
            for c in h.layoutState.constraints where references(c, subtree: view) { h.removeConstraint(c) }
            holder = h.superview
        }
        engine.needsRebuild = true
        engine.isDirty = true
        parent.setNeedsLayout()
        if subtreeHasConstraints(view) { view.layoutState.engine = LayoutEngine(root: view) }
    }

    /// After `view` joined a tree: its own engine (if it was a root with constraints) merges
    /// into the new tree's.
    static func viewDidAttach(_ view: UIView) {
        guard view.layoutState.engine != nil || subtreeHasConstraints(view) else { return }
        view.layoutState.engine = nil
        let engine = engine(for: view)
        engine.needsRebuild = true
        engine.isDirty = true
        view.superview?.setNeedsLayout()
    }

    static func references(_ c: NSLayoutConstraint, subtree: UIView) -> Bool {
        for item in [c.firstItem, c.secondItem] {
            if let item, let v = LayoutItem.view(of: item), v.isDescendant(of: subtree) { return true }
        }
        return false
    }

    static func subtreeHasConstraints(_ view: UIView) -> Bool {
        var stack = [view]
        while let v = stack.popLast() {
            if !v.layoutState.constraints.isEmpty { return true }
            stack.append(contentsOf: v.subviews)
        }
        return false
    }

    // MARK: Conflicts

    /// UIKit's console message for a required constraint that cannot hold.
    func reportUnsatisfiable(_ list: [LayoutSolver.Constraint], broken: Owner) {
        guard !isFittingProbe else { return }
        if case .constraint(let c) = broken {
            guard !c.reportedUnsatisfiable else { return }
            c.reportedUnsatisfiable = true
        }
        var descriptions: [String] = []
        for h in list.dropLast() {
            if let o = owners[h.id] { descriptions.append(describe(o)) }
        }
        descriptions.append(describe(broken))
        let mentionsMasks = descriptions.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }
        var text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

            """
        if mentionsMasks {
            text +=
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n" + descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(describe(broken))\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text +=
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        Diagnostics.log(text)
    }

    func describe(_ owner: Owner) -> String {
        switch owner {
        case .constraint(let c):
            return c.description
        case .pin(let it, let text):
            let kind = it.object is UILayoutGuide ? "NSLayoutConstraint" : "NSAutoresizingMaskLayoutConstraint"
            return "<\(kind):\(objectAddress(it)) \(text)   (active)>"
        case .framePin(let it, let index):
            let mask = Self.maskText((it.object as? UIView)?.autoresizingMask ?? [])
            let value = NSLayoutConstraint.format(it.pinnedValues?[index] ?? 0)
            let name = ["minX", "minY", "width", "height"][index]
            let text = "\(mask) \(LayoutItem.name(of: it.object)).\(name) == \(value)"
            return "<NSAutoresizingMaskLayoutConstraint:\(objectAddress(it)) \(text)   (active)>"
        case .guidePin(let it, let edge):
            let identifier = (it.object as? UILayoutGuide)?.identifier ?? ""
            let text = "'\(identifier)-\(edge)' \(LayoutItem.name(of: it.object)).\(edge)"
            return "<NSLayoutConstraint:\(objectAddress(it)) \(text)   (active)>"
        case .intrinsic(let it, let axis):
            // The key holds width, height, then hugging and resistance per axis.
            let key = it.intrinsicKey ?? [0, 0, 0, 0, 0, 0]
            let hugging = UILayoutPriority(rawValue: Float(key[2 + axis]))
            let resistance = UILayoutPriority(rawValue: Float(key[4 + axis]))
            let text =
                "\(LayoutItem.name(of: it.object)).\(axis == 0 ? "width" : "height") == \(NSLayoutConstraint.format(CGFloat(key[axis]))) Hug:\(hugging) CompressionResistance:\(resistance)"
            return "<NSContentSizeLayoutConstraint:\(objectAddress(it)) \(text)   (active)>"
        }
    }
}
