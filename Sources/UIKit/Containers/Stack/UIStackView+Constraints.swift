/// The constraints a stack view makes for its arranged views.
///
/// Along the axis the visible views are chained edge to edge from the canvas's start to its end
/// (the canvas is the stack view, or its margins guide); across it each view is placed by the
/// alignment. Hidden views leave the chain and collapse to zero length where they would be.
/// Two very weak constraints shrink the canvas onto its content, so a stack view placed only by
/// its position takes its content's size, while any constraint on its size wins.
extension UIStackView {
    /// What the constraints were made from: when any of it changes they are made again.
    struct ArrangementInputs: Equatable {
        var hidden: [Bool] = []
        /// Along-axis hugging, which picks the view `.fill` stretches.
        var hugging: [Float] = []
        /// Along-axis intrinsic lengths, which `.fillProportionally` shares the length by.
        var intrinsic: [CGFloat] = []
    }

    /// The attributes of one direction.
    struct Edges {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (start, end, center, size) = (.leading, .trailing, .centerX, .width)
            } else {
                (start, end, center, size) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    /// Weaker than any content priority, so the canvas only shrinks onto what its content wants.
    static let fitPriority = UILayoutPriority(25)
    /// Weaker still: settles choices nothing else decides (which tied view stretches, where
    /// baseline-aligned views sit in a taller stack).
    static let tieBreakPriority = UILayoutPriority(1)
    /// Just below required, so a length the app requires of an arranged view (hidden, or in a
    /// proportional stack) wins without a conflict being logged.
    static let nearlyRequired = UILayoutPriority(999)
    /// The system's standard gap between neighbouring views.
    static let systemSpacing: CGFloat = 8

    func currentInputs() -> ArrangementInputs {
        ArrangementInputs(
            hidden: arrangedList.map(\.isHidden),
            hugging: distribution == .fill ? arrangedList.map { $0.contentHuggingPriority(for: axis).rawValue } : [],
            intrinsic: distribution == .fillProportionally ? arrangedList.map(intrinsicLength) : [])
    }

    /// Replaces the stack view's constraints with ones made from the current state.
    func rebuildArrangement(marksLayout: Bool = true) {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for g in spacerGuides { removeLayoutGuide(g) }
        spacerGuides = []
        builtInputs = currentInputs()
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        if marksLayout { setNeedsLayout() }
    }

    func intrinsicLength(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        return axis == .horizontal ? size.width : size.height
    }

    /// The gap after a visible view: its custom spacing, or the stack's.
    func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? spacing : custom
        return value == UIStackView.spacingUseSystem ? UIStackView.systemSpacing : value
    }

    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        var batch = ConstraintBatch()
        func add(
            _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute,
            relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required, _ identifier: String
        ) {
            batch.add(a, aa, relation, b, ba, multiplier, constant, priority, identifier)
        }
        let along = Edges(axis)
        let across = Edges(axis == .horizontal ? .vertical : .horizontal)
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedList.filter { !$0.isHidden }

        add(canvas, along.size, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-canvas-fit")
        add(canvas, across.size, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-canvas-fit")
        if let first = visible.first, let last = visible.last {
            add(first, along.start, canvas, along.start, "UISV-canvas-connection")
            add(last, along.end, canvas, along.end, "UISV-canvas-connection")
        }

        // Along the axis: the gaps, then what the distribution adds.
        let spreads = distribution == .equalSpacing || distribution == .equalCentering
        var gaps: [CGFloat] = []
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let g = gap(after: previous)
            gaps.append(g)
            add(
                next, along.start, previous, along.end, relation: spreads ? .greaterThanOrEqual : .equal, constant: g,
                "UISV-spacing")
            guard spreads else { continue }
            // Equal gaps (or equal centre distances) need a measured length between the views:
            // a guide spanning each gap, all guides of one length.
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
            let edge = distribution == .equalSpacing
            add(guide, along.start, previous, edge ? along.end : along.center, "UISV-distributing-edge")
            add(guide, along.end, next, edge ? along.start : along.center, "UISV-distributing-edge")
            if let firstGuide = spacerGuides.first, firstGuide !== guide {
                add(guide, along.size, firstGuide, along.size, "UISV-distributing")
            }
        }
        var effective = distribution
        if effective == .fillProportionally {
            let lengths = visible.map(intrinsicLength)
            let total = lengths.reduce(0, +)
            if lengths.contains(UIView.noIntrinsicMetric) || total <= 0 {
                // Nothing to share the length by.
                effective = .fill
            } else {
                let spaced = gaps.reduce(0, +)
                for (v, length) in zip(visible, lengths) {
                    let share = length / total
                    add(
                        v, along.size, canvas, along.size, multiplier: share, constant: -spaced * share,
                        priority: Self.nearlyRequired, "UISV-fill-proportionally")
                }
            }
        }
        if effective == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { add(v, along.size, first, along.size, "UISV-fill-equally") }
        }
        if effective == .fill {
            // UIKit resolves equal hugging by index; here the last of the least-hugging views
            // stretches, because the others get a very weak pull toward zero length (which
            // their compression resistance stops at their intrinsic length).
            let hugging = visible.map { $0.contentHuggingPriority(for: axis) }
            if let lowest = hugging.min(), hugging.filter({ $0 == lowest }).count > 1,
                let stretcher = hugging.lastIndex(of: lowest)
            {
                for (i, v) in visible.enumerated() where hugging[i] == lowest && i != stretcher {
                    add(
                        v, along.size, nil, .notAnAttribute, priority: Self.tieBreakPriority, "UISV-fill-disambiguation"
                    )
                }
            }
        }

        // Across the axis.
        for v in visible { addAlignment(v, canvas: canvas, across: across, reference: visible[0], to: &batch) }

        // Hidden views sit, at zero length, where they would start.
        var collapsePoint: (AnyObject, NSLayoutConstraint.Attribute) = (canvas, along.start)
        for v in arrangedList {
            guard v.isHidden else {
                collapsePoint = (v, along.end)
                continue
            }
            add(v, along.start, collapsePoint.0, collapsePoint.1, "UISV-hiding")
            add(v, along.size, nil, .notAnAttribute, priority: Self.nearlyRequired, "UISV-hiding")
            switch effectiveAlignment {
            case .center: add(v, across.center, canvas, across.center, "UISV-hiding")
            case .trailing: add(v, across.end, canvas, across.end, "UISV-hiding")
            default: add(v, across.start, canvas, across.start, "UISV-hiding")
            }
        }
        return batch.constraints
    }

    /// The alignment as it applies to this axis: baselines only line up views in a row, so a
    /// column treats them as its leading and trailing edges.
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    private func addAlignment(
        _ v: UIView, canvas: AnyObject, across: Edges, reference: UIView, to batch: inout ConstraintBatch
    ) {
        /// `v.attribute (relation) canvas.attribute`.
        func edge(
            _ attribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
            priority: UILayoutPriority = .required, _ identifier: String
        ) {
            batch.add(v, attribute, relation, canvas, attribute, 1, 0, priority, identifier)
        }
        switch effectiveAlignment {
        case .fill:
            edge(across.start, "UISV-canvas-connection")
            edge(across.end, "UISV-canvas-connection")
        case .leading:
            edge(across.start, "UISV-canvas-connection")
            edge(across.end, relation: .lessThanOrEqual, "UISV-spanning-boundary")
        case .trailing:
            edge(across.end, "UISV-canvas-connection")
            edge(across.start, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
        case .center:
            edge(across.center, "UISV-alignment")
            edge(across.start, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
        case .firstBaseline, .lastBaseline:
            let first = effectiveAlignment == .firstBaseline
            let baseline: NSLayoutConstraint.Attribute = first ? .firstBaseline : .lastBaseline
            if v !== reference {
                batch.add(v, baseline, .equal, reference, baseline, 1, 0, .required, "UISV-alignment")
            }
            edge(across.start, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
            edge(across.end, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            // In a stack taller than the line, first baselines sit against the top and last
            // baselines against the bottom.
            edge(first ? across.start : across.end, priority: Self.tieBreakPriority, "UISV-alignment-settle")
        }
    }
}

extension UIStackView {
    /// Constraints being made, each named with a `UISV-` identifier as UIKit names a stack
    /// view's constraints in its console.
    @preconcurrency @MainActor
    struct ConstraintBatch {
        var constraints: [NSLayoutConstraint] = []

        mutating func add(
            _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ b: AnyObject?,
            _ ba: NSLayoutConstraint.Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
            _ priority: UILayoutPriority,
            _ identifier: String
        ) {
            let c = NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: b == nil ? .notAnAttribute : ba,
                multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = identifier
            constraints.append(c)
        }
    }
}
