import Testing
import UIKitTesting

@testable import UIKit

/// A collection view cell shows a content configuration's view, as list and hosted cells do.
@MainActor
@Suite struct UICollectionViewCellContentConfigurationTests {
    @Test func aConfigurationsViewFillsTheContentViewAndIsReusedForTheSameKind() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Inbox"
        cell.contentConfiguration = configuration
        let shown = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect(shown.frame == cell.contentView.bounds)
        configuration.text = "Sent"
        cell.contentConfiguration = configuration
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.contentView.subviews.first === shown)
        #expect((shown.configuration as? UIListContentConfiguration)?.text == "Sent")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }
}
