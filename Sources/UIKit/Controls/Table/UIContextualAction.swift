import Foundation

// The swipe actions a table's delegate returns are kept as UIKit declares them; a row does not
// slide aside to show them yet (Documentation/Deviations.md), so no handler is called here.

/// An action shown when a row is swiped, as `UIContextualAction`.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and behaves.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal = 0
        /// An action that removes the row (red).
        case destructive = 1
    }

    /// Runs the action: the action, the view showing it, and a completion the handler calls with
    /// whether it was carried out.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour (red for destructive actions, grey otherwise).
    open var backgroundColor: UIColor!
    /// The button's image.
    open var image: UIImage?
    /// What the action does.
    public let handler: Handler

    /// An action with a style, title and handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe on one edge of a row reveals, as `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the swiped edge inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// An action shown when a row is swiped left, the iOS 8 form, as `UITableViewRowAction`.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable {
        /// The default: a destructive (red) action.
        case `default` = 0
        /// A plain (grey) action.
        case normal = 1

        /// A destructive action, the default style.
        public static var destructive: Style { .default }
    }

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour.
    open var backgroundColor: UIColor!
    /// A visual effect behind the button.
    open var backgroundEffect: UIVisualEffect?
    /// What the action does, given the row.
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// An action with a style, title and handler.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
        super.init()
    }
}
