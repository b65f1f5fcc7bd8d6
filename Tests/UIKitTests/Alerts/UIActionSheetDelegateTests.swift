import Testing
import UIKit

/// A controller written before iOS 8.3 adopts the action sheet's delegate protocol and shows its
/// sheet with an alert controller.
@MainActor
@Suite struct UIActionSheetDelegateTests {
    final class ReminderController: UIViewController, UIActionSheetDelegate {}

    @Test func aControllerAdoptingTheDeprecatedProtocolCompilesAndIsADelegate() {
        let controller = ReminderController()
        let delegate: (any UIActionSheetDelegate)? = controller
        #expect(delegate === controller)
    }
}
