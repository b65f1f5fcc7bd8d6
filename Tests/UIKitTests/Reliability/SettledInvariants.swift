import UIKitTesting

@testable import UIKit

/// What must hold once a device has settled after any sequence of ordinary UIKit calls
/// (issue 21's invariants): returns one line per violation, empty when all hold.
@MainActor
func settledViolations(of controllers: [UIViewController], in window: UIWindow) -> [String] {
    var found: [String] = []
    for vc in controllers {
        let name = vc.title ?? "\(type(of: vc))"
        switch vc.appearance.state {
        case .appearing, .disappearing:
            found.append("\(name) is left in \(vc.appearance.state)")
        case .appeared where !(vc.isViewLoaded && vc.view.window === window):
            found.append("\(name) appeared but its view is not in the window")
        default:
            break
        }
        if vc.isBeingPresented || vc.isBeingDismissed { found.append("\(name) is still being presented or dismissed") }
        if vc.transitionCoordinator != nil { found.append("\(name) still has a transition coordinator") }
        // A child answers with what its nearest presenting ancestor presented (as in UIKit), so
        // the link points back at the controller that actually presents.
        if let presented = vc.presentedStorage, presented.presentingStorage !== vc {
            found.append("\(name) presents a controller that does not point back")
        }
    }
    return found
}
