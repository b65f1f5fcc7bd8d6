import Testing
import UIKitTesting

@testable import UIKit

/// A cell logging highlight and selection changes into its table's source log.
final class RecordingCell: UITableViewCell {
    var onChange: ((String) -> Void)?
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        onChange?("highlighted \(highlighted)")
    }
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        onChange?("selected \(selected)")
    }
}

@MainActor
@Suite(.checksLifetimes) struct UITableViewSelectionTests {
    private func recordingTable(_ device: VirtualDevice, _ source: TableSource) -> UITableView {
        source.configure = { [unowned source] cell, path in
            (cell as? RecordingCell)?.onChange = { [unowned source] in source.log.append("cell \(path.row) \($0)") }
        }
        let table = makeTable(device, source: source, cellClass: RecordingCell.self)
        source.log.removeAll()
        return table
    }

    @Test func aTapHighlightsOnTouchDownAndSelectsOnTouchUpInUIKitsOrder() {
        let device = VirtualDevice()
        let source = TableSource(count: 10)
        let table = recordingTable(device, source)
        device.tap(at: CGPoint(x: 100, y: 210))
        #expect(
            source.log == [
                "cell 2 highlighted true", "cell 2 highlighted false", "willSelect 0.2", "cell 2 selected true",
                "didSelect 0.2",
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        source.log.removeAll()
        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(
            source.log == [
                "cell 4 highlighted true", "cell 4 highlighted false", "willSelect 0.4", "willDeselect 0.2",
                "cell 2 selected false", "didDeselect 0.2", "cell 4 selected true", "didSelect 0.4",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test func aDragCancelsTheHighlightAndScrollsInstead() {
        let device = VirtualDevice()
        let source = TableSource(count: 50)
        let table = recordingTable(device, source)
        device.pan(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 300))
        #expect(!source.log.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
        #expect(source.log.first == "cell 11 highlighted true")
        #expect(source.log.contains("cell 11 highlighted false"))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > 250 && table.contentOffset.y <= 300)
    }

    @Test func willSelectReturningNilRefusesAndMultipleSelectionToggles() {
        let device = VirtualDevice()
        let source = TableSource(count: 10)
        source.refuseSelection = [IndexPath(row: 1, section: 0)]
        let table = makeTable(device, source: source)
        device.tap(at: CGPoint(x: 100, y: 160))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsMultipleSelection = true
        device.tap(at: CGPoint(x: 100, y: 120))
        device.tap(at: CGPoint(x: 100, y: 250))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        source.log.removeAll()
        device.tap(at: CGPoint(x: 100, y: 120))
        #expect(source.log == ["willDeselect 0.0", "didDeselect 0.0"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        table.allowsSelection = false
        table.allowsMultipleSelection = false
        source.log.removeAll()
        device.tap(at: CGPoint(x: 100, y: 120))
        #expect(source.log.isEmpty)
    }

    @Test func selectRowAndDeselectRowDoNotTellTheDelegate() {
        let device = VirtualDevice()
        let source = TableSource(count: 100)
        let table = makeTable(device, source: source)
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .middle)
        #expect(source.log.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 61, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 61, section: 0)])
        table.deselectRow(at: IndexPath(row: 61, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.log.isEmpty)
        // A reused cell shows its new row's selection state.
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .top)
        device.runUntilIdle()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false)
    }

    @Test func theSelectedBackgroundSeparatorsAndCheckmarkAreDrawn() {
        let device = VirtualDevice()
        device.window.backgroundColor = .white
        let source = TableSource(count: 5)
        source.configure = { cell, path in cell.accessoryType = path.row == 0 ? .checkmark : .none }
        let table = makeTable(device, source: source, frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        device.runUntilIdle()
        let image = device.screenshot()
        // Row 1 (y 144 to 188 on screen) is the system grey 4 (209, 209, 214).
        let selected = image.pixel(x: 300, y: 166)
        #expect(selected.r == 209 && selected.g == 209 && selected.b == 214)
        #expect(image.pixel(x: 300, y: 120).g == 255)
        // The separator under row 2 (the line y = 231 on screen) from x = 20: .separator on white.
        let line = image.pixel(x: 200, y: 231)
        #expect(line.r > 185 && line.r < 210 && line.b > line.r)
        #expect(image.pixel(x: 10, y: 231).g == 255)
        // The checkmark of row 0 is drawn in the tint colour at the trailing edge.
        var blue = 0
        for x in 340..<390 {
            for y in 100..<144 {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 120 { blue += 1 }
            }
        }
        #expect(blue > 10)
        table.separatorStyle = .none
        table.reloadData()
        device.runUntilIdle()
        #expect(device.screenshot().pixel(x: 200, y: 231).g == 255)
    }
}
