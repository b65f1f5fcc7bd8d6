import UIKitTesting

@testable import UIKit

/// A data source and delegate with sections of numbered rows, logging the calls tests check.
@MainActor
final class TableSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var heights: [IndexPath: CGFloat] = [:]
    var log: [String] = []
    var madeCells = Set<ObjectIdentifier>()
    var cellsAsked = 0
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var refuseSelection: Set<IndexPath> = []

    init(_ rows: [[String]]) { self.rows = rows }

    convenience init(count: Int) { self.init([(0..<count).map { "Row \($0)" }]) }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        madeCells.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section).\(indexPath.row)")
        return refuseSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A cell counting `prepareForReuse` calls.
final class CountingCell: UITableViewCell {
    var prepareCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
    }
}

@MainActor
func makeTable(
    _ device: VirtualDevice, source: TableSource, style: UITableView.Style = .plain,
    frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 600),
    cellClass: UITableViewCell.Type = UITableViewCell.self
) -> UITableView {
    let table = UITableView(frame: frame, style: style)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    device.window.addSubview(table)
    device.runUntilIdle()
    return table
}
