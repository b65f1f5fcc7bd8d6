/// The closure a compositional layout asks for each section's layout, as
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Settings of a compositional layout as a whole, as `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow one another in (vertical is what is laid out here).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != .vertical { unimplemented(#function) } }
    }
    /// The space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates the default configuration.
    public override init() {}
}

/// A layout composed of sections of groups of items, as `UICollectionViewCompositionalLayout`:
/// one section for all, or a section provider asked for each section with the collection view's
/// size. Orthogonally scrolling sections are laid out as one row (see Deviations.md).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// The layout's configuration; setting it lays the collection view out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    var solved = CompositionalLayoutSolution()

    /// A layout whose every section is laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is laid out as `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout asking `sectionProvider` for each section's layout.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section's layout, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout of list sections, as `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(sectionProvider: { _, _ in configuration.makeSection() })
    }

    /// Asks for each section's layout and places every item, header, footer and decoration.
    open override func prepare() {
        guard let cv = collectionView else {
            solved = CompositionalLayoutSolution()
            return
        }
        let inset = cv.adjustedContentInset
        let environment = CompositionalLayoutEnvironment(
            contentSize: cv.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: 0, bottom: inset.bottom, trailing: 0),
            traitCollection: cv.traitCollection)
        let sections = (0..<cv.numberOfSections).map { index in
            (fixedSection ?? sectionProvider?(index, environment), cv.numberOfItems(inSection: index))
        }
        solved = CompositionalLayoutSolution(
            sections: sections, configuration: configuration, environment: environment)
    }

    open override var collectionViewContentSize: CGSize { solved.contentSize }

    /// The attributes of the elements in `rect`, cells first in index order; pinned headers
    /// are moved into sight of the collection view's current bounds.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cells = solved.items.filter { $0.value.intersects(rect) }.sorted { $0.key < $1.key }.map { path, frame in
            let a = UICollectionViewLayoutAttributes(forCellWith: path)
            a.frame = frame
            return a
        }
        let others = solved.supplementaries.indices.compactMap { i -> UICollectionViewLayoutAttributes? in
            let a = supplementaryAttributes(at: i)
            return a.frame.intersects(rect) ? a : nil
        }
        return cells + others
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = solved.items[indexPath] else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        solved.supplementaries.firstIndex { $0.kind == elementKind && $0.indexPath == indexPath && !$0.isDecoration }
            .map(supplementaryAttributes(at:))
    }

    private func supplementaryAttributes(at index: Int) -> UICollectionViewLayoutAttributes {
        let s = solved.supplementaries[index]
        let a =
            s.isDecoration
            ? UICollectionViewLayoutAttributes(forDecorationViewOfKind: s.kind, with: s.indexPath)
            : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: s.kind, with: s.indexPath)
        a.frame = s.frame
        if let range = s.pinnedWithin, let cv = collectionView {
            // A pinned header stays at the top of the visible area until its section's end pushes it up.
            let top = cv.bounds.minY + cv.adjustedContentInset.top
            a.frame.origin.y = min(max(s.frame.minY, top), range.upperBound - s.frame.height)
        }
        return a
    }
}
