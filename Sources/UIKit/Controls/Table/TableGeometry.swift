/// Where a table's headers, rows and footers sit in its content: heights as resolved from the
/// delegate (or measured from self-sizing cells), offsets summed from them.
struct TableGeometry {
    struct Section {
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var heights: [CGFloat] = []
        /// Rows sized by their cells; their height is an estimate until measured.
        var automatic: [Bool] = []
        var measured: [Bool] = []
        var top: CGFloat = 0
        var rowTops: [CGFloat] = []
        var headerTitle: String?
        var footerTitle: String?

        var rowsTop: CGFloat { top + headerHeight }
        var rowsBottom: CGFloat { rowsTop + heights.reduce(0, +) }
        var bottom: CGFloat { rowsBottom + footerHeight }
    }

    var sections: [Section] = []
    var width: CGFloat = -1
    var headerViewHeight: CGFloat = 0
    var footerViewHeight: CGFloat = 0
    var rowX: CGFloat = 0

    var rowCounts: [Int] { sections.map(\.heights.count) }

    var sectionsBottom: CGFloat { sections.last?.bottom ?? headerViewHeight }
    var contentHeight: CGFloat { sectionsBottom + footerViewHeight }

    /// Sums the offsets again after heights changed.
    mutating func restack() {
        var y = headerViewHeight
        for s in sections.indices {
            sections[s].top = y
            y += sections[s].headerHeight
            var tops: [CGFloat] = []
            tops.reserveCapacity(sections[s].heights.count)
            for h in sections[s].heights {
                tops.append(y)
                y += h
            }
            sections[s].rowTops = tops
            y += sections[s].footerHeight
        }
    }

    func contains(_ path: IndexPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].heights.indices.contains(path.row)
    }

    func rowRect(_ path: IndexPath) -> CGRect {
        guard contains(path) else { return .zero }
        let s = sections[path.section]
        return CGRect(x: rowX, y: s.rowTops[path.row], width: max(0, width - 2 * rowX), height: s.heights[path.row])
    }

    /// The rows whose rectangles meet the vertical span of `rect`, top to bottom.
    func rows(in rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, s) in sections.enumerated() where s.rowsBottom > rect.minY && s.rowsTop < rect.maxY {
            // The first row ending below the top, by binary search over the sorted tops.
            var low = 0
            var high = s.rowTops.count
            while low < high {
                let mid = (low + high) / 2
                if s.rowTops[mid] + s.heights[mid] <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var row = low
            while row < s.rowTops.count && s.rowTops[row] < rect.maxY {
                if s.heights[row] > 0 { result.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return result
    }

    /// The row under a point of the content, if any.
    func row(at point: CGPoint) -> IndexPath? {
        guard point.x >= rowX && point.x < width - rowX else { return nil }
        return rows(in: CGRect(x: 0, y: point.y, width: 1, height: 0.001)).first
    }
}
