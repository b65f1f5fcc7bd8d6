/// An object that can respond to and handle events, as UIKit's `UIResponder`.
///
/// Event handling itself arrives with the events issue; for now the responder chain exists so
/// views, windows and the application form the chain UIKit code expects.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain (a view's superview or controller, a window's application).
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder is the first responder of its window.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder (refused unless `canBecomeFirstResponder`).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        unimplemented(#function)
        return false
    }

    /// Whether the responder handles `action` (used by `targetViewController(forAction:)`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        respondsToAction(action)
    }

    /// Whether this class handles `action`; containers that implement `show`/`showDetail` say
    /// so here because Swift cannot see which methods a subclass overrides.
    open func respondsToAction(_ action: Selector) -> Bool { false }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
