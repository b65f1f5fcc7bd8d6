/// An object that can respond to and handle events, as UIKit's `UIResponder`.
///
/// Views, view controllers, windows and the application form the responder chain through
/// `next`. Touch methods forward unhandled touches up that chain by default, as in UIKit; the
/// window of a responder remembers which responder is first.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {}

    // Associated objects (objc_setAssociatedObject) go with their owner, as in Objective-C.
    deinit { AssociatedObjects.ownerDidDeallocate(ObjectIdentifier(self)) }

    /// UIKit's console form, `<UIViewController: 0x…>`; views add their frame and layer.
    nonisolated open override var description: String {
        mainActorAssumed {
            let fields = ["\(consoleClassName(self)): \(objectAddress(self))"] + descriptionFields
            return "<" + fields.joined(separator: "; ") + ">"
        }
    }

    /// Called on every object of a storyboard scene or nib once all its outlets are set.
    open func awakeFromNib() {}

    /// Receives a change of a key path the responder observes through
    /// `addObserver(_:forKeyPath:options:context:)`.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The observations registered on this object with `addObserver(_:forKeyPath:options:context:)`.
    var keyPathObservers: [KeyPathObserver] = []

    /// The `key = value` pairs `description` lists after the address.
    var descriptionFields: [String] { [] }

    /// The next responder in the chain (a view's superview or controller, a window's application).
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether the responder can become first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder agrees to give up first-responder status.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.currentFirstResponder === self
    }

    /// Asks to become first responder of its window: refused unless `canBecomeFirstResponder`,
    /// the responder is in a window, and the current first responder agrees to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        let keyboard = window.world.keyboard
        if let current = window.currentFirstResponder {
            if current === self { return true }
            // The keyboard stays up while one text input hands over to another.
            keyboard.handOffDepth += 1
            let resigned = current.canResignFirstResponder && current.resignFirstResponder()
            keyboard.handOffDepth -= 1
            guard resigned else { return false }
        }
        window.firstResponderStorage = self
        // Text fields and text views update the keyboard once their editing has begun.
        if !(self is ForceEndableInput) { keyboard.textInputDidChange() }
        return true
    }

    /// Gives up first-responder status; returns false when the responder refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
            if !(self is ForceEndableInput) { window.world.keyboard.textInputDidChange() }
        }
        return true
    }

    // MARK: Actions

    /// Whether the responder handles `action` (used by `targetViewController(forAction:)`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        respondsToAction(action)
    }

    /// Whether this class handles `action`; containers that implement `show`/`showDetail` say
    /// so here because Swift cannot see which methods a subclass overrides.
    open func respondsToAction(_ action: Selector) -> Bool { false }

    // MARK: Accessibility actions

    /// VoiceOver's escape gesture: dismiss what this responder shows and return true, or return
    /// false (the default) to pass the gesture up the responder chain.
    open func accessibilityPerformEscape() -> Bool { false }

    /// VoiceOver's magic tap (a two-finger double tap): do the app's main action and return true,
    /// or return false (the default) to pass it on.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Touches

    /// Fingers touched down in the responder; the default passes them to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved; the default passes them to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; the default passes them to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled (by the system or a gesture recognizer); the default passes
    /// them to the next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Estimated touch properties were updated (never happens for fingers).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Motion

    /// A motion event (a shake) began; the default passes it on.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion event ended; the default passes it on.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion event was cancelled; the default passes it on.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
}

extension UIResponder {
    /// The window whose first responder this responder would be: a view's window, a view
    /// controller's view's window, or the window itself.
    var responderWindow: UIWindow? {
        switch self {
        case let view as UIView: return view.window
        case let controller as UIViewController: return controller.viewStorage?.window
        default: return nil
        }
    }
}
