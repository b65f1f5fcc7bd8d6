// Cause: code that only works with the Objective-C runtime: an NSProxy-based delegate forwarder
// written in Objective-C (a separate target), method swizzling, `responds(to:)` on a protocol
// value. Nothing mechanical ports these; each needs a Swift design.
// Stops: SwipeTransition (`import STDelegateProxy`, its Objective-C forwarding proxy target),
// FloatingPanel after its first blocker (class_getInstanceMethod, method_setImplementation,
// `delegate.responds(to:)`), SKPhotoBrowser (`NSObject.cancelPreviousPerformRequests`).
// Errors: no such module 'STDelegateProxy'; cannot find 'class_getInstanceMethod' in scope;
// value of type 'any UIGestureRecognizerDelegate' has no member 'responds'.
// Expected: uikit-port reports these lines by name (it does for swizzling, not for the others),
// and the measurement counts such libraries as needing hand work.
import UIKit

final class ForwardingPanDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var original: UIGestureRecognizerDelegate?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let original, original.responds(to: #selector(gestureRecognizerShouldBegin(_:))) {
            return original.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
        }
        return true
    }
}
