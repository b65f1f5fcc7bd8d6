extension CompositionalLayoutSolution {
    /// A group laid out at the origin: its size (estimated dimensions replaced by its content's)
    /// and the slots of its cells in order.
    struct Arranged {
        var size: CGSize
        var leaves: [Leaf]
    }

    /// Lays `group` out at the origin, its size resolved in a container of `container`.
    static func arrange(_ group: NSCollectionLayoutGroup, in container: CGSize) -> Arranged {
        arrange(group, proposed: group.layoutSize.resolved(in: container))
    }

    /// Lays `group` out at the origin in `proposed` points. Subitems resolve their fractions
    /// against the group inside its content insets. A group made with `count:` shares its length
    /// out between that many copies; otherwise it repeats its subitems while the next fits
    /// (never past an estimated length, which its content then decides).
    static func arrange(_ group: NSCollectionLayoutGroup, proposed: CGSize) -> Arranged {
        let horizontal = group.axis == .horizontal
        func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        func cross(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
        func make(main m: CGFloat, cross c: CGFloat) -> CGSize {
            horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
        }
        let insets = group.contentInsets
        let insetSize = CGSize(width: insets.leading + insets.trailing, height: insets.top + insets.bottom)
        let inner = CGSize(
            width: max(0, proposed.width - insetSize.width), height: max(0, proposed.height - insetSize.height))
        let dimensions = (group.layoutSize.widthDimension, group.layoutSize.heightDimension)
        let mainEstimated = (horizontal ? dimensions.0 : dimensions.1).isEstimated
        let crossEstimated = (horizontal ? dimensions.1 : dimensions.0).isEstimated
        let gap = group.interItemSpacing?.spacing ?? 0

        func child(_ item: NSCollectionLayoutItem, _ size: CGSize) -> (size: CGSize, arranged: Arranged?) {
            guard let subgroup = item as? NSCollectionLayoutGroup else { return (size, nil) }
            let arranged = arrange(subgroup, proposed: size)
            return (arranged.size, arranged)
        }
        var children: [(item: NSCollectionLayoutItem, size: CGSize, arranged: Arranged?)] = []
        if let count = group.count, let subitem = group.subitems.first, count > 0 {
            let share = mainEstimated ? nil : (main(inner) - gap * CGFloat(count - 1)) / CGFloat(count)
            for _ in 0..<count {
                var size = subitem.layoutSize.resolved(in: inner)
                if let share { size = make(main: share, cross: cross(size)) }
                let made = child(subitem, size)
                children.append((subitem, made.size, made.arranged))
            }
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            // The first round of subitems is always placed; later rounds only while they fit.
            for i in 0..<10_000 {
                let subitem = group.subitems[i % group.subitems.count]
                let made = child(subitem, subitem.layoutSize.resolved(in: inner))
                let start = children.isEmpty ? 0 : used + gap
                let repeating = i >= group.subitems.count
                if repeating && (mainEstimated || main(made.size) <= 0 || start + main(made.size) > main(inner) + 0.5) {
                    break
                }
                children.append((subitem, made.size, made.arranged))
                used = start + main(made.size)
            }
        }

        let total = children.reduce(0) { $0 + main($1.size) } + gap * CGFloat(max(0, children.count - 1))
        var extra: CGFloat = 0
        if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, children.count > 1, !mainEstimated {
            extra = max(0, main(inner) - total) / CGFloat(children.count - 1)
        }
        var leaves: [Leaf] = []
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (item, size, arranged) in children {
            let origin =
                horizontal
                ? CGPoint(x: insets.leading + position, y: insets.top)
                : CGPoint(x: insets.leading, y: insets.top + position)
            if let arranged {
                leaves += arranged.leaves.map {
                    Leaf(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), item: $0.item)
                }
            } else {
                leaves.append(Leaf(frame: CGRect(origin: origin, size: size).inset(by: item.contentInsets), item: item))
            }
            position += main(size) + gap + extra
            crossExtent = max(crossExtent, cross(size))
        }
        var size = proposed
        if !children.isEmpty {
            if mainEstimated { size = make(main: total + main(insetSize), cross: cross(size)) }
            if crossEstimated { size = make(main: main(size), cross: crossExtent + cross(insetSize)) }
        }
        return Arranged(size: size, leaves: leaves)
    }
}

extension CGRect {
    /// The rectangle shrunk by directional insets, leading on the left.
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
