import CoreGraphics
import Foundation
import InterfaceBuilderFormat

/// A storyboard's collection views: the flow layout element, prototype cells under `<cells>`
/// and the section header and footer views, each registered with the collection view under
/// its reuse identifier and built afresh from its element for every dequeue.
extension IBArchiveLoader {
    func configureCollectionView(_ collection: UICollectionView, _ e: IBElement) throws {
        if let element = e.child(named: "collectionViewFlowLayout", key: "collectionViewLayout") {
            collection.collectionViewLayout = flowLayout(element)
        }
        for prototype in e.child(named: "cells")?.children ?? [] {
            try registerCollectionPrototype(prototype, in: collection)
        }
        let kinds = [
            ("sectionHeaderView", UICollectionView.elementKindSectionHeader),
            ("sectionFooterView", UICollectionView.elementKindSectionFooter),
        ]
        for (key, kind) in kinds {
            guard let element = e.children.first(where: { $0["key"] == key }) else { continue }
            try registerSupplementaryPrototype(element, kind: kind, in: collection)
        }
    }

    private func flowLayout(_ e: IBElement) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        if let value = StoryboardValues.number(e["minimumLineSpacing"]) { layout.minimumLineSpacing = value }
        if let value = StoryboardValues.number(e["minimumInteritemSpacing"]) { layout.minimumInteritemSpacing = value }
        if e["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let size = e.child(named: "size", key: "itemSize") { layout.itemSize = StoryboardValues.size(size) }
        if let size = e.child(named: "size", key: "headerReferenceSize") {
            layout.headerReferenceSize = StoryboardValues.size(size)
        }
        if let size = e.child(named: "size", key: "footerReferenceSize") {
            layout.footerReferenceSize = StoryboardValues.size(size)
        }
        if let inset = e.child(named: "inset", key: "sectionInset") {
            layout.sectionInset = StoryboardValues.insets(inset)
        }
        return layout
    }

    /// A cell's content view element (`<collectionViewCellContentView>` from Xcode 11, `<view>`
    /// before) fills the cell's own content view.
    func configureCollectionCell(_ cell: UICollectionViewCell, _ e: IBElement) throws {
        cell.reuseIdentifier = e["reuseIdentifier"]
        guard let content = e.children.first(where: { $0["key"] == "contentView" }) else { return }
        try populateContentView(cell.contentView, content)
    }

    /// A prototype cell: checked now by building it once, then built afresh for each dequeue.
    private func registerCollectionPrototype(_ e: IBElement, in collection: UICollectionView) throws {
        guard e.name == "collectionViewCell" else {
            warn(e, "unknown element <\(e.name)> in <cells> skipped")
            return
        }
        guard let identifier = e["reuseIdentifier"] else { return }
        _ = try IBArchiveLoader(copying: self).makeView(e)
        let template = IBArchiveLoader(copying: self)
        collection.reuse.register(
            identifier,
            factory: {
                let loader = IBArchiveLoader(copying: template)
                guard let cell = (try? loader.makeView(e)) as? UICollectionViewCell else {
                    let cell = UICollectionViewCell(frame: .zero)
                    cell.reuseIdentifier = identifier
                    return cell
                }
                try? loader.finish()
                cell.reuseIdentifier = identifier
                return cell
            })
    }

    private func registerSupplementaryPrototype(_ e: IBElement, kind: String, in collection: UICollectionView) throws {
        guard let identifier = e["reuseIdentifier"] else { return }
        _ = try IBArchiveLoader(copying: self).makeView(e)
        let template = IBArchiveLoader(copying: self)
        collection.registerSupplementary(ofKind: kind, identifier: identifier) {
            let loader = IBArchiveLoader(copying: template)
            let view =
                ((try? loader.makeView(e)) as? UICollectionReusableView) ?? UICollectionReusableView(frame: .zero)
            try? loader.finish()
            view.reuseIdentifier = identifier
            return view
        }
    }
}
