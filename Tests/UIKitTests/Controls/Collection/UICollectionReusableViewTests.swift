import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Section headers and footers: registered classes dequeued through the data source, placed
/// by the flow layout's reference sizes or the delegate's, reused, and drawn.
@MainActor
@Suite(.checksLifetimes) struct UICollectionReusableViewTests {
    final class Header: UICollectionReusableView {
        let label = UILabel()
        var reuses = 0
        required init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func prepareForReuse() { reuses += 1 }
    }

    final class Source: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var sections = 3
        var footerHeight: CGFloat?
        var asked: [String] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            asked.append(
                "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            (view as? Header)?.label.text = "Section \(indexPath.section)"
            view.backgroundColor = .red
            return view
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize { CGSize(width: 0, height: footerHeight ?? 0) }
    }

    private func makeCollection(_ source: Source, in device: VirtualDevice) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        collection.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "title")
        collection.dataSource = source
        collection.delegate = source
        device.window.addSubview(collection)
        device.runUntilIdle()
        return collection
    }

    @Test func headersSitAboveEachSectionAndPushItsItemsDown() throws {
        let device = VirtualDevice()
        let source = Source()
        let collection = makeCollection(source, in: device)
        let kind = UICollectionView.elementKindSectionHeader
        let first = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(first is Header && first.reuseIdentifier == "title")
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
        // Four 90-point items fit in a 390-point row, so each section is 40 + 90 high.
        let second = collection.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame.minY == 130 && second?.representedElementKind == kind)
        #expect(second?.representedElementCategory == .supplementaryView)
        #expect(collection.contentSize.height == 390)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: kind).count == 3)
        collection.removeFromSuperview()
    }

    @Test func theDelegatesFooterSizeAddsFootersBelowTheItems() {
        let device = VirtualDevice()
        let source = Source()
        source.footerHeight = 20
        let collection = makeCollection(source, in: device)
        let footer = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 130, width: 390, height: 20))
        #expect(collection.contentSize.height == 450)
        collection.removeFromSuperview()
    }

    @Test func headersAreReusedAfterAReload() {
        let device = VirtualDevice()
        let source = Source()
        let collection = makeCollection(source, in: device)
        #expect(source.asked == ["header 0", "header 1", "header 2"])
        let old = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        collection.reloadData()
        device.runUntilIdle()
        let new = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(Set(new.map(ObjectIdentifier.init)) == Set(old.map(ObjectIdentifier.init)))
        #expect(new.compactMap { ($0 as? Header)?.reuses }.reduce(0, +) == 3)
        collection.removeFromSuperview()
    }

    @Test func anUnregisteredKindLogsUIKitsMessage() {
        let device = VirtualDevice()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        device.window.addSubview(collection)
        let view = collection.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "nothing",
            for: IndexPath(item: 0, section: 0))
        #expect(view.reuseIdentifier == "nothing")
        #expect(
            device.diagnostics.contains {
                $0.contains("could not dequeue a view of kind: UICollectionElementKindSectionHeader")
            })
        collection.removeFromSuperview()
        device.runUntilIdle()
    }

    @Test func theHeaderIsDrawnAboveTheItems() {
        let device = VirtualDevice()
        device.window.backgroundColor = .white
        let source = Source()
        let collection = makeCollection(source, in: device)
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        // The content starts below the safe area, so the header is found where it landed.
        let frame = header.map { $0.convert($0.bounds, to: nil) } ?? .zero
        let image = device.screenshot()
        #expect(pixelIs(image.pixel(x: 300, y: Int(frame.midY)), 255, 0, 0))
        #expect(!pixelIs(image.pixel(x: 300, y: Int(frame.maxY) + 20), 255, 0, 0))
        collection.removeFromSuperview()
    }

    @Test func aDiffableDataSourceMakesHeadersWithItsProvider() {
        let device = VirtualDevice()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { cv, path, _ in
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        source.supplementaryViewProvider = { cv, kind, path in
            let header = cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: path)
            (header as? Header)?.label.text = "Fruit"
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["fruit"])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot, animatingDifferences: false)
        device.window.addSubview(collection)
        device.runUntilIdle()
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? Header)?.label.text == "Fruit")
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
        collection.removeFromSuperview()
    }

    /// A cell nib as Xcode writes one (before Xcode 11, the content view had no id).
    static let chipNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Chip" id="Chp-cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Chip" textAlignment="center" tag="3" id="Chp-lb-001">
                                <rect key="frame" x="0.0" y="10" width="80" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </view>
                    <color key="backgroundColor" systemColor="systemTealColor"/>
                </collectionViewCell>
            </objects>
        </document>
        """

    @Test func cellsAndHeadersComeFromRegisteredNibs() throws {
        let device = VirtualDevice()
        let source = Source()
        source.sections = 1
        let collection = makeCollection(source, in: device)
        collection.register(UINib(data: Data(Self.chipNib.utf8), bundle: nil), forCellWithReuseIdentifier: "cell")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "cell" && cell.backgroundColor == .systemTeal)
        #expect((cell.contentView.viewWithTag(3) as? UILabel)?.text == "Chip")
        let emptyNib = Self.chipNib.replacingOccurrences(of: "collectionViewCell", with: "view")
        collection.register(
            UINib(data: Data(emptyNib.utf8), bundle: nil),
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "plain")
        let header = collection.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "plain",
            for: IndexPath(item: 0, section: 0))
        #expect(header.reuseIdentifier == "plain")
        #expect(device.diagnostics.contains { $0.hasPrefix("invalid nib registered for identifier (plain)") })
        collection.removeFromSuperview()
    }
}
