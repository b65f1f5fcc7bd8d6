import Foundation
import UIKitHost

// The realistic screen beside the solver's synthetic problems: a table of 100 self-sizing rows
// (automaticDimension) whose cells lay out a title and a multi-line body with Auto Layout.

/// A cell with a one-line title over a wrapping body, pinned to the content view's margins, so
/// its height comes from the constraints and the body's line count.
private final class ArticleCell: UITableViewCell {
    let title = UILabel()
    let body = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

private final class ArticleSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// Bodies of one to six sentences, so rows differ in height.
    let bodies = (0..<100).map { row in
        Array(repeating: "Row \(row) wraps its text over as many lines as the width needs.", count: 1 + row % 6)
            .joined(separator: " ")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { bodies.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
        guard let article = cell as? ArticleCell else { return cell }
        article.title.text = "Article \(indexPath.row)"
        article.body.text = bodies[indexPath.row]
        return article
    }
}

@MainActor
func runSelfSizingTableBenchmark() {
    var firstScreens: [Double] = []
    var wholeTables: [Double] = []
    var contentHeight: CGFloat = 0
    var screens = 0
    for _ in 0..<5 {
        let device = VirtualDevice()
        let source = ArticleSource()
        let table = UITableView(frame: device.window.bounds, style: .plain)
        table.register(ArticleCell.self, forCellReuseIdentifier: "article")
        table.dataSource = source
        table.delegate = source
        device.window.addSubview(table)
        firstScreens.append(medianSeconds(iterations: 1) { layOutFirstScreen(of: table) })
        wholeTables.append(medianSeconds(iterations: 1) { screens = scrollToTheEnd(of: table) })
        contentHeight = table.contentSize.height
        withExtendedLifetime(source) {}
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func ms(_ values: [Double]) -> String { String(format: "%.2f ms", median(values) * 1000) }
    func frameGoal(_ values: [Double]) -> String {
        "≤ 8.33 ms (one 120 Hz frame): \(median(values) <= 0.00833 ? "met" : "not met")"
    }
    print("Realistic screen: a table of 100 self-sizing rows (automaticDimension, Auto Layout cells with")
    print("a title and a multi-line body) in a 390 x 844 window; medians of 5 fresh worlds.")
    print("")
    print("| step | median | goal |")
    print("|---|---|---|")
    print(
        "| first layout (the rows on screen measured and placed) | \(ms(firstScreens)) | \(frameGoal(firstScreens)) |")
    let perScreen = wholeTables.map { $0 / Double(max(screens, 1)) }
    print(
        "| scroll a screen at a time to the end (\(screens) screens: all 100 cells) | \(ms(wholeTables)) | none of its own (per screen: next row) |"
    )
    print(
        "| of which one screen scrolled (new rows measured and placed) | \(ms(perScreen)) | \(frameGoal(perScreen)) |")
    print("Check: content height \(contentHeight) points.")
    print("")
}

/// The first layout pass of a fresh table, out of line so a profiler can tell it apart
/// (`valgrind --tool=callgrind --toggle-collect='*layOutFirstScreen*'`).
@MainActor
@inline(never)
private func layOutFirstScreen(of table: UITableView) {
    table.layoutIfNeeded()
}

/// Scrolls a screen at a time to the end, which measures and lays out every one of the 100
/// cells; returns the number of screens.
@MainActor
@inline(never)
private func scrollToTheEnd(of table: UITableView) -> Int {
    var offset: CGFloat = 0
    var screens = 0
    while offset + table.bounds.height < table.contentSize.height {
        offset = min(offset + table.bounds.height, table.contentSize.height - table.bounds.height)
        table.contentOffset = CGPoint(x: 0, y: offset)
        table.layoutIfNeeded()
        screens += 1
    }
    return screens
}
