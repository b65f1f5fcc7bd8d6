import Testing
import UIKitTesting

@testable import UIKit

/// A cell's background configuration: its colour shows behind the content, in the pixels.
@MainActor
@Suite struct UIBackgroundConfigurationTests {
    @Test func aBackgroundConfigurationsColourFillsTheCellOnScreen() throws {
        let device = VirtualDevice()
        let root = UIViewController()
        root.view.backgroundColor = .white
        device.window.rootViewController = root
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemRed
        cell.backgroundConfiguration = background
        root.view.addSubview(cell)
        device.runUntilIdle()
        let pixel = device.screenshot().pixel(x: 195, y: 130)
        #expect(pixel.r == 255 && pixel.g == 59 && pixel.b == 48)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemRed)
        cell.backgroundConfiguration = nil
        device.runUntilIdle()
        #expect(device.screenshot().pixel(x: 195, y: 130).g == 255)
    }

    @Test func insetsAndCornerRadiusShapeTheBackground() throws {
        var background = UIBackgroundConfiguration.clear()
        #expect(background.backgroundColor == .clear)
        background.backgroundColor = .systemBlue
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        background.cornerRadius = 8
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let shown = try #require(cell.configuredBackgroundView)
        #expect(cell.subviews.first === shown)
        #expect(shown !== cell.contentView)
        #expect(shown.frame == CGRect(x: 10, y: 4, width: 180, height: 42))
        #expect(shown.layer.cornerRadius == 8)
        #expect(shown.backgroundColor == .systemBlue)
    }

    @Test func aSelectedListCellsBackgroundIsUpdatedForItsState() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.backgroundConfiguration = .listPlainCell()
        var state = UICellConfigurationState(traitCollection: cell.traitCollection)
        state.isSelected = true
        let selected = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        #expect(selected.backgroundColor == .systemGray4)
        cell.isSelected = true
        #expect(cell.configurationState.isSelected)
        #expect(cell.configuredBackgroundView?.backgroundColor == .systemGray4)
    }
}
