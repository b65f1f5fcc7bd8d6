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
}
