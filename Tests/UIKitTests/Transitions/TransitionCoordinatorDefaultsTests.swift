import Testing
import UIKitTesting

@testable import UIKit

/// The coordinator's calls that Apple's SDK lets code make with the completion left out.
@MainActor
@Suite(.checksLifetimes) struct TransitionCoordinatorDefaultsTests {
    @Test func alongsideAnimationRunsWithTheCompletionOmitted() {
        let device = VirtualDevice()
        let nav = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = nav
        device.runUntilIdle()
        let log = EventLog()
        nav.pushViewController(UIViewController(), animated: true)
        let coordinator = nav.transitionCoordinator
        let accepted = coordinator?.animate(alongsideTransition: { context in
            log.record("alongside animated=\(context.isAnimated)")
        })
        let outside = UIView()
        let acceptedOutside = coordinator?.animateAlongsideTransition(
            in: outside,
            animation: { _ in
                log.record("outside")
            })
        #expect(accepted == true && acceptedOutside == true)
        device.runUntilIdle()
        #expect(log.entries == ["alongside animated=true", "outside"])
        #expect(nav.viewControllers.count == 2 && nav.transitionCoordinator == nil)
    }
}
