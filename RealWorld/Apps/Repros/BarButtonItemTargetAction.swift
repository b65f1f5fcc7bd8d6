// error: value of type 'UIBarButtonItem' has no member 'action' (stocks). Here an item has
// `target` but takes its method reference only at creation (`init(title:style:target:action:)`
// and friends), so an item made first and wired afterwards, as this app's theme does, fails.
import UIKit

final class DetailViewController: UIViewController {
    func done() {}
    override func viewDidLoad() {
        super.viewDidLoad()
        let item = UIBarButtonItem()
        item.title = "Done"
        item.target = self
        item.action = #selector(done)
        navigationItem.rightBarButtonItem = item
    }
}
