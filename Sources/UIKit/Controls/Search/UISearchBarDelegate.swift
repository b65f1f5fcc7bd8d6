/// Hears about editing and the buttons of a search bar, as `UISearchBarDelegate`. Every
/// method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began: the field is first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (true by default).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting or the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's change of `range` to `text` may happen (true by default).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped (never drawn here).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The user chose another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// Passes the search field's delegate questions on to the search bar's delegate (UIKit's
/// search bar is its field's delegate in the same way, privately).
@preconcurrency @MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key does not end editing; the delegate decides.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
