import Testing
import UIKitTesting

@testable import UIKit

/// Views without a controller take their traits from the nearest window or controller's view
/// above them, with the innermost interface style set between; the value UIKit keeps for a deep
/// branch follows every change of that path.
@MainActor
@Suite(.checksLifetimes) struct UIViewTraitInheritanceTests {
    /// `count` plain views nested inside `top`, returned top first.
    private func nest(_ count: Int, in top: UIView) -> [UIView] {
        var views: [UIView] = []
        var parent = top
        for _ in 0..<count {
            let view = UIView()
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        return views
    }

    @Test func aStyleSetBetweenAControllerAndADeepViewReachesItAfterItWasRead() {
        let device = VirtualDevice()
        let controller = UIViewController()
        device.window.rootViewController = controller
        device.runUntilIdle()
        let chain = nest(300, in: controller.view)
        let deepest = chain[299]
        #expect(deepest.traitCollection == controller.traitCollection)
        chain[100].overrideUserInterfaceStyle = .dark
        #expect(deepest.traitCollection.userInterfaceStyle == .dark)
        chain[200].overrideUserInterfaceStyle = .light
        #expect(deepest.traitCollection.userInterfaceStyle == .light)
        #expect(chain[150].traitCollection.userInterfaceStyle == .dark)
        chain[200].overrideUserInterfaceStyle = .unspecified
        #expect(deepest.traitCollection.userInterfaceStyle == .dark)
        controller.view.overrideUserInterfaceStyle = .light
        chain[100].overrideUserInterfaceStyle = .unspecified
        #expect(deepest.traitCollection.userInterfaceStyle == .light)
        controller.view.overrideUserInterfaceStyle = .unspecified
        #expect(deepest.traitCollection == controller.traitCollection)
    }

    @Test func aDeepViewMovedUnderAnotherControllerTakesThatControllersTraits() {
        let device = VirtualDevice()
        let first = UIViewController(), second = UIViewController()
        device.window.rootViewController = first
        first.addChild(second)
        first.view.addSubview(second.view)
        second.didMove(toParent: first)
        first.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: second)
        device.runUntilIdle()
        let chain = nest(50, in: first.view)
        #expect(chain[49].traitCollection.horizontalSizeClass == first.traitCollection.horizontalSizeClass)
        second.view.addSubview(chain[10])
        #expect(chain[49].traitCollection.horizontalSizeClass == .regular)
        chain[10].removeFromSuperview()
        #expect(chain[49].traitCollection == UITraitCollection.defaultTraits(for: .main))
        chain[10].overrideUserInterfaceStyle = .dark
        #expect(chain[49].traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aViewOwnedByAControllerDeepInAnotherBranchStopsTheWalkThere() {
        let device = VirtualDevice()
        let root = UIViewController(), inner = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let chain = nest(20, in: root.view)
        chain[19].addSubview(inner.view)
        let below = nest(20, in: inner.view)
        inner.view.overrideUserInterfaceStyle = .dark
        #expect(below[19].traitCollection.userInterfaceStyle == .dark)
        #expect(chain[19].traitCollection.userInterfaceStyle != .dark)
    }
}
