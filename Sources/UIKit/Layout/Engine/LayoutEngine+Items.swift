internal import Cassowary

extension LayoutEngine {
    /// The item for a view or guide, made (with its pins) on first use.
    func item(for object: AnyObject) -> Item? {
        let id = ObjectIdentifier(object)
        if let it = items[id], it.object === object { return it }
        let it = Item(object: object, solver: &solver)
        items[id] = it
        itemOrder.append(it)
        if let v = object as? UIView { v.layoutState.isEngineItem = true }
        synchronize(it)
        return it
    }

    /// `attribute` of `object` in `ancestor`'s coordinates, as terms and a constant.
    func expression(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView
    ) -> ([(LayoutSolver.Variable, Double)], Double)? {
        var object = object
        var attribute = attribute
        if let base = attribute.withoutMargins {
            // Margin attributes are the margins guide's edges: one mechanism for both spellings.
            guard let v = object as? UIView else { return nil }
            object = v.layoutMarginsGuide
            attribute = base
        }
        guard let it = item(for: object) else { return nil }
        switch attribute {
        case .width: return ([(it.width, 1)], 0)
        case .height: return ([(it.height, 1)], 0)
        case .notAnAttribute: return ([], 0)
        default: break
        }
        let horizontal = attribute.isHorizontal
        var terms: [(LayoutSolver.Variable, Double)] = []
        var node: AnyObject? = object
        while let n = node, n !== ancestor {
            guard let ni = self.item(for: n) else { return nil }
            terms.append((horizontal ? ni.x : ni.y, 1))
            node = LayoutItem.parent(of: n)
        }
        guard node != nil else { return nil }
        var constant = 0.0
        switch attribute {
        case .right, .trailing: terms.append((it.width, 1))
        case .bottom: terms.append((it.height, 1))
        case .centerX: terms.append((it.width, 0.5))
        case .centerY: terms.append((it.height, 0.5))
        case .firstBaseline:
            constant = Double((object as? UIView)?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            terms.append((it.height, 1))
            constant = -Double((object as? UIView)?.lastBaselineOffsetFromBottom ?? 0)
        default: break
        }
        return (terms, constant)
    }

    /// The solved frame of an item in its parent's coordinates, edges rounded to pixels as
    /// UIKit's engine rounds them.
    func solvedFrame(_ it: Item) -> CGRect {
        let scale = Double(UIScreen.main.scale)
        func px(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x = solver.value(of: it.x), y = solver.value(of: it.y)
        let minX = px(x), minY = px(y)
        let maxX = px(x + solver.value(of: it.width)), maxY = px(y + solver.value(of: it.height))
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The untransformed frame of a view, from its centre and bounds (what Auto Layout sets).
    static func layoutFrame(of v: UIView) -> CGRect {
        let size = v.bounds.size
        let anchor = v.layer.anchorPoint
        return CGRect(
            x: v.center.x - size.width * anchor.x, y: v.center.y - size.height * anchor.y,
            width: size.width, height: size.height)
    }

    // MARK: Inputs

    /// Brings an item's pins and intrinsic-size constraints up to date.
    func synchronize(_ it: Item) {
        if let v = it.object as? UIView {
            let isInput = v.translatesAutoresizingMaskIntoConstraints && !(isFittingProbe && v === root)
            if isInput {
                let f = Self.layoutFrame(of: v)
                if !it.isPinned(to: f.minX, f.minY, f.width, f.height) {
                    pin(it, frame: [f.minX, f.minY, f.width, f.height], view: v)
                }
            } else if !it.pins.isEmpty {
                unpin(it)
            }
            if !isInput || (isFittingProbe && v === root) {
                if !it.intrinsicIsValid { updateIntrinsic(it, view: v) }
            } else if !it.intrinsic.isEmpty {
                for h in it.intrinsic { solver.removeConstraint(h); owners[h.id] = nil }
                it.intrinsic = []
                it.intrinsicKey = nil
            }
        } else if let g = it.object as? UILayoutGuide {
            if let insets = g.insetsProvider?() {
                // Measured from the visible bounds: in a scroll view these guides stay put on
                // screen while the content (whose coordinates the engine uses) scrolls.
                let origin = g.owningView?.bounds.origin ?? .zero
                let (x, y) = (origin.x + insets.left, origin.y + insets.top)
                let (width, height) = (-(insets.left + insets.right), -(insets.top + insets.bottom))
                if !it.isPinned(to: x, y, width, height) { pin(it, guide: g, values: [x, y, width, height]) }
            } else if g.pinsOriginToOwner && it.pins.isEmpty {
                pin(it, guide: g, values: [0, 0])
            }
        }
    }

    func unpin(_ it: Item) {
        for h in it.pins {
            solver.removeConstraint(h)
            owners[h.id] = nil
        }
        it.pins = []
        it.pinnedValues = nil
    }

    /// Moves existing pins to new values in place (Cassowary's edit step, no re-solve); false if
    /// any could not move because required constraints contradict the new values.
    func movePins(_ it: Item, to new: [CGFloat]) -> Bool {
        guard let old = it.pinnedValues, it.pins.count == old.count, old.count == new.count else { return false }
        for (i, h) in it.pins.enumerated() where old[i] != new[i] {
            // Each pin reads `… − value = 0`, so its constant moves opposite the value.
            guard solver.changeConstant(of: h, by: -Double(new[i] - old[i])) else { return false }
        }
        it.pinnedValues = new
        return true
    }

    /// UIKit's autoresizing-mask constraints: the frame as it is (minX, minY, width, height),
    /// required.
    func pin(_ it: Item, frame values: [CGFloat], view v: UIView) {
        if movePins(it, to: values) { return }
        unpin(it)
        it.pinnedValues = values
        let variables = [it.x, it.y, it.width, it.height]
        for i in 0..<4 {
            if let h = addToSolver(
                [(variables[i], 1)], -Double(values[i]), .equal, LayoutSolver.Strength.required,
                owner: .framePin(it, i), reportAs: nil)
            {
                it.pins.append(h)
            }
        }
    }

    /// A system guide: `x`, `y` at the given values in its owner's coordinates and, with four
    /// values, width and height the owner's less the insets (values 3 and 4, negated).
    func pin(_ it: Item, guide g: UILayoutGuide, values: [CGFloat]) {
        if movePins(it, to: values) { return }
        unpin(it)
        it.pinnedValues = values
        guard let owner = g.owningView, let o = item(for: owner) else { return }
        var rows: [([(LayoutSolver.Variable, Double)], String)] = [([(it.x, 1)], "left"), ([(it.y, 1)], "top")]
        if values.count == 4 {
            rows += [([(it.width, 1), (o.width, -1)], "width"), ([(it.height, 1), (o.height, -1)], "height")]
        }
        for (i, (terms, edge)) in rows.enumerated() {
            if let h = addToSolver(
                terms, -Double(values[i]), .equal, LayoutSolver.Strength.required,
                owner: .guidePin(it, edge), reportAs: nil)
            {
                it.pins.append(h)
            }
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis.
    func updateIntrinsic(_ it: Item, view v: UIView, size override: CGSize? = nil) {
        it.intrinsicIsValid = true
        let size = override ?? v.intrinsicContentSize
        let hug = v.layoutState.huggingPriority
        let resist = v.layoutState.compressionResistance
        let key = [
            Double(size.width), Double(size.height), Double(hug.horizontal.rawValue), Double(hug.vertical.rawValue),
            Double(resist.horizontal.rawValue), Double(resist.vertical.rawValue),
        ]
        guard key != it.intrinsicKey else { return }
        for h in it.intrinsic {
            solver.removeConstraint(h)
            owners[h.id] = nil
        }
        it.intrinsic = []
        it.intrinsicKey = key
        let axes: [(LayoutSolver.Variable, CGFloat, UILayoutPriority, UILayoutPriority)] = [
            (it.width, size.width, hug.horizontal, resist.horizontal),
            (it.height, size.height, hug.vertical, resist.vertical),
        ]
        for (axis, (variable, length, hugging, resistance)) in axes.enumerated()
        where length != UIView.noIntrinsicMetric {
            for (relation, priority) in [
                (NSLayoutConstraint.Relation.lessThanOrEqual, hugging), (.greaterThanOrEqual, resistance),
            ] {
                if let h = addToSolver(
                    [(variable, 1)], -Double(length), relation, priority.strength, owner: .intrinsic(it, axis),
                    reportAs: nil)
                {
                    it.intrinsic.append(h)
                }
            }
        }
    }

    static func maskText(_ m: UIView.AutoresizingMask) -> String {
        func c(_ flag: UIView.AutoresizingMask) -> String { m.contains(flag) ? "&" : "-" }
        return "h=\(c(.flexibleLeftMargin))\(c(.flexibleWidth))\(c(.flexibleRightMargin)) "
            + "v=\(c(.flexibleTopMargin))\(c(.flexibleHeight))\(c(.flexibleBottomMargin))"
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute is measured from the margins guide with.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: true
        default: false
        }
    }
}
