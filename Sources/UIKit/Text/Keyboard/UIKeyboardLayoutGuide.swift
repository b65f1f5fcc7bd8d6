/// A layout guide whose top follows the keyboard, as UIKit's `UIKeyboardLayoutGuide`.
///
/// The guide spans the owning view's width and reaches its bottom edge. While the keyboard is
/// hidden its top sits at the bottom of the view's safe area; while shown, at the keyboard's
/// top edge (never below the safe area's bottom). Constraints to it animate with the keyboard.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (there is only the docked
    /// keyboard here).
    open var followsUndockedKeyboard = false

    /// Whether the guide's top rests at the safe area's bottom while the keyboard is hidden
    /// (true) or at the view's bottom edge.
    open var usesBottomSafeArea = true {
        didSet { owningView?.noteLayoutInputsChanged() }
    }

    /// The guide's top inset in its owning view: where the keyboard's top edge is in the
    /// view, or the safe area's bottom.
    func insets(in view: UIView) -> UIEdgeInsets {
        let bounds = view.bounds
        let rest = usesBottomSafeArea ? bounds.maxY - view.safeAreaInsets.bottom : bounds.maxY
        var top = rest
        if let window = view.window {
            let keyboard = window.world.keyboard
            if keyboard.isShown {
                let inWindow = keyboard.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
                top = min(rest, view.convert(inWindow, from: window).minY)
            }
        }
        return UIEdgeInsets(top: max(0, top - bounds.minY), left: 0, bottom: 0, right: 0)
    }
}

extension UIView {
    /// The guide that tracks the keyboard in this view (made on first use).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.insetsProvider = { [unowned self, unowned guide] in guide.insets(in: self) }
        addLayoutGuide(guide)
        world.keyboard.track(guide)
        return guide
    }
}
