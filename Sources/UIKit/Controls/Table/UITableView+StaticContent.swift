/// A section of a storyboard table with static content (`dataMode="static"`): the cells the
/// storyboard made, which `UITableViewController`'s own data source methods hand back.
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    /// Row heights the storyboard customised, by row.
    var rowHeights: [Int: CGFloat]
}

extension UITableView {
    /// The static cell at `indexPath`, when the table has static content there.
    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = staticSections, sections.indices.contains(indexPath.section) else { return nil }
        let cells = sections[indexPath.section].cells
        return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
    }
}
