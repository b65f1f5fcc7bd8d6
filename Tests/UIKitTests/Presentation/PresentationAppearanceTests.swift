import Testing
import UIKitTesting

@testable import UIKit

/// Statements 6–15, 21, 23: appearance callbacks around modal presentation, per style.
@MainActor
@Suite(.checksLifetimes) struct PresentationAppearanceTests {
    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let a: RecordingViewController
    }

    func scene() -> Scene {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        return Scene(device: device, log: log, a: a)
    }

    func appearanceOnly(_ log: EventLog) -> [String] {
        log.entries.filter {
            $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0.hasSuffix("viewDidLoad")
                || $0.hasPrefix("completion")
        }
    }

    @Test func statement006_007_fullScreenPresentOrderAndCompletionAfterDidAppear() {
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = .fullScreen
        s.a.present(b, animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        #expect(
            appearanceOnly(s.log) == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
                "completion",
            ])
        #expect(s.a.view.window == nil)
        #expect(b.view.window === s.device.window)
    }

    @Test func statement008_009_010_fullScreenDismissOrderRestoresPresenterView() {
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = .fullScreen
        let originalFrame = s.a.view.frame
        s.a.present(b, animated: true)
        s.device.runUntilIdle()
        s.log.clear()
        b.dismiss(animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        #expect(
            appearanceOnly(s.log) == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "completion",
            ])
        #expect(s.a.view.superview === s.device.window)
        #expect(s.a.view.frame == originalFrame)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(s.a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(appearanceIsBalanced(s.log.entries))
    }

    @Test(arguments: [
        UIModalPresentationStyle.overFullScreen, .overCurrentContext, .custom, .pageSheet, .formSheet, .automatic,
    ])
    func statement012_013_014_stylesThatKeepThePresenterSendItNoCallbacks(_ style: UIModalPresentationStyle) {
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = style
        s.a.present(b, animated: true)
        s.device.runUntilIdle()
        b.dismiss(animated: true)
        s.device.runUntilIdle()
        #expect(s.log.filtered("A.view").isEmpty)
        #expect(
            s.log.filtered("B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear").count
                == 4)
        #expect(s.a.view.window === s.device.window)
    }

    @Test func statement011_currentContextRemovesTheContextProvidersView() {
        let s = scene()
        let provider = RecordingViewController("P", log: s.log)
        provider.definesPresentationContext = true
        s.a.addChild(provider)
        provider.view.frame = CGRect(x: 0, y: 400, width: 390, height: 300)
        s.a.view.addSubview(provider.view)
        provider.didMove(toParent: s.a)
        let source = RecordingViewController("S", log: s.log)
        provider.addChild(source)
        provider.view.addSubview(source.view)
        source.didMove(toParent: provider)
        s.log.clear()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = .currentContext
        source.present(b, animated: false)
        s.device.runUntilIdle()
        #expect(b.presentingViewController === provider)
        #expect(
            s.log.filtered("P.viewWillDisappear", "P.viewDidDisappear") == [
                "P.viewWillDisappear", "P.viewDidDisappear",
            ])
        #expect(s.log.filtered("A.view").isEmpty)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 400, width: 390, height: 300))
        b.dismiss(animated: false)
        s.device.runUntilIdle()
        #expect(provider.view.superview === s.a.view)
        #expect(provider.view.frame == CGRect(x: 0, y: 400, width: 390, height: 300))
    }

    @Test func statement013_customPresentationThatRemovesPresenterRestoresCallbacks() {
        let s = scene()
        let delegate = RecordingTransitioningDelegate(log: EventLog())
        delegate.presentationControllerFactory = { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.removesPresenter = true
            return pc
        }
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        s.a.present(b, animated: true)
        s.device.runUntilIdle()
        #expect(s.log.filtered("A.viewWillDisappear", "A.viewDidDisappear").count == 2)
    }

    @Test func statement014_sheetInCompactHeightBehavesAsFullScreen() {
        let s = scene()
        s.device.rotate(to: CGSize(width: 844, height: 390), duration: 0)
        s.log.clear()
        let b = RecordingViewController("B", log: s.log)
        b.modalPresentationStyle = .pageSheet
        s.a.present(b, animated: true)
        s.device.runUntilIdle()
        #expect(s.log.filtered("A.viewWillDisappear", "A.viewDidDisappear").count == 2)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func statement021_023_beingPresentedAndDismissedOnlyOnThePresentedController() {
        let s = scene()
        let b = RecordingViewController("B", log: s.log)
        let child = RecordingViewController("C", log: s.log)
        b.onViewDidLoad = { vc in
            vc.addChild(child)
            vc.view.addSubview(child.view)
            child.didMove(toParent: vc)
        }
        s.a.present(b, animated: true)
        #expect(b.isBeingPresented)
        s.device.runUntilIdle()
        #expect(b.flagsAtWillAppear?.beingPresented == true)
        #expect(child.flagsAtWillAppear?.beingPresented == false)
        #expect(!b.isBeingPresented)
        b.dismiss(animated: true)
        s.device.runUntilIdle()
        #expect(b.flagsAtWillDisappear?.beingDismissed == true)
        #expect(child.flagsAtWillDisappear?.beingDismissed == false)
        #expect(!b.isBeingDismissed)
    }

    @Test func presentedControllersAndPresentationObjectsAreFreedAfterDismissal() {
        weak var weakB: UIViewController?
        weak var weakPC: UIPresentationController?
        weak var weakContainer: UIView?
        let s = scene()
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .fullScreen
            s.a.present(b, animated: true)
            s.device.runUntilIdle()
            weakB = b
            weakPC = b.presentationController
            weakContainer = b.presentationController?.containerView
            b.dismiss(animated: true)
            s.device.runUntilIdle()
        }
        #expect(weakB == nil)
        #expect(weakPC == nil)
        #expect(weakContainer == nil)
    }
}
