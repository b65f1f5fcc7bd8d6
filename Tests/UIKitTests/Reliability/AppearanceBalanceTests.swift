import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Appearance stays balanced when containers change under presentations and mid-transition
/// (issue 21, families 1 and 4).
@MainActor
@Suite(.checksLifetimes) struct AppearanceBalanceTests: NavigationScene {
    let device: VirtualDevice
    let root: UIViewController
    let nav: UINavigationController

    init() { (device, root, nav) = makeNavigationScene() }

    @Test func pushUnderASettledCurrentContextPresentationLogsNoImbalance() {
        let inner = named("inner"), next = named("next")
        root.definesPresentationContext = true
        let sheet = UINavigationController(rootViewController: inner)
        sheet.title = "sheet"
        sheet.modalPresentationStyle = .currentContext
        root.present(sheet, animated: false)
        #expect(device.runUntilIdle())
        nav.pushViewController(next, animated: false)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(device.consistencyViolations(of: [nav, root, sheet, inner, next]) == [])
        nav.popViewController(animated: true)
        #expect(device.runUntilIdle())
        sheet.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(device.consistencyViolations(of: [nav, root, sheet, inner, next]) == [])
    }

    /// The sequence: the child joins a controller the dismissal is taking away, so
    /// it never heard that controller's "will disappear" and must not get its "did".
    @Test(arguments: [false, true])
    func childAddedToAControllerBeingDismissedGetsNoForwardedDidDisappear(toPopover: Bool) {
        let custom = named("custom", .custom), popover = named("popover", .popover)
        let next = named("next"), child = named("child")
        root.present(custom, animated: true)
        #expect(device.runUntilIdle())
        popover.popoverPresentationController?.sourceView = custom.view
        popover.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 200, width: 10, height: 10)
        custom.present(popover, animated: true)
        #expect(device.runUntilIdle())
        nav.pushViewController(next, animated: false)
        #expect(device.runUntilIdle())
        nav.dismiss(animated: true)
        device.advance(by: 0.216)
        let host = toPopover ? popover : custom
        #expect(host.appearance.state == .disappearing)
        host.addChild(child)
        host.view.addSubview(child.view)
        child.didMove(toParent: host)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(child.appearance.state == .disappeared)
        #expect(device.consistencyViolations(of: [nav, root, custom, popover, next, child]) == [])
    }

    /// The child is taken from its parent 206 ms into a dismissal that uncovers the parent.
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet])
    func childRemovedWhileADismissalUncoversItsParentGetsDidDisappear(style: UIModalPresentationStyle) {
        let child = named("child"), presented = named("presented", style)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.present(presented, animated: true)
        #expect(device.runUntilIdle())
        presented.dismiss(animated: true)
        device.advance(by: 0.206)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(device.runUntilIdle())
        #expect(child.appearance.state == .disappeared)
        #expect(device.diagnostics == [])
        #expect(device.consistencyViolations(of: [nav, root, child, presented]) == [])
    }

    /// Pops back to `root` and, 0.1 s into the pop, takes `child` from `root` with `detach`.
    func popRemovingChild(_ child: UIViewController, log: EventLog, _ detach: (UIViewController) -> Void) {
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        nav.pushViewController(named("top"), animated: false)
        #expect(device.runUntilIdle())
        log.clear()
        nav.popViewController(animated: true)
        device.advance(by: 0.1)
        #expect(child.appearance.state == .appearing)
        detach(child)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(device.consistencyViolations(of: [nav, root, child]) == [])
    }

    @Test func childRemovedFromAnAppearingParentButLeftInItsViewFinishesAppearing() {
        let log = EventLog()
        let child = RecordingViewController("child", log: log)
        popRemovingChild(child, log: log) { child in
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        #expect(child.appearance.state == .appeared)
        #expect(log.filtered("child.view") == ["child.viewWillAppear", "child.viewIsAppearing", "child.viewDidAppear"])
    }

    @Test func childRemovedFromAnAppearingParentThenFromItsViewHasItsAppearanceCancelled() {
        let log = EventLog()
        let child = RecordingViewController("child", log: log)
        popRemovingChild(child, log: log) { child in
            child.willMove(toParent: nil)
            child.removeFromParent()
            log.clear()
            child.view.removeFromSuperview()
        }
        #expect(child.appearance.state == .disappeared)
        #expect(log.filtered("child.view") == ["child.viewWillDisappear", "child.viewDidDisappear"])
    }

    /// The navigation controller's disappearance reaches a child its own push already takes
    /// away: that child hears "will disappear" once, from the push.
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .currentContext])
    func presentingDuringAnAnimatedPushLogsNoImbalance(style: UIModalPresentationStyle) {
        let log = EventLog()
        let bottom = RecordingViewController("bottom", log: log), next = RecordingViewController("next", log: log)
        let presented = named("presented", style)
        nav.pushViewController(bottom, animated: false)
        #expect(device.runUntilIdle())
        log.clear()
        nav.pushViewController(next, animated: true)
        device.advance(by: 0.1)
        bottom.present(presented, animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(log.filtered("bottom.view") == ["bottom.viewWillDisappear", "bottom.viewDidDisappear"])
        #expect(device.consistencyViolations(of: [nav, root, bottom, next, presented]) == [])
        #expect(appearanceIsBalanced(log.entries))
    }

    /// A push while a presentation covers the navigation controller: the pushed-past root,
    /// already disappearing with its container, is ended by the push (its view leaves the
    /// container); the pushed controller does not appear in a container that is disappearing,
    /// and appears once the presentation is dismissed.
    @Test(arguments: [false, true])
    func pushWhileAPresentationCoversTheNavigationControllerLogsNoImbalance(animatedPush: Bool) {
        let log = EventLog()
        let next = RecordingViewController("next", log: log)
        let full = named("full", .fullScreen)
        nav.present(full, animated: true)
        device.advance(by: 0.1)
        #expect(root.appearance.state == .disappearing)
        nav.pushViewController(next, animated: animatedPush)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(root.appearance.state == .disappeared)
        #expect(next.appearance.state == .disappeared)
        #expect(device.consistencyViolations(of: [nav, root, next, full]) == [])
        full.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(next.appearance.state == .appeared)
        #expect(device.consistencyViolations(of: [nav, root, next, full]) == [])
        #expect(appearanceIsBalanced(log.entries))
    }

    /// Pushing past and popping back to a controller while a current-context presentation
    /// over it is still animating: the presentation ends by taking the controller's view out,
    /// so the pop's appearance of it is cancelled; dismissing the presentation shows it again.
    @Test func popBackUnderAnAnimatingCurrentContextPresentationLeavesTheCoveredControllerDisappeared() {
        let log = EventLog()
        let next = named("next"), covering = named("covering", .currentContext)
        let covered = RecordingViewController("covered", log: log)
        covered.title = "covered"
        covered.definesPresentationContext = true
        nav.pushViewController(covered, animated: false)
        #expect(device.runUntilIdle())
        covered.present(covering, animated: true)
        device.advance(by: 0.1)
        nav.pushViewController(next, animated: false)
        device.advance(by: 0.2)
        nav.popViewController(animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(covered.appearance.state == .disappeared)
        #expect(device.consistencyViolations(of: [nav, root, covered, next, covering]) == [])
        covering.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(covered.appearance.state == .appeared)
        #expect(device.consistencyViolations(of: [nav, root, covered, next, covering]) == [])
        #expect(appearanceIsBalanced(log.entries))
    }

    /// A view made while another device was the ambient world, animated in this device's
    /// window and taken out of it mid-animation, stays in this world: its animation ends on
    /// this device's clock (a transition whose view a presentation removed did hang otherwise).
    @Test func viewTakenOutOfTheWindowMidAnimationFinishesOnItsWorldsClock() {
        let other = VirtualDevice()
        other.runUntilIdle()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        device.window.addSubview(v)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { v.alpha = 0 }, completion: { finished = $0 })
        device.advance(by: 0.1)
        v.removeFromSuperview()
        #expect(device.runUntilIdle())
        #expect(finished != nil)
    }

    @Test func pushWithoutAnimationBeforeTheWindowsFirstAppearanceEndsLogsNoImbalance() {
        let device = VirtualDevice()
        let a = named("a"), b = named("b")
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        n.pushViewController(b, animated: false)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(b.appearance.state == .appeared)
        #expect(a.appearance.state == .disappeared)
        #expect(device.consistencyViolations(of: [n, a, b]) == [])
    }
}
