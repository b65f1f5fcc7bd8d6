extension UIResponder {
    /// Posted (object: the screen) before the keyboard shows.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted (object: the screen) once the keyboard has shown.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted (object: the screen) before the keyboard hides.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted (object: the screen) once the keyboard has hidden.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted (object: the screen) before the keyboard's frame changes, before the show or
    /// hide notification.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted (object: the screen) once the keyboard's frame has changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The user-info key of the keyboard's starting frame in screen coordinates, an `NSValue`
    /// (read it with `cgRectValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's final frame in screen coordinates, an `NSValue`
    /// (read it with `cgRectValue`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the animation's duration in seconds, an `NSNumber` of a `Double`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the animation's curve, an `NSNumber` of an `Int` (7, UIKit's own
    /// keyboard curve, which no `UIView.AnimationCurve` case names).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key saying whether the keyboard belongs to this app, an `NSNumber` of a
    /// `Bool`.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// Wraps a rectangle, as UIKit's geometry addition to `NSValue`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The wrapped rectangle.
    public var cgRectValue: CGRect { rectValue }
}
