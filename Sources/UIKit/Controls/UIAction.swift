/// The closure a `UIAction` runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// The base of menu items, as UIKit's `UIMenuElement` (menus themselves are not built yet;
/// actions use it for their title, image, attributes and state).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How a menu element behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in a destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Keeps the menu open when chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu element shows a check mark, as `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The title.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A closure with a title and image that controls and menus perform, as UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action, as `UIAction.Identifier`; a control keeps one action
    /// per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// A title for discoverability (keyboard shortcuts' HUD).
    open var discoverabilityTitle: String?
    /// How the action behaves in menus.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a check mark in menus.
    open var state: UIMenuElement.State
    /// The object that performed the action last (the control), held weakly.
    open var sender: Any? { senderStorage }

    weak var senderStorage: AnyObject?
    let handler: UIActionHandler

    /// Creates an action; a nil identifier makes a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            UIAction.sequence += 1
            self.identifier = Identifier("org.openuikit.action.\(UIAction.sequence)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension UIAction {
    fileprivate static var sequence: Int {
        get { ProcessWide.sequence }
        _modify { yield &ProcessWide.sequence }
    }
}
