import Testing
import UIKitTesting

@testable import UIKit

/// `VirtualDevice.consistencyViolations(of:)`: UIKit's rules for a settled device, as tests,
/// the fuzzer and users' own suites check them.
@MainActor
@Suite(.checksLifetimes) struct DeviceConsistencyTests {
    @Test func aSettledPresentationOverANavigationStackIsConsistent() {
        let device = VirtualDevice()
        let nav = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = nav
        nav.pushViewController(UIViewController(), animated: true)
        device.runUntilIdle()
        nav.present(UIViewController(), animated: true)
        device.runUntilIdle()
        #expect(device.consistencyViolations() == [])
    }

    @Test func aTransitionStillRunningIsReportedUntilItSettles() {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let sheet = UIViewController()
        sheet.title = "sheet"
        root.present(sheet, animated: true)
        device.advance(by: 0.1)
        #expect(
            device.consistencyViolations() == [
                "UIViewController still has a transition coordinator",
                "sheet is left in appearing", "sheet is still being presented or dismissed",
                "sheet still has a transition coordinator",
            ])
        device.runUntilIdle()
        #expect(device.consistencyViolations() == [])
    }
}
