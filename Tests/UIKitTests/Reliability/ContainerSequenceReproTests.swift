import Testing
import UIKitTesting

@testable import UIKit

/// The smallest forms of the fuzzer's container sequences (issue 15) that broke invariants,
/// as plain UIKit code.
@MainActor
@Suite(.checksLifetimes) struct ContainerSequenceReproTests {
    /// A detail shown while an edge swipe's column animation ran under a full-screen cover.
    @Test func showDetailUnderAFullScreenPresentationIsOnScreenAfterTheDismissal() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController(), cover = UIViewController()
        let detail = UIViewController()
        detail.title = "detail"
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        device.window.rootViewController = split
        #expect(device.runUntilIdle())
        device.rotate(to: VirtualDevice.Model.iPadPro11.size)
        #expect(device.runUntilIdle())
        device.edgePan(from: .left, distance: 330, duration: 0.5)
        cover.modalPresentationStyle = .fullScreen
        split.present(cover, animated: false)
        device.advance(by: 0.12)
        primary.showDetailViewController(UINavigationController(rootViewController: detail), sender: nil)
        cover.dismiss(animated: false)
        #expect(device.runUntilIdle())
        #expect(detail.view.window === device.window)
        #expect(detail.appearance.state == .appeared)
    }

    /// Fuzzer seed 146 (tabs app, references released): a tab's navigation controller that the
    /// app let go of mid-push (the tabs replaced) was freed under its running push, which then
    /// read it. The running transition keeps it until the push ends; then it goes.
    @Test func aNavigationControllerLetGoOfMidPushLivesUntilThePushEnds() {
        let device = VirtualDevice()
        let tabs = UITabBarController()
        weak var oldNav: UINavigationController?
        weak var pushed: UIViewController?
        do {
            let nav = UINavigationController(rootViewController: UIViewController())
            tabs.setViewControllers([nav, UIViewController()], animated: false)
            device.window.rootViewController = tabs
            #expect(device.runUntilIdle())
            let next = UIViewController()
            nav.pushViewController(next, animated: true)
            device.advance(by: 0.1)
            tabs.setViewControllers([UIViewController()], animated: false)
            oldNav = nav
            pushed = next
        }
        #expect(device.runUntilIdle())
        #expect(oldNav == nil && pushed == nil)
        #expect(tabs.selectedViewController?.view.window === device.window)
    }
}
