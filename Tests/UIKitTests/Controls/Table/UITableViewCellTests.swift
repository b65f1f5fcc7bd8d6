import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UITableViewCellTests {
    let device = VirtualDevice()

    private func laidOut(_ cell: UITableViewCell, width: CGFloat = 390) -> UITableViewCell {
        if cell.window == nil { device.window.addSubview(cell) }
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func theStylesPlaceTheirLabels() throws {
        let plain = UITableViewCell(style: .default, reuseIdentifier: "id")
        plain.textLabel?.text = "Title"
        #expect(plain.detailTextLabel == nil)
        #expect(plain.reuseIdentifier == "id")
        _ = laidOut(plain)
        let title = try #require(plain.textLabel)
        #expect(title.frame.minX == 20)
        #expect(abs(title.frame.midY - 22) <= 1)

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        _ = laidOut(subtitle)
        let detail = try #require(subtitle.detailTextLabel)
        #expect(detail.frame.minY > subtitle.textLabel!.frame.maxY)
        #expect(subtitle.fittingHeight(width: 390) >= 44)

        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.textLabel?.text = "Name"
        value.detailTextLabel?.text = "Value"
        _ = laidOut(value)
        #expect(value.detailTextLabel!.frame.maxX == 370)
        #expect(value.detailTextLabel?.textColor == .secondaryLabel)
    }

    @Test func aCellMadeWithoutArgumentsIsADefaultCell() {
        let cell = UITableViewCell()
        #expect(cell.style == .default)
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.frame.size == .zero)
        #expect(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).frame.height == 20)
        #expect(cell.textLabel != nil)
    }

    @Test func accessoriesNarrowTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        _ = laidOut(cell)
        #expect(cell.contentView.frame.width == 390)
        cell.accessoryType = .disclosureIndicator
        _ = laidOut(cell)
        #expect(cell.contentView.frame.width == 350)
        let custom = UISwitchStandIn(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = custom
        _ = laidOut(cell)
        #expect(custom.frame == CGRect(x: 323, y: 7, width: 51, height: 31))
    }

    @Test func contentConfigurationsReplaceTheBuiltInLabels() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        content.secondaryText = "World"
        content.image = UIImage(systemName: "star.fill")
        cell.contentConfiguration = content
        _ = laidOut(cell)
        let view = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Hello", "World"])
        let image = try #require(view.subviews.first { $0 is UIImageView })
        #expect(image.frame.minX == 20)
        #expect(labels[0].frame.minX == 60)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.color == .secondaryLabel)
        var updated = content
        updated.text = "Again"
        cell.contentConfiguration = updated
        #expect(cell.contentView.subviews.filter { $0 is UIListContentView }.count == 1)
    }

    @Test func selectingShowsTheSelectedBackgroundUnlessTheStyleIsNone() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        device.window.addSubview(cell)
        let background = cell.subviews[0]
        cell.setSelected(true, animated: true)
        device.advance(by: 0.15)
        let alpha = background.layer.presentation()!.opacity
        #expect(alpha > 0 && alpha < 1)
        device.runUntilIdle()
        #expect(background.alpha == 1)
        #expect(background.backgroundColor == .systemGray4)
        cell.selectionStyle = .none
        #expect(background.alpha == 0)
        #expect(cell.isSelected)
    }
}

/// A fixed-size control standing in for a switch accessory.
final class UISwitchStandIn: UIView {}
