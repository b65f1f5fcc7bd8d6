import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 2, 7, 9, 10, 15, 23, 24 and 50: appearance callbacks around presentations,
/// dismissals and navigation, each asserted exactly as the statement words it.
@MainActor
@Suite(.checksLifetimes) struct AppearanceConformanceTests {
    /// Logs where its view is and what the flags say at each appearance callback.
    final class Probe: RecordingViewController {
        var windowAtWillAppear: UIWindow??
        var windowAtIsAppearing: UIWindow??
        var stackAtWillDisappear: [ObjectIdentifier]?
        var parentBeingDismissedAtWillDisappear: Bool?
        var parentBeingPresentedAtWillAppear: Bool?
        override func viewWillAppear(_ animated: Bool) {
            windowAtWillAppear = .some(viewIfLoaded?.window)
            parentBeingPresentedAtWillAppear = parent?.isBeingPresented
            super.viewWillAppear(animated)
        }
        override func viewIsAppearing(_ animated: Bool) {
            windowAtIsAppearing = .some(viewIfLoaded?.window)
            super.viewIsAppearing(animated)
        }
        override func viewWillDisappear(_ animated: Bool) {
            stackAtWillDisappear = navigationController?.viewControllers.map(ObjectIdentifier.init)
            parentBeingDismissedAtWillDisappear = parent?.isBeingDismissed
            super.viewWillDisappear(animated)
        }
    }

    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let a: RecordingViewController
    }

    func scene(size: CGSize? = nil) -> Scene {
        let device = size.map { VirtualDevice(size: $0) } ?? VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        return Scene(device: device, log: log, a: a)
    }

    func appearance(_ log: EventLog, _ names: String...) -> [String] {
        log.entries.filter { e in
            names.contains { e.hasPrefix("\($0).") } && (e.hasSuffix("Appear") || e.hasSuffix("Disappear"))
                || e == "completion"
        }
    }

    @Test func statement002_appearingViewIsAddedThenLaidOutBetweenIsAppearingAndDidAppear() {
        let s = scene()
        let b = Probe("B", log: s.log)
        b.logsLayout = true
        b.modalPresentationStyle = .fullScreen
        s.a.present(b, animated: true)
        s.device.runUntilIdle()
        // Before viewWillAppear the view is not in a window; by viewIsAppearing it is.
        #expect(b.windowAtWillAppear == .some(nil))
        #expect(b.windowAtIsAppearing == .some(s.device.window))
        let entries = s.log.filtered("B.").filter { $0 != "B.loadView" && $0 != "B.viewDidLoad" }
        let will = entries.firstIndex(of: "B.viewWillAppear")!
        let isAppearing = entries.firstIndex(of: "B.viewIsAppearing")!
        let willLayout = entries.firstIndex(of: "B.viewWillLayoutSubviews")!
        let didLayout = entries.firstIndex(of: "B.viewDidLayoutSubviews")!
        let didAppear = entries.firstIndex(of: "B.viewDidAppear")!
        #expect(will == 0)
        #expect(will < isAppearing && isAppearing < willLayout && willLayout < didLayout && didLayout < didAppear)
        // Trait and safe-area updates, when they happen, come before viewIsAppearing.
        for update in ["B.traitCollectionDidChange", "B.viewSafeAreaInsetsDidChange"] {
            if let i = entries.firstIndex(of: update) { #expect(i < isAppearing) }
        }
        // viewDidAppear waits for the animation: it is stamped at the end of the transition.
        #expect(s.log.time(of: "B.viewDidAppear")! > s.log.time(of: "B.viewIsAppearing")!)
    }

    @Test(arguments: [
        (UIModalPresentationStyle.fullScreen, true), (.fullScreen, false), (.pageSheet, true), (.overFullScreen, true),
        (.overFullScreen, false), (.formSheet, false),
    ])
    func statement007_presentCompletionRunsAfterViewDidAppear(_ style: UIModalPresentationStyle, animated: Bool) {
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = style
        var appearedAtCompletion = false
        s.a.present(b, animated: animated) {
            appearedAtCompletion = s.log.entries.contains("B.viewDidAppear")
            s.log.record("completion")
        }
        #expect(!s.log.entries.contains("completion"))
        s.device.runUntilIdle()
        #expect(appearedAtCompletion)
        #expect(s.log.entries.last == "completion")
        #expect(s.log.entries.filter { $0 == "completion" }.count == 1)
    }

    @Test func statement009_fullScreenDismissMirrorsThePresentation() {
        // [U] The statement's order (presenter's viewDidAppear before the presented controller's
        // viewDidDisappear) is inferred from statement 6; this is the order OpenUIKit commits to.
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = .fullScreen
        s.a.present(b, animated: true)
        s.device.runUntilIdle()
        s.log.clear()
        b.dismiss(animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        #expect(
            appearance(s.log, "A", "B") == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "completion",
            ])
        #expect(s.log.time(of: "A.viewDidAppear")! > s.log.time(of: "A.viewWillAppear")!)
    }

    @Test func statement010_fullScreenRemovesThePresentersViewOnlyAfterThePresentationCompletes() {
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = .fullScreen
        s.a.present(b, animated: true)
        s.device.advance(by: 0.15)
        // Mid-animation the presenter is still on screen, under the incoming view.
        #expect(s.a.view.window === s.device.window)
        #expect(s.a.presentedViewController === b)
        #expect(appearance(s.log, "A") == ["A.viewWillDisappear"])
        s.device.runUntilIdle()
        #expect(s.a.view.window == nil)
        #expect(appearance(s.log, "A") == ["A.viewWillDisappear", "A.viewDidDisappear"])
        s.log.clear()
        b.dismiss(animated: true)
        s.device.runUntilIdle()
        #expect(appearance(s.log, "A") == ["A.viewWillAppear", "A.viewDidAppear"])
        #expect(s.a.view.window === s.device.window)
    }

    @Test func statement015_aControllerInsideAPopoverGetsNoAppearanceAfterWhatItPresentedIsDismissed() {
        let s = scene(size: CGSize(width: 1024, height: 1366))
        let anchor = UIView(frame: CGRect(x: 400, y: 200, width: 100, height: 40))
        s.a.view.addSubview(anchor)
        let p = RecordingViewController("P", log: s.log)
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 300, height: 200)
        p.popoverPresentationController?.sourceView = anchor
        p.popoverPresentationController?.sourceRect = anchor.bounds
        s.a.present(p, animated: false)
        s.device.runUntilIdle()
        let c = RecordingViewController("C", log: s.log)
        c.modalPresentationStyle = .fullScreen
        p.present(c, animated: true)
        s.device.runUntilIdle()
        #expect(c.presentingViewController === p)
        s.log.clear()
        c.dismiss(animated: true)
        s.device.runUntilIdle()
        #expect(appearance(s.log, "P") == [])
        #expect(appearance(s.log, "C") == ["C.viewWillDisappear", "C.viewDidDisappear"])
        #expect(p.viewIfLoaded?.window === s.device.window)
    }

    @Test func statement023_onlyThePresentedContainerIsBeingPresentedAndDismissed() {
        // [U] Children of the presented controller answer false; they must ask their parent.
        let s = scene()
        let child = Probe("C", log: s.log)
        let nav = UINavigationController(rootViewController: child)
        nav.modalPresentationStyle = .fullScreen
        s.a.present(nav, animated: true)
        #expect(nav.isBeingPresented)
        #expect(!child.isBeingPresented)
        s.device.runUntilIdle()
        #expect(child.parentBeingPresentedAtWillAppear == true)
        #expect(child.flagsAtWillAppear?.beingPresented == false)
        nav.dismiss(animated: true)
        #expect(nav.isBeingDismissed)
        #expect(!child.isBeingDismissed)
        s.device.runUntilIdle()
        #expect(child.flagsAtWillDisappear?.beingDismissed == false)
        #expect(child.parentBeingDismissedAtWillDisappear == true)
    }

    @Test func statement024_navigationStackIsAlreadyUpdatedWhenCallbacksRun() {
        let s = scene()
        let root = Probe("R", log: s.log)
        let nav = UINavigationController(rootViewController: root)
        s.device.window.rootViewController = nav
        s.device.runUntilIdle()
        let pushed = Probe("P", log: s.log)
        nav.pushViewController(pushed, animated: true)
        s.device.runUntilIdle()
        #expect(root.stackAtWillDisappear == [ObjectIdentifier(root), ObjectIdentifier(pushed)])
        nav.popViewController(animated: true)
        s.device.runUntilIdle()
        #expect(pushed.stackAtWillDisappear == [ObjectIdentifier(root)])
    }

    @Test func statement050_intermediateControllersOfAChainDismissalGetNoAppearance() {
        // [U] The statement allows intermediate controllers to get viewWillAppear/viewDidAppear
        // without being seen; OpenUIKit removes them silently (they were never visible), so
        // only the top and the revealed presenter get callbacks.
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        let c = RecordingViewController("C", log: s.log)
        let d = RecordingViewController("D", log: s.log)
        for vc in [b, c, d] { vc.modalPresentationStyle = .fullScreen }
        s.a.present(b, animated: false)
        s.device.runUntilIdle()
        b.present(c, animated: false)
        s.device.runUntilIdle()
        c.present(d, animated: false)
        s.device.runUntilIdle()
        s.log.clear()
        b.dismiss(animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        #expect(
            appearance(s.log, "C").filter { $0.hasPrefix("C.viewWillAppear") || $0.hasPrefix("C.viewDidAppear") }
                .isEmpty)
        #expect(
            appearance(s.log, "B", "D") == [
                "D.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "D.viewDidDisappear", "completion",
            ])
        #expect(b.presentedViewController == nil && c.presentingViewController == nil)
    }
}
