// error: cannot find 'UISearchController' in scope; value of type 'UINavigationItem' has no member
// 'searchController' / 'hidesSearchBarWhenScrolling'; cannot find type 'UISearchResultsUpdating'
// (stocks, upcoming-tv). Search controllers are not built yet.
import UIKit

final class AddViewController: UITableViewController, UISearchResultsUpdating {
    override func viewDidLoad() {
        super.viewDidLoad()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
    }
    func updateSearchResults(for searchController: UISearchController) {}
}
