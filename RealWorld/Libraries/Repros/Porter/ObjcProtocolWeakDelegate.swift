// Cause: an `@objc` protocol is class-bound implicitly; once the porter drops `@objc`, a `weak`
// property of the protocol's type no longer compiles.
// Stops: KYDrawerController, SideMenu (SideMenuNavigationControllerDelegate); FloatingPanel
// after its first blocker.
// Error: 'weak' must not be applied to non-class-bound 'any DrawerDelegate'; consider adding a
// protocol conformance that has a class bound.
// Expected: uikit-port gives a protocol whose `@objc` it removes an `AnyObject` bound (when it
// has no class bound already).
import UIKit

@objc public protocol DrawerDelegate {
    @objc optional func drawerDidOpen(_ drawer: Drawer)
}

public class Drawer: UIViewController {
    public weak var delegate: DrawerDelegate?
}
