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
                if it.pinnedFrame != f { pin(it, frame: f, view: v) }
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
        } else if let g = it.object as? UILayoutGuide, let insets = g.insetsProvider?() {
            let key = CGRect(x: insets.left, y: insets.top, width: insets.right, height: insets.bottom)
            if it.pinnedFrame != key { pin(it, insets: insets, guide: g) }
        }
    }

    func unpin(_ it: Item) {
        for h in it.pins {
            solver.removeConstraint(h)
            owners[h.id] = nil
        }
        it.pins = []
        it.pinnedFrame = nil
    }

    /// Moves existing pins to new values in place; false if any could not move (a conflict).
    func movePins(_ it: Item, from old: [CGFloat], to new: [CGFloat]) -> Bool {
        guard it.pins.count == old.count else { return false }
        for (i, h) in it.pins.enumerated() where old[i] != new[i] {
            // Each pin reads `variable − value = 0`, so its constant moves opposite the value.
            guard solver.changeConstant(of: h, by: -Double(new[i] - old[i])) else { return false }
        }
        return true
    }

    /// UIKit's autoresizing-mask constraints: the frame as it is, required.
    func pin(_ it: Item, frame f: CGRect, view v: UIView) {
        if let old = it.pinnedFrame,
            movePins(it, from: [old.minX, old.minY, old.width, old.height], to: [f.minX, f.minY, f.width, f.height])
        {
            it.pinnedFrame = f
            return
        }
        unpin(it)
        it.pinnedFrame = f
        let mask = Self.maskText(v.autoresizingMask)
        let parts: [(LayoutSolver.Variable, Double, String)] = [
            (it.x, f.minX, "minX"), (it.y, f.minY, "minY"), (it.width, f.width, "width"),
            (it.height, f.height, "height"),
        ]
        for (variable, value, name) in parts {
            if let h = addToSolver(
                [(variable, 1)], -Double(value), .equal, LayoutSolver.Strength.required,
                owner: .pin(it, "\(mask) \(LayoutItem.name(of: v)).\(name) == \(NSLayoutConstraint.format(value))"),
                reportAs: nil)
            {
                it.pins.append(h)
            }
        }
    }

    /// A system guide (safe area, margins): inset from its owning view's edges.
    func pin(_ it: Item, insets: UIEdgeInsets, guide g: UILayoutGuide) {
        if let old = it.pinnedFrame,
            movePins(
                it, from: [old.minX, old.minY, -(old.minX + old.width), -(old.minY + old.height)],
                to: [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)])
        {
            it.pinnedFrame = CGRect(x: insets.left, y: insets.top, width: insets.right, height: insets.bottom)
            return
        }
        unpin(it)
        it.pinnedFrame = CGRect(x: insets.left, y: insets.top, width: insets.right, height: insets.bottom)
        guard let owner = g.owningView, let o = item(for: owner) else { return }
        let name = g.identifier
        let rows: [([(LayoutSolver.Variable, Double)], Double, String)] = [
            ([(it.x, 1)], -Double(insets.left), "left"),
            ([(it.y, 1)], -Double(insets.top), "top"),
            ([(it.width, 1), (o.width, -1)], Double(insets.left + insets.right), "width"),
            ([(it.height, 1), (o.height, -1)], Double(insets.top + insets.bottom), "height"),
        ]
        for (terms, constant, edge) in rows {
            if let h = addToSolver(
                terms, constant, .equal, LayoutSolver.Strength.required,
                owner: .pin(it, "'\(name)-\(edge)' \(LayoutItem.name(of: g)).\(edge)"), reportAs: nil)
            {
                it.pins.append(h)
            }
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis.
    func updateIntrinsic(_ it: Item, view v: UIView) {
        it.intrinsicIsValid = true
        let size = v.intrinsicContentSize
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
        let axes: [(LayoutSolver.Variable, CGFloat, UILayoutPriority, UILayoutPriority, String)] = [
            (it.width, size.width, hug.horizontal, resist.horizontal, "width"),
            (it.height, size.height, hug.vertical, resist.vertical, "height"),
        ]
        for (variable, length, hugging, resistance, name) in axes where length != UIView.noIntrinsicMetric {
            let text =
                "\(LayoutItem.name(of: v)).\(name) == \(NSLayoutConstraint.format(length)) Hug:\(hugging) CompressionResistance:\(resistance)"
            for (relation, priority) in [
                (NSLayoutConstraint.Relation.lessThanOrEqual, hugging), (.greaterThanOrEqual, resistance),
            ] {
                if let h = addToSolver(
                    [(variable, 1)], -Double(length), relation, priority.strength, owner: .intrinsic(it, text),
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
