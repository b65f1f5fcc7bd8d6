/// A button for a navigation bar or a toolbar, as UIKit's `UIBarButtonItem`: a title, an image,
/// a system item or a custom view, sending its action (a target's method or a `UIAction`) with
/// the item as sender when tapped.
///
/// UIKit names the action with a selector; here it is a method reference (`Type.method`) given
/// with the target, as `UIControl.addTarget(_:action:for:)` does (see Documentation/Deviations.md).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// The regular weight.
        case plain = 0
        /// Deprecated in UIKit; drawn as `.plain`.
        case bordered = 1
        /// A bold title, for the button that completes a task.
        case done = 2
    }

    /// The items UIKit supplies a title or glyph for, as `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// How the item is drawn.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of the item (0: its content's width); a fixed space's width.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// A view shown instead of the title or image.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The object whose method the tap calls (nil: the first responder up the chain that has
    /// the method); held weakly, as in UIKit.
    open weak var target: AnyObject? { didSet { hasTarget = target != nil } }
    /// The colour of the item (nil: the bar's tint colour).
    open var tintColor: UIColor? {
        didSet {
            itemDidChange()
            appearanceDidSet(\UIBarButtonItem.tintColor, tintColor)
        }
    }
    /// The action a tap performs, instead of the target's method.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The menu the item shows (menus are not drawn yet).
    open var menu: UIMenu?
    /// Whether the item shows as selected.
    open var isSelected = false { didSet { itemDidChange() } }

    /// The system item the item was made from, if any (set by the storyboard loader too, for
    /// a system item of a custom class).
    var systemItem: SystemItem?
    /// Runs the method reference on an object of the target's type; false when it is not one.
    var performAction: (@MainActor (AnyObject, UIBarButtonItem) -> Bool)?
    var hasTarget = false

    /// Creates an item with no content.
    public override init() { super.init() }

    /// Creates an item from a storyboard's or nib's archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with a title and a style, without an action.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target)
    }

    /// Creates an item with a title, calling a method of `target` that takes nothing.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: title, style: style, target: target, action: nil)
        setAction(action)
    }

    /// Creates an item with a title, calling a method of `target` that takes the sender.
    public convenience init<Target: AnyObject, Sender>(
        title: String?, style: Style, target: Target?, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(title: title, style: style, target: target, action: nil)
        setAction(action)
    }

    /// Creates an item with an image and a style, without an action.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target)
    }

    /// Creates an item with an image, calling a method of `target` that takes nothing.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
    ) {
        self.init(image: image, style: style, target: target, action: nil)
        setAction(action)
    }

    /// Creates an item with an image, calling a method of `target` that takes the sender.
    public convenience init<Target: AnyObject, Sender>(
        image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(image: image, style: style, target: target, action: nil)
        setAction(action)
    }

    /// Creates a system item, without an action.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        // UIKit draws its done item in the bold style.
        if systemItem == .done { style = .done }
        setTarget(target)
    }

    /// Creates a system item, calling a method of `target` that takes nothing.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping (Target) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil)
        setAction(action)
    }

    /// Creates a system item, calling a method of `target` that takes the sender.
    public convenience init<Target: AnyObject, Sender>(
        barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil)
        setAction(action)
    }

    /// Creates an item showing a custom view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item with a title or image (the action's when nil) performing a `UIAction`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item performing a `UIAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A fixed space of `width` points between toolbar items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A flexible space sharing the toolbar's free width with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    // MARK: Actions

    func setTarget(_ target: AnyObject?) {
        self.target = target
        hasTarget = target != nil
    }

    /// Sets the method a tap calls, taking nothing: UIKit's `action` property, whose selector
    /// is a method reference here (`uikit-port` writes `item.action = #selector(f)` this way).
    public func setAction<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void) {
        performAction = { object, _ in
            guard let object = object as? Target else { return false }
            action(object)()
            return true
        }
    }

    /// Sets the method a tap calls with the item as sender (`item.action = #selector(f(_:))`).
    public func setAction<Target: AnyObject, Sender>(_ action: @escaping (Target) -> (Sender) -> Void) {
        guard self is Sender else {
            return Diagnostics.log(
                in: MainLoop.current,
                "UIBarButtonItem: action expects a sender of type \(Sender.self); it will not be called.")
        }
        performAction = { object, item in
            guard let object = object as? Target, let sender = item as? Sender else { return false }
            action(object)(sender)
            return true
        }
    }

    /// The tap: the primary action, else the target's method (a nil target: the first object up
    /// the responder chain from the first responder, or from `view`, that has the method).
    func sendAction(from view: UIView?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.senderStorage = self
            primaryAction.handler(primaryAction)
            return
        }
        guard let performAction else {
            if menu != nil { unimplemented("UIBarButtonItem menu presentation") }
            return
        }
        if hasTarget {
            if let target { _ = performAction(target, self) }
            return
        }
        var responder: UIResponder? = view?.window?.currentFirstResponder ?? view
        while let r = responder {
            if performAction(r, self) { return }
            responder = r.next
        }
    }

    // MARK: Display

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title drawn: the item's, else the system item's, else the primary action's.
    var displayedTitle: String? {
        if let title { return title }
        if let systemTitle = systemItem?.title { return systemTitle }
        if displayedImage == nil, let actionTitle = primaryAction?.title, !actionTitle.isEmpty { return actionTitle }
        return nil
    }

    /// The image drawn: the item's, else the system item's glyph, else the primary action's.
    var displayedImage: UIImage? {
        if let image { return image }
        if title == nil, let name = systemItem?.symbolName { return UIImage(systemName: name) }
        if title == nil, systemItem == nil { return primaryAction?.image }
        return nil
    }
}

extension UIBarButtonItem.SystemItem {
    /// The English title UIKit draws for text system items.
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// What VoiceOver reads and UI tests find an image system item by (`buttons["Add"]`): the
    /// action's English name, not the glyph's, so a test written against iOS finds the same item.
    var accessibilityName: String? {
        switch self {
        case .flexibleSpace, .fixedSpace: nil
        case .action: "Share"
        case .trash: "Delete"
        case .fastForward: "Fast Forward"
        case .pageCurl: "Page Curl"
        default: title ?? String(describing: self).capitalized
        }
    }

    /// The glyph drawn for image system items (the placeholder symbols of UIImage+Symbols; a
    /// name without a placeholder draws the generic circle).
    var symbolName: String? {
        switch self {
        case .add: "plus"
        case .close: "xmark"
        case .stop: "xmark"
        case .reply: "chevron.left"
        case .play, .fastForward: "chevron.right"
        case .rewind: "chevron.left"
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: nil
        case .compose, .action, .organize, .bookmarks, .search, .refresh, .camera, .trash, .pause, .pageCurl:
            "circle"
        }
    }
}
