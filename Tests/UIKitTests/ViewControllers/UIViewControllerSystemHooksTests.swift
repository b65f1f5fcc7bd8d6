import Foundation
import Testing
import UIKitTesting

@testable import UIKit

private final class NotificationCounter {
    var count = 0
    func heard() { count += 1 }
}

/// Memory warnings, state-restoration shapes, editing mode and the designated
/// `UINavigationController(rootViewController:)`.
@MainActor
@Suite(.checksLifetimes) struct UIViewControllerSystemHooksTests {
    final class Recording: UIViewController {
        var warnings = 0
        var encoded = false
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            encoded = true
        }
    }

    final class Delegate: UIResponder, UIApplicationDelegate {
        var warnings = 0
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
    }

    /// A navigation controller subclass as apps write one: its own designated initializer calls
    /// `super.init(rootViewController:)`.
    final class ThemedNavigationController: UINavigationController {
        let theme: String
        init(rootViewController: UIViewController, theme: String) {
            self.theme = theme
            super.init(rootViewController: rootViewController)
        }
        required init?(coder: NSCoder) {
            theme = ""
            super.init(coder: coder)
        }
    }

    @Test func memoryWarningReachesDelegateObserversAndEveryController() {
        let device = VirtualDevice()
        let delegate = Delegate()
        device.application.delegate = delegate
        let root = Recording(), child = Recording(), presented = Recording()
        let nav = UINavigationController(rootViewController: root)
        root.addChild(child)
        device.window.rootViewController = nav
        root.present(presented, animated: false)
        device.runUntilIdle()
        let counter = NotificationCounter()
        NotificationCenter.default.addObserver(
            counter, selector: NotificationCounter.heard, name: UIApplication.didReceiveMemoryWarningNotification,
            object: nil)
        defer { NotificationCenter.default.removeObserver(counter) }
        device.simulateMemoryWarning()
        #expect(delegate.warnings == 1)
        #expect(counter.count == 1)
        #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
        device.application.delegate = nil
    }

    @Test func restorationShapesAreKeptButRestorationDoesNotRun() {
        let device = VirtualDevice()
        let controller = Recording()
        controller.restorationIdentifier = "cards"
        controller.view.restorationIdentifier = "cardsView"
        device.window.rootViewController = controller
        device.sendToBackground()
        device.bringToForeground()
        #expect(controller.restorationIdentifier == "cards")
        #expect(controller.view.restorationIdentifier == "cardsView")
        #expect(controller.restorationClass == nil)
        #expect(!controller.encoded)
    }

    @Test func editingModeIsKeptAndAnnouncedToOverrides() {
        let controller = UIViewController()
        #expect(!controller.isEditing)
        controller.setEditing(true, animated: true)
        #expect(controller.isEditing)
        controller.isEditing = false
        #expect(!controller.isEditing)
    }

    @Test func subclassInitializerCallsTheDesignatedRootInitializer() {
        let device = VirtualDevice()
        let root = UIViewController()
        let nav = ThemedNavigationController(rootViewController: root, theme: "dark")
        device.window.rootViewController = nav
        device.runUntilIdle()
        #expect(nav.viewControllers == [root])
        #expect(nav.theme == "dark")
        #expect(nav.definesPresentationContext)
        #expect(nav.navigationBar.topItem === root.navigationItem)
    }
}
