@_spi(Testing) import QuartzCore

/// A button of an alert or action sheet, with the handler run when the user taps it, as
/// UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, NSCopying {
    /// How an action's button looks and where it goes, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// A regular button.
        case `default` = 0
        /// The button that cancels: one per alert, placed last (or left, side by side).
        case cancel = 1
        /// A button that destroys data, drawn in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped; a disabled one is drawn grey.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { alertController?.actionStateDidChange(self) } }
    }

    let handler: ((UIAlertAction) -> Void)?
    /// The alert this action was added to, which redraws its button when it changes.
    weak var alertController: UIAlertController?

    /// Creates an action with a title, a style and a handler run after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
        LifetimeTracker.track(self)
    }

    /// A copy with the same title, style, enabled state and handler, in no alert yet.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        mainActorAssumed {
            let copy = UIAlertAction(title: title, style: style, handler: handler)
            copy.isEnabled = isEnabled
            return copy
        }
    }

    /// UIKit's console form, `<UIAlertAction: 0x…; title = "OK"; style = default>`.
    nonisolated open override var description: String {
        mainActorAssumed {
            let name: String
            switch style {
            case .default: name = "default"
            case .cancel: name = "cancel"
            case .destructive: name = "destructive"
            }
            let quoted = title.map { "\"\($0)\"" } ?? "(null)"
            return "<\(consoleClassName(self)): \(objectAddress(self)); title = \(quoted); style = \(name)>"
        }
    }
}
