import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UIViewControllerLifeCycleTests {
    @Test func statement004_viewGetterLoadsOnceThenViewDidLoad() {
        let device = VirtualDevice()
        _ = device
        let log = EventLog()
        let vc = RecordingViewController("A", log: log)
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        _ = vc.view
        _ = vc.view
        #expect(log.entries == ["A.loadView", "A.viewDidLoad"])
        #expect(vc.isViewLoaded)
        vc.loadViewIfNeeded()
        #expect(log.entries.count == 2)
    }

    @Test func statement001_002_windowRootInstallSendsAppearanceAroundHierarchyAndLayout() {
        let device = VirtualDevice()
        let log = EventLog()
        var inWindowAtWillAppear: Bool?
        var inWindowAtDidAppear: Bool?
        final class Probe: RecordingViewController {
            var atWill: ((Bool) -> Void)?
            var atDid: ((Bool) -> Void)?
            override func viewWillAppear(_ animated: Bool) {
                atWill?(view.window != nil)
                super.viewWillAppear(animated)
            }
            override func viewDidAppear(_ animated: Bool) {
                atDid?(view.window != nil)
                super.viewDidAppear(animated)
            }
        }
        let probe = Probe("A", log: log)
        probe.logsLayout = true
        probe.atWill = { inWindowAtWillAppear = $0 }
        probe.atDid = { inWindowAtDidAppear = $0 }
        device.window.rootViewController = probe
        device.runUntilIdle()
        #expect(inWindowAtWillAppear == false)
        #expect(inWindowAtDidAppear == true)
        let appearance = log.entries.filter { !$0.contains("loadView") && !$0.contains("viewDidLoad") }
        // vWA → (added) → safe area → vIA → will layout → did layout → vDA
        #expect(
            appearance == [
                "A.viewWillAppear", "A.viewSafeAreaInsetsDidChange", "A.viewIsAppearing",
                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
        #expect(probe.view.frame == device.window.bounds)
    }

    @Test func statement003_viewIsAppearingExactlyOncePerAppearanceEvenWithoutLayout() {
        let device = VirtualDevice(size: CGSize(width: 200, height: 200))
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        device.window.rootViewController = parent
        device.runUntilIdle()
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        log.clear()
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        device.runUntilIdle()
        #expect(log.filtered("C.viewIsAppearing").count == 1)
        #expect(
            log.filtered("C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear") == [
                "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear",
            ])
    }

    @Test func statement025_childAddedInViewDidLoadAppearsWithParent() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.onViewDidLoad = { p in
            p.addChild(child)
            p.view.addSubview(child.view)
            child.didMove(toParent: p)
        }
        device.window.rootViewController = parent
        device.runUntilIdle()
        #expect(
            log.filtered("C.") == [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.didMove(toParent: P)",
                "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear",
            ])
        let order = log.entries.filter { $0.hasSuffix("Appear") }
        #expect(order == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func statement020_interactiveReversalGoesWillAppearToWillDisappearWithoutDidAppear() {
        let device = VirtualDevice()
        let log = EventLog()
        let container = UIViewController()
        device.window.rootViewController = container
        device.runUntilIdle()
        let vc = RecordingViewController("B", log: log)
        vc.beginAppearanceTransition(true, animated: true)
        vc.beginAppearanceTransition(false, animated: true)
        vc.endAppearanceTransition()
        #expect(log.filtered("B.view") == ["B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement021_movingFlagsReadableInAppearanceCallbacks() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        device.window.rootViewController = parent
        device.runUntilIdle()
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(child.flagsAtWillAppear?.movingTo == true)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.flagsAtWillDisappear?.movingFrom == true)
        #expect(!child.isMovingFromParent)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func statement022_containerRootReportsMovingToParentOnFirstAppearance() {
        // The navigation-controller half of statement 22 arrives with UINavigationController;
        // here the same flags through plain containment.
        let device = VirtualDevice()
        let log = EventLog()
        let parent = RecordingViewController("N", log: log)
        let root = RecordingViewController("A", log: log)
        parent.onViewDidLoad = { p in
            p.addChild(root)
            p.view.addSubview(root.view)
        }
        device.window.rootViewController = parent
        #expect(root.flagsAtWillAppear?.movingTo == true)
        root.didMove(toParent: parent)
        device.runUntilIdle()
        #expect(!root.isMovingToParent)
    }
}
