import Testing
import UIKitTesting

@testable import UIKit

/// A list cell lays out its content configuration and its accessories at the trailing edge.
@MainActor
@Suite struct UICollectionViewListCellTests {
    @Test func theDefaultContentConfigurationIsAListCellsAndShowsItsText() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let shown = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect((shown.configuration as? UIListContentConfiguration)?.text == "Wi-Fi")
        #expect(shown.frame == cell.contentView.bounds)
    }

    @Test func aDisclosureIndicatorSitsAtTheTrailingEdgeAndTheContentEndsBeforeIt() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.accessories.isEmpty)
        cell.accessories = [.disclosureIndicator()]
        cell.layoutIfNeeded()
        #expect(cell.accessories.count == 1)
        let accessory = try #require(cell.accessoryViews.first)
        #expect(accessory.superview === cell)
        #expect(accessory.frame.maxX <= 320 && accessory.frame.maxX > 290)
        #expect(abs(accessory.frame.midY - 22) < 0.5)
        #expect(cell.contentView.frame.maxX <= accessory.frame.minX)
        cell.accessories = []
        cell.layoutIfNeeded()
        #expect(accessory.superview == nil)
        #expect(cell.contentView.frame.width == 320)
    }

    @Test func anAccessoryShownOnlyWhileEditingIsHiddenOtherwise() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.checkmark(displayed: .whenEditing), .label(text: "3")]
        cell.layoutIfNeeded()
        #expect(cell.accessoryViews.count == 1)
        #expect((cell.accessoryViews.first as? UILabel)?.text == "3")
    }
}
