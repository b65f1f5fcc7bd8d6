import Testing
import UIKitTesting

@testable import UIKit

/// UICollectionViewCompositionalLayout: items, groups and sections sized by fractions, points and
/// estimates, with spacing, insets, headers and footers, as the common recipes write them.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
    final class Source: UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "bar", for: indexPath)
        }
    }

    /// A collection view 400 points wide and 600 high, below the status bar, laid out.
    @MainActor struct Shown {
        let device = VirtualDevice()
        let view: UICollectionView
        let source: Source

        init(_ layout: UICollectionViewLayout, counts: [Int]) {
            view = UICollectionView(frame: CGRect(x: 0, y: 100, width: 400, height: 600), collectionViewLayout: layout)
            source = Source(counts)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                view.register(
                    UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "bar")
            }
            view.dataSource = source
            device.window.addSubview(view)
            device.runUntilIdle()
        }

        func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
    }

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    { NSCollectionLayoutSize(widthDimension: width, heightDimension: height) }

    @Test func aListStacksFullWidthRowsWithTheGroupSpacingBetween() {
        let row = Self.size(.fractionalWidth(1), .absolute(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.interGroupSpacing = 1
        let shown = Shown(UICollectionViewCompositionalLayout(section: section), counts: [5])
        #expect(shown.frame(0) == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(shown.frame(3) == CGRect(x: 0, y: 135, width: 400, height: 44))
        #expect(shown.view.contentSize == CGSize(width: 400, height: 224))
        #expect(shown.view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == shown.frame(4))
    }

    @Test func aHalfWidthItemRepeatsToMakeATwoColumnGridInsideTheSectionInsets() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let shown = Shown(UICollectionViewCompositionalLayout(section: section), counts: [5])
        #expect(shown.frame(0) == CGRect(x: 25, y: 15, width: 170, height: 90))
        #expect(shown.frame(1) == CGRect(x: 205, y: 15, width: 170, height: 90))
        #expect(shown.frame(4) == CGRect(x: 25, y: 215, width: 170, height: 90))
        #expect(shown.view.contentSize.height == 320)
    }

    @Test func aGroupWithACountSharesItsWidthBetweenThatManyItems() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(80)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(5)
        let shown = Shown(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4])
        #expect(shown.frame(0) == CGRect(x: 0, y: 0, width: 130, height: 80))
        #expect(shown.frame(2) == CGRect(x: 270, y: 0, width: 130, height: 80))
        #expect(shown.frame(3) == CGRect(x: 0, y: 80, width: 130, height: 80))
    }

    @Test func aNestedVerticalGroupStacksItsItemsBesideALargeOne() {
        let large = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [large, pair])
        let shown = Shown(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4])
        #expect(shown.frame(0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(shown.frame(1) == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(shown.frame(2) == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(shown.frame(3) == CGRect(x: 0, y: 200, width: 200, height: 200))
    }

    @Test func anEstimatedGroupTakesTheHeightOfItsContent() {
        let photo = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(300)))
        let thumbnail = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let strip = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitem: thumbnail, count: 4)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1), .estimated(500)), subitems: [photo, strip])
        let shown = Shown(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [6])
        #expect(shown.frame(1) == CGRect(x: 0, y: 300, width: 100, height: 100))
        #expect(shown.frame(5) == CGRect(x: 0, y: 400, width: 400, height: 300))
    }

    @Test func sectionHeadersAndFootersSurroundTheirItemsAndSectionsAreSpacedApart() throws {
        let row = Self.size(.fractionalWidth(1), .absolute(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(30)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let shown = Shown(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [2, 1])
        #expect(shown.frame(0) == CGRect(x: 0, y: 50, width: 400, height: 44))
        #expect(shown.frame(0, 1) == CGRect(x: 0, y: 238, width: 400, height: 44))
        let header = try #require(
            shown.view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 188, width: 400, height: 50))
        let footer = shown.view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 138, width: 400, height: 30))
        #expect(shown.view.contentSize.height == 312)
    }

    @Test func anOrthogonallyScrollingSectionLaysItsGroupsOutInOneRow() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.absolute(10), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 30, trailing: 10)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(85)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        section.orthogonalScrollingBehavior = .continuous
        let shown = Shown(UICollectionViewCompositionalLayout(section: section), counts: [30, 30])
        #expect(shown.frame(0) == CGRect(x: 30, y: 85, width: 10, height: 44))
        #expect(shown.frame(29) == CGRect(x: 465, y: 85, width: 10, height: 44))
        #expect(shown.frame(0, 1) == CGRect(x: 30, y: 244, width: 10, height: 44))
        let header = shown.view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 30, y: 0, width: 360, height: 85))
    }

    @Test func theSectionProviderIsAskedForEachSectionWithTheContainerSize() {
        var asked: [(Int, CGFloat)] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append((index, environment.container.effectiveContentSize.width))
            let side = NSCollectionLayoutDimension.absolute(index == 0 ? 100 : 50)
            let item = NSCollectionLayoutItem(layoutSize: Self.size(side, side))
            return NSCollectionLayoutSection(
                group: .horizontal(layoutSize: Self.size(.fractionalWidth(1), side), subitems: [item]))
        }
        let shown = Shown(layout, counts: [4, 9])
        #expect(asked.prefix(2).map(\.0) == [0, 1] && asked.allSatisfy { $0.1 == 400 })
        #expect(shown.frame(3) == CGRect(x: 300, y: 0, width: 100, height: 100))
        #expect(shown.frame(8, 1) == CGRect(x: 0, y: 150, width: 50, height: 50))
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrollsBy() {
        let row = Self.size(.fractionalWidth(1), .absolute(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let shown = Shown(UICollectionViewCompositionalLayout(section: section), counts: [30, 30])
        shown.view.contentOffset = CGPoint(x: 0, y: 300)
        let layout = shown.view.collectionViewLayout
        let first = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: first)?.frame.minY == 300)
        // The first section ends at 40 + 30 × 44 = 1360: its header is pushed up by the second's.
        shown.view.contentOffset = CGPoint(x: 0, y: 1340)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: first)?.frame.minY == 1320)
    }

    @Test func aListConfigurationMakesFullWidthRows() {
        let shown = Shown(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), counts: [3])
        #expect(shown.frame(2) == CGRect(x: 0, y: 88, width: 400, height: 44))
    }

    @Test func aBadgeIsAnchoredOnTheTopTrailingCornerOfItsItem() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let shown = Shown(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2])
        let attributes = shown.view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(attributes?.frame == CGRect(x: 390, y: -10, width: 20, height: 20))
    }
}
