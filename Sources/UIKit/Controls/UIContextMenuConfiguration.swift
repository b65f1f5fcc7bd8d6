import Foundation

/// Makes the view controller previewed above a context menu, as UIKit's
/// `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu from the suggested elements, as UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: an identifier, a preview and the menu's actions, as UIKit's
/// `UIContextMenuConfiguration`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier the configuration was made with (a new UUID when none was given).
    public let identifier: any NSCopying
    /// Makes the preview shown above the menu (nil: the view itself is previewed).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration; UIKit calls the providers when the menu is about to show.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
