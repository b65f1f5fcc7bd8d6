// custom-transitions, once it runs: each section's long footer text (from
// `tableView(_:titleForFooterInSection:)`) is drawn over the next section's row and footer
// instead of the section growing to fit the wrapped text, so the menu is hard to read. UIKit
// sizes a footer title to its wrapped height.
import UIKit

final class MenuDataSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        String(repeating: "A footer long enough to wrap onto four or five lines of text. ", count: 4)
    }
}
