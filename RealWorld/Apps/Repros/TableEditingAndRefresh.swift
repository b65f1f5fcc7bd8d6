// error: value of type 'UITableView' has no member 'isEditing' / 'setEditing';
// 'EditingStyle' is not a member type of class 'UITableViewCell'; cannot find
// 'UIRefreshControl' in scope (stocks). Table editing (delete and move) and pull to refresh are
// not built yet.
import UIKit

final class ListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = UIRefreshControl()
        tableView.setEditing(!tableView.isEditing, animated: true)
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}
