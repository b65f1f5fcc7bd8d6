extension UITabBarController {
    /// The most items the bar shows: five on a phone, eight on an iPad ([U] UIKit's iPad
    /// figure depends on the bar's width; eight fits a full-width bar).
    var maximumVisibleTabs: Int { traitCollection.userInterfaceIdiom == .pad ? 8 : 5 }

    /// Whether tabs overflow into the More navigation controller.
    var showsMoreTab: Bool { tabs.count > maximumVisibleTabs }

    /// How many tabs have an item of their own in the bar.
    var visibleTabCount: Int { showsMoreTab ? maximumVisibleTabs - 1 : tabs.count }

    /// The controllers the tab bar controller holds as children: the tabs with an item of their
    /// own and, when tabs overflow, the More navigation controller (which holds the overflowing
    /// tab it shows).
    var containedControllers: [UIViewController] {
        showsMoreTab ? Array(tabs.prefix(visibleTabCount)) + [moreNavigationController] : tabs
    }

    /// The controller whose view fills the content area: the selected tab, or the More
    /// navigation controller when the selection is the More list or a tab listed there.
    var displayedController: UIViewController? {
        if selectedIndexStorage == NSNotFound { return showsMoreTab ? moreNavigationController : nil }
        guard tabs.indices.contains(selectedIndexStorage) else { return nil }
        return showsMoreTab && selectedIndexStorage >= visibleTabCount
            ? moreNavigationController : tabs[selectedIndexStorage]
    }

    /// Builds the More navigation controller: its root lists the overflowing tabs.
    func makeMoreNavigationController() -> UINavigationController {
        let list = MoreListController()
        list.tabBarControllerRef = self
        list.title = "More"
        let nav = UINavigationController(rootViewController: list)
        nav.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return nav
    }

    /// Puts the More navigation controller's stack in line with the selection: the list alone,
    /// or the list with the selected overflowing tab on it.
    func arrangeMoreStack(animated: Bool) {
        guard let more = moreNavigationStorage, let list = more.stack.first else { return }
        let shown: [UIViewController] =
            showsMoreTab && selectedIndexStorage != NSNotFound && selectedIndexStorage >= visibleTabCount
                && tabs.indices.contains(selectedIndexStorage) ? [list, tabs[selectedIndexStorage]] : [list]
        if more.stack != shown { more.setViewControllers(shown, animated: animated) }
    }

    /// The item the bar draws as selected.
    var selectedTabBarItem: UITabBarItem? { displayedController?.tabBarItem }
}

/// The More navigation controller's root: one row per tab that has no item in the bar;
/// selecting a row shows that tab inside the More navigation controller.
@preconcurrency @MainActor
final class MoreListController: UITableViewController {
    weak var tabBarControllerRef: UITabBarController?

    private var overflow: [UIViewController] {
        guard let tbc = tabBarControllerRef, tbc.showsMoreTab else { return [] }
        return Array(tbc.tabs.dropFirst(tbc.visibleTabCount))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { overflow.count }

    /// Back on the list (the tab shown over it popped), the selection is the More navigation
    /// controller itself; only once the list has appeared, so a cancelled back swipe keeps the
    /// tab selected.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let tbc = tabBarControllerRef, tbc.showsMoreTab, tbc.selectedIndexStorage != NSNotFound,
            tbc.selectedIndexStorage >= tbc.visibleTabCount, navigationController?.topViewController === self
        else { return }
        tbc.selectedIndexStorage = NSNotFound
        tbc.tabBar.selectedItem = tbc.selectedTabBarItem
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let vc = overflow[indexPath.row]
        cell.textLabel?.text = vc.tabBarItem.title ?? vc.title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let tbc = tabBarControllerRef else { return }
        let vc = overflow[indexPath.row]
        guard let index = tbc.tabs.firstIndex(where: { $0 === vc }) else { return }
        if tbc.delegate?.tabBarController(tbc, shouldSelect: vc) == false { return }
        tbc.selectedIndexStorage = index
        navigationController?.pushViewController(vc, animated: true)
        tbc.delegate?.tabBarController(tbc, didSelect: vc)
    }
}
