/// Updates search results as the user types, as `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text changed or the search became active.
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears the search controller become active and inactive, as `UISearchControllerDelegate`.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A controller that owns a search bar and tells an updater what to search for, as UIKit's
/// `UISearchController`.
///
/// Only the bookkeeping is built: editing in the bar makes the controller active (its
/// delegate hears it) and each change of text asks `searchResultsUpdater` to update; Cancel
/// makes it inactive and clears the text. Presenting the results controller over the
/// presenting context, dimming it and hiding the navigation bar are not built (they log
/// `unimplemented`).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller showing results (nil: the searching controller shows them itself).
    public let searchResultsController: UIViewController?
    /// The search bar to show, in a navigation item or a table's header.
    public let searchBar = UISearchBar()

    /// The object asked to update results as the text changes; held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The object told when searching begins and ends; held weakly.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content underneath is dimmed and blocked while searching (not drawn here).
    open var obscuresBackgroundDuringPresentation = true
    /// The older name of `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (not done here).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while searching.
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope buttons show while searching.
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows as soon as searching begins (not done here).
    open var showsSearchResultsController = false

    private var isActiveStorage = false

    /// Whether the search is active: the user is searching.
    open var isActive: Bool {
        get { isActiveStorage }
        set { setActive(newValue) }
    }

    /// Creates a search controller whose results show in `searchResultsController`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates a search controller whose results show in the searching controller.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller from an archive (no results controller).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    private func setActive(_ active: Bool) {
        guard active != isActiveStorage else { return }
        if active {
            delegate?.willPresentSearchController(self)
            isActiveStorage = true
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
            if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
                searchBar.setShowsScope(true, animated: false)
            }
            if searchResultsController != nil || obscuresBackgroundDuringPresentation {
                unimplemented("UISearchController presentation of results")
            }
            delegate?.didPresentSearchController(self)
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            delegate?.willDismissSearchController(self)
            isActiveStorage = false
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
            if automaticallyShowsScopeBar { searchBar.setShowsScope(false, animated: false) }
            _ = searchBar.searchTextField.resignFirstResponder()
            delegate?.didDismissSearchController(self)
        }
    }

    func searchBarDidBeginEditing() { setActive(true) }

    func searchBarTextDidChange() {
        if !isActiveStorage { setActive(true) }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelled() {
        searchBar.text = ""
        setActive(false)
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}
