/// A list section's look, as `UICollectionLayoutListConfiguration`: full-width rows of an
/// estimated 44 points, with optional headers and footers.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's overall style, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Rows in groups on a grouped background.
        case grouped
        /// Groups inset from the edges with rounded corners.
        case insetGrouped
        /// A sidebar list.
        case sidebar
        /// A plain sidebar list.
        case sidebarPlain
    }
    /// Whether sections have a header, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary header view of kind `elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }
    /// Whether sections have a footer, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary footer view of kind `elementKindSectionFooter`.
        case supplementary
    }

    /// The list's style.
    public var appearance: Appearance
    /// Whether rows are separated by lines.
    public var showsSeparators = true
    /// The list's background colour (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// Whether sections have headers.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers.
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header (nil: the appearance's).
    public var headerTopPadding: CGFloat?

    /// A configuration of an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The section a list of this configuration lays out.
    func makeSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        switch appearance {
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 20, bottom: 18, trailing: 20)
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
        case .plain, .sidebar, .sidebarPlain: break
        }
        let bar = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: bar, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: bar, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
