// Cause: missing API: notification observers by method reference accept handlers taking
// `Notification`; libraries written against the Objective-C API often take `NSNotification`.
// Stops: SideMenu (SideMenuInteractionController, SideMenuNavigationController: 2 errors).
// Error: no exact matches in call to instance method 'addObserver' (candidate expects
// '(Menu) -> (Notification) -> Void', got '(Menu) -> (NSNotification) -> ()').
// Expected: compiles; the handler runs once when the notification is posted.
import UIKit

final class MenuObserver: NSObject {
    var backgrounded = 0

    func start() {
        NotificationCenter.default.addObserver(
            self, selector: MenuObserver.handle, name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    func handle(_ notification: NSNotification) {
        backgrounded += 1
    }
}
