// Cause: an `@objc optional` property requirement. The porter turns it into a plain requirement
// with no default (its log says so), so types that relied on it being optional stop conforming,
// and `if let` over the property is refused because the type is no longer optional.
// Stops: DeckTransition (DeckTransitionViewControllerProtocol.scrollViewForDeck).
// Errors: type 'UINavigationController' does not conform to protocol 'ScrollTracking';
// initializer for conditional binding must have Optional type, not 'UIScrollView'.
// Expected: uikit-port makes the requirement `var trackedScrollView: UIScrollView? { get }` with a
// `nil` default in a protocol extension, as it does for optional methods.
import UIKit

@objc public protocol ScrollTracking: AnyObject {
    @objc optional var trackedScrollView: UIScrollView { get }
}

extension UINavigationController: ScrollTracking {}

func scrollView(of controller: UIViewController) -> UIScrollView? {
    if let tracking = controller as? ScrollTracking, let scrollView = tracking.trackedScrollView {
        return scrollView
    }
    return nil
}
