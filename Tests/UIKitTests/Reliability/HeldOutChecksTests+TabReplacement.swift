import Testing
import UIKitTesting

@testable import UIKit

/// A tab that shows a current-context presentation is replaced by `setViewControllers` (found by
/// `uikit-fuzz`, seed 573 of CI's fixed run): the context leaves with its tab, and nothing of the
/// old tab may stay behind in the window once its controllers are gone.
@MainActor
@Suite(.checksLifetimes) struct TabReplacedUnderContextPresentationTests {
    /// The old tab's navigation controller, its view and the controller presented over it.
    private func replaceTabPresentingOverItsContext(settleFirst: Bool) -> (
        device: VirtualDevice, old: () -> UINavigationController?, oldView: () -> UIView?,
        presented: () -> UIViewController?
    ) {
        let device = VirtualDevice()
        let tabs = UITabBarController()
        device.window.rootViewController = tabs
        weak var weakOld: UINavigationController?
        weak var weakOldView: UIView?
        weak var weakPresented: UIViewController?
        do {
            let old = UINavigationController(rootViewController: UIViewController())
            tabs.setViewControllers(
                [old, UINavigationController(rootViewController: UIViewController()), UIViewController()],
                animated: false)
            device.runUntilIdle()
            weakOld = old
            weakOldView = old.view
            let presented = UIViewController()
            presented.modalPresentationStyle = .currentContext
            weakPresented = presented
            old.topViewController!.present(presented, animated: true)
            if settleFirst { device.runUntilIdle() } else { device.advance(by: 0.05) }
            tabs.setViewControllers((0..<7).map { _ in UIViewController() }, animated: false)
        }
        device.runUntilIdle()
        return (device, { weakOld }, { weakOldView }, { weakPresented })
    }

    @Test(arguments: [true, false])
    func replacingTheTabTakesItsPresentationAwayAndLeavesNoViewBehind(settleFirst: Bool) {
        let scene = replaceTabPresentingOverItsContext(settleFirst: settleFirst)
        #expect(scene.old() == nil)
        #expect(scene.presented() == nil)
        #expect(scene.oldView()?.window == nil)
        #expect(scene.device.consistencyViolations() == [])
    }
}
