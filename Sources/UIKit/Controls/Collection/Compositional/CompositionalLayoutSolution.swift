/// Where a compositional layout puts everything, computed in one pass over the sections.
@MainActor
struct CompositionalLayoutSolution {
    /// A header, footer, badge or decoration, in content coordinates.
    struct Supplementary {
        var kind: String
        var indexPath: IndexPath
        var frame: CGRect
        var isDecoration = false
        /// For a pinned header, the vertical extent of its section it may slide within.
        var pinnedWithin: ClosedRange<CGFloat>?
    }

    /// One cell's slot in a group laid out at the origin, with its item.
    struct Leaf {
        var frame: CGRect
        var item: NSCollectionLayoutItem
    }

    var items: [IndexPath: CGRect] = [:]
    var supplementaries: [Supplementary] = []
    var contentSize: CGSize = .zero

    init() {}

    /// Lays the sections out from top to bottom in a container of the environment's width.
    init(
        sections: [(NSCollectionLayoutSection?, Int)], configuration: UICollectionViewCompositionalLayoutConfiguration,
        environment: CompositionalLayoutEnvironment
    ) {
        let width = environment.contentSize.width
        let visibleHeight = environment.effectiveContentSize.height
        var y: CGFloat = 0
        y = placeBoundaryItems(
            configuration.boundarySupplementaryItems.filter(\.isAbove), at: y, x: 0, width: width,
            height: visibleHeight, indexPath: IndexPath(index: 0), pinnedWithin: nil)
        for (index, (section, count)) in sections.enumerated() {
            guard let section else { continue }
            if index > 0 { y += configuration.interSectionSpacing }
            y = place(section, index: index, count: count, top: y, width: width, visibleHeight: visibleHeight)
        }
        y = placeBoundaryItems(
            configuration.boundarySupplementaryItems.filter { !$0.isAbove }, at: y, x: 0, width: width,
            height: visibleHeight, indexPath: IndexPath(index: 0), pinnedWithin: nil)
        contentSize = CGSize(width: width, height: y)
    }

    /// Places one section from `top`, returning where the next begins.
    private mutating func place(
        _ section: NSCollectionLayoutSection, index: Int, count: Int, top: CGFloat, width: CGFloat,
        visibleHeight: CGFloat
    ) -> CGFloat {
        let insets = section.contentInsets
        let inner = CGSize(
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, visibleHeight - insets.top - insets.bottom))
        let follow = section.supplementariesFollowContentInsets
        let firstSupplementary = supplementaries.count
        let headers = section.boundarySupplementaryItems.filter(\.isAbove)
        let footers = section.boundarySupplementaryItems.filter { !$0.isAbove }
        let path = IndexPath(item: 0, section: index)
        var y = top + (follow ? insets.top : 0)
        let (boundaryX, boundaryWidth) = follow ? (insets.leading, inner.width) : (0, width)
        y = placeBoundaryItems(
            headers, at: y, x: boundaryX, width: boundaryWidth, height: inner.height, indexPath: path, pinnedWithin: nil
        )
        if !follow { y += insets.top }

        let template = Self.arrange(section.group, in: inner)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var placed = 0
        var origin = CGPoint(x: insets.leading, y: y)
        var bottom = y
        while placed < count && !template.leaves.isEmpty {
            for leaf in template.leaves where placed < count {
                let path = IndexPath(item: placed, section: index)
                let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                items[path] = frame
                placeItemSupplementaries(of: leaf.item, on: frame, indexPath: path)
                placed += 1
            }
            bottom = origin.y + template.size.height
            if orthogonal {
                origin.x += template.size.width + section.interGroupSpacing
            } else {
                origin.y = bottom + section.interGroupSpacing
            }
        }
        y = bottom
        if !follow { y += insets.bottom }
        y = placeBoundaryItems(
            footers, at: y, x: boundaryX, width: boundaryWidth, height: inner.height, indexPath: path, pinnedWithin: nil
        )
        if follow { y += insets.bottom }
        // The headers were the section's first supplementaries, in order.
        for (offset, header) in headers.enumerated() where header.pinToVisibleBounds {
            supplementaries[firstSupplementary + offset].pinnedWithin = top...y
        }
        for decoration in section.decorationItems {
            let i = decoration.contentInsets
            let frame = CGRect(
                x: insets.leading + i.leading, y: top + insets.top + i.top,
                width: inner.width - i.leading - i.trailing,
                height: y - top - insets.top - insets.bottom - i.top - i.bottom)
            supplementaries.append(
                Supplementary(kind: decoration.elementKind, indexPath: path, frame: frame, isDecoration: true))
        }
        return y
    }

    /// Stacks boundary items from `y` down, each aligned within `x`..<`x + width`; returns the
    /// bottom of the last that takes room.
    private mutating func placeBoundaryItems(
        _ boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem], at top: CGFloat, x: CGFloat, width: CGFloat,
        height: CGFloat, indexPath: IndexPath, pinnedWithin: ClosedRange<CGFloat>?
    ) -> CGFloat {
        var y = top
        for boundary in boundaryItems {
            let size = boundary.layoutSize.resolved(in: CGSize(width: width, height: height))
            let left: CGFloat
            switch boundary.alignment {
            case .topLeading, .leading, .bottomLeading: left = x
            case .topTrailing, .trailing, .bottomTrailing: left = x + width - size.width
            default: left = x + (width - size.width) / 2
            }
            let frame = CGRect(
                x: left + boundary.offset.x, y: y + boundary.offset.y, width: size.width, height: size.height)
            supplementaries.append(
                Supplementary(
                    kind: boundary.elementKind, indexPath: indexPath, frame: frame, pinnedWithin: pinnedWithin))
            if boundary.extendsBoundary { y += size.height }
        }
        return y
    }

    private mutating func placeItemSupplementaries(
        of item: NSCollectionLayoutItem, on frame: CGRect, indexPath: IndexPath
    ) {
        for supplementary in item.supplementaryItems {
            let size = supplementary.layoutSize.resolved(in: frame.size)
            supplementaries.append(
                Supplementary(
                    kind: supplementary.elementKind, indexPath: indexPath,
                    frame: supplementary.containerAnchor.frame(of: size, in: frame)))
        }
    }
}
