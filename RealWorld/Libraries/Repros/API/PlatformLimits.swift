// Cause: differences of Swift's corelibs on Linux, not of OpenUIKit; listed so they are not
// mistaken for UIKit gaps.
// SideMenu: `extension NSObject: InitializableClass {}` where the protocol requires `init()`:
// Apple's NSObject initializer satisfies it, swift-corelibs-foundation's is not `required`.
// Error: initializer requirement 'init()' can only be satisfied by a 'required' initializer in
// non-final class 'NSObject'.
// SwiftMessages: CFAbsoluteTime and CFAbsoluteTimeGetCurrent are not exported by Foundation on
// Linux (Date().timeIntervalSinceReferenceDate is the same number); UIKit Dynamics
// (UIDynamicAnimator, UIDynamicItemBehavior, UIAttachmentBehavior) is not in OpenUIKit at all.
// Presentr: custom font registration through CGDataProvider, CGFont and
// CTFontManagerRegisterGraphicsFont (Core Text).
// Expected: OpenUIKit's overlay could offer CFAbsoluteTime(GetCurrent) on the world's clock;
// the others need a decision (implement UIKit Dynamics, or document them in Deviations.md).
import UIKit

protocol InitializableClass: AnyObject {
    init()
}

extension NSObject: InitializableClass {}

func stamp() -> CFAbsoluteTime {
    CFAbsoluteTimeGetCurrent()
}

final class Flinger {
    let animator: UIDynamicAnimator
    init(in view: UIView) {
        animator = UIDynamicAnimator(referenceView: view)
    }
}
