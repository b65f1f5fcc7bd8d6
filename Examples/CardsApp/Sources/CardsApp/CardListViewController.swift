import UIKit

/// The deck as a list, written as for iOS: a table view controller fed by a diffable data
/// source, with a subtitle cell per card; tapping a row pushes the card.
public class CardListViewController: UITableViewController {
    enum Section: Hashable { case main }

    final class CardCell: UITableViewCell {
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private var dataSource: UITableViewDiffableDataSource<Section, Int>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        tableView.register(CardCell.self, forCellReuseIdentifier: "card")
        dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: tableView) { tableView, indexPath, number in
            let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Card \(number)"
            content.secondaryText = "Tap to open"
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3])
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let number = dataSource?.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(CardViewController(number: number), animated: true)
    }
}
