/// A titled group of actions and submenus, as UIKit's `UIMenu`. Menus hold their elements for
/// bar button items and controls; presenting them is not built yet.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name that identifies a menu, as `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children show in a destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child can be on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            UIMenu.sequence += 1
            self.identifier = Identifier("org.openuikit.menu.\(UIMenu.sequence)")
        }
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension UIMenu {
    fileprivate static var sequence: Int {
        get { ProcessWide.sequence }
        _modify { yield &ProcessWide.sequence }
    }
}
