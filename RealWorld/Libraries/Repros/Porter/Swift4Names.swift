// Cause: a library last updated for Swift 4.1 uses the pre-4.2 flat names of nested UIKit types.
// Stops: ZoomTransitioning (its only error; its .swift-version file says 4.1.2).
// Error: cannot find type 'UINavigationControllerOperation' in scope.
// Expected: uikit-port rewrites the old flat names (UINavigationControllerOperation,
// UIViewAnimationOptions, UIViewAnimationCurve, UIGestureRecognizerState, NSLayoutAttribute,
// UILayoutConstraintAxis...) to the nested ones, as Xcode's migrator did; or OpenUIKit offers
// them as deprecated typealiases.
import UIKit

final class PushAnimatorVendor: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationControllerOperation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        nil
    }
}
