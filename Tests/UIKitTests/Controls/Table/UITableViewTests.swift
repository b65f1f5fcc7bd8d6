import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UITableViewTests {
    @Test func defaultRowsAre44PointsTallAndFillTheWidth() {
        let device = VirtualDevice()
        let source = TableSource(count: 20)
        let table = makeTable(device, source: source)
        #expect(table.rect(forRow: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(table.rect(forRow: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(table.contentSize == CGSize(width: 390, height: 880))
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 100)) == IndexPath(row: 2, section: 0))
        // 600 points show rows 0 to 13 (the last one in part).
        #expect(table.indexPathsForVisibleRows == (0...13).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 14)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 0")
        device.window.subviews.forEach { $0.removeFromSuperview() }
    }

    @Test func delegateHeightsAndSectionHeadersPlaceRows() {
        let device = VirtualDevice()
        let source = TableSource([["a", "b"], ["c"]])
        source.headerTitles = ["First", "Second"]
        source.footerTitles = [nil, "The end"]
        source.heights = [IndexPath(row: 1, section: 0): 60]
        let table = makeTable(device, source: source)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(table.rect(forRow: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rect(forRow: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 72, width: 390, height: 60))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 132, width: 390, height: 28))
        #expect(table.rect(forRow: IndexPath(row: 0, section: 1)).minY == 160)
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 204, width: 390, height: 28))
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        // The titles are drawn by header views in the table.
        let titles = table.subviews.compactMap { ($0 as? SectionTitleView)?.label.text }
        #expect(titles.sorted() == ["First", "Second", "The end"])
    }

    @Test func plainHeadersStayPinnedWhileTheirSectionScrollsUnderThem() throws {
        let device = VirtualDevice()
        let source = TableSource([(0..<20).map { "a\($0)" }, (0..<20).map { "b\($0)" }])
        source.headerTitles = ["A", "B"]
        let table = makeTable(device, source: source)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        let headerA = try #require(table.subviews.first { ($0 as? SectionTitleView)?.label.text == "A" })
        #expect(headerA.frame.minY == 300)
        // Near the end of section A its header is pushed up by the section's end.
        let sectionAEnd = table.rect(forSection: 0).maxY
        table.contentOffset = CGPoint(x: 0, y: sectionAEnd - 10)
        table.layoutIfNeeded()
        #expect(headerA.frame.maxY == sectionAEnd)
        let headerB = try #require(table.subviews.first { ($0 as? SectionTitleView)?.label.text == "B" })
        #expect(headerB.frame.minY == sectionAEnd)
    }

    @Test func groupedTablesSpaceSectionsAndInsetGroupedRowsAreInset() {
        let device = VirtualDevice()
        let source = TableSource([["a"], ["b"]])
        let grouped = makeTable(device, source: source, style: .grouped)
        #expect(grouped.rect(forRow: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(grouped.rect(forRow: IndexPath(row: 0, section: 1)).minY == 115)
        #expect(grouped.backgroundColor == .systemGroupedBackground)
        let inset = makeTable(device, source: source, style: .insetGrouped)
        #expect(inset.rect(forRow: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 350, height: 44))
    }

    @Test func scrollingAThousandRowsReusesABoundedSetOfCells() {
        let device = VirtualDevice()
        let source = TableSource(count: 1000)
        let table = makeTable(device, source: source, cellClass: CountingCell.self)
        let visible = table.visibleCells.count
        var y: CGFloat = 0
        while y < table.contentSize.height - 600 {
            y += 37
            table.contentOffset = CGPoint(x: 0, y: min(y, table.contentSize.height - 600))
            table.layoutIfNeeded()
            #expect(table.visibleCells.count <= visible + 1)
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        #expect(source.madeCells.count <= visible + 2)
        #expect(source.cellsAsked > 900)
        let prepared = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.prepareCount).reduce(0, +)
        #expect(prepared > 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func cellsThatScrollAwayAreHandedBackInRowOrder() {
        let device = VirtualDevice()
        let source = TableSource(count: 100)
        let table = makeTable(device, source: source)
        let before = table.indexPathsForVisibleRows ?? []
        let cells = before.map { table.cellForRow(at: $0) }
        let screen = CGFloat(before.count) * 44
        table.contentOffset = CGPoint(x: 0, y: screen)
        table.layoutIfNeeded()
        let after = table.indexPathsForVisibleRows ?? []
        #expect(after.count == before.count)
        // The rows left in order, so the pool hands the last one to leave to the first to arrive.
        for (k, path) in after.enumerated() {
            #expect(table.cellForRow(at: path) === cells[cells.count - 1 - k])
        }
    }

    @Test func dequeueWithoutRegistrationLogsUIKitsMessage() {
        let device = VirtualDevice()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        device.window.addSubview(table)
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
        _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(
            device.diagnostics.contains(
                "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ))
    }

    /// A cell whose content view's constraints ask for 100 points.
    final class TallCell: UITableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 80),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class MixedSource: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row % 2 == 1 else {
                let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            return tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
        }
    }

    @Test func selfSizingCellsTakeTheirContentViewsConstraintHeightAsTheyAppear() {
        let device = VirtualDevice()
        let source = MixedSource()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "text")
        table.register(TallCell.self, forCellReuseIdentifier: "tall")
        table.dataSource = source
        device.window.addSubview(table)
        device.runUntilIdle()
        #expect(table.rect(forRow: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(table.rect(forRow: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 100))
        #expect(table.rect(forRow: IndexPath(row: 2, section: 0)).minY == 144)
        // Rows not shown yet keep the estimate (44) until their cells are made.
        #expect(table.rect(forRow: IndexPath(row: 29, section: 0)).height == 44)
        let estimated = table.contentSize.height
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        device.runUntilIdle()
        #expect(table.rect(forRow: IndexPath(row: 29, section: 0)).height == 100)
        #expect(table.contentSize.height > estimated)
    }

    @Test func contentUnderTheSafeAreaStartsBelowIt() {
        let device = VirtualDevice()
        let source = TableSource(count: 30)
        let table = makeTable(device, source: source, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.adjustedContentInset.top == 47)
        #expect(table.contentOffset.y == -47)
        #expect(table.convert(table.rect(forRow: IndexPath(row: 0, section: 0)), to: nil).minY == 47)
        table.contentInsetAdjustmentBehavior = .never
        #expect(table.contentOffset.y == 0)
    }

    @Test func scrollToRowPutsTheRowAtThePosition() {
        let device = VirtualDevice()
        let source = TableSource(count: 100)
        let table = makeTable(device, source: source)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1644)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: true)
        device.advance(by: 0.1)
        #expect(table.contentOffset.y == 3800)
        device.runUntilIdle()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let device = VirtualDevice()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        table.tableHeaderView = header
        table.tableFooterView = footer
        let source = TableSource(count: 2)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        device.window.addSubview(table)
        device.runUntilIdle()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(table.rect(forRow: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(footer.frame == CGRect(x: 0, y: 188, width: 390, height: 50))
        #expect(table.contentSize.height == 238)
    }
}
