import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 59, 63–65 and 69–71: adaptation questions and the user-dismissal delegate.
@MainActor
@Suite(.checksLifetimes) struct AdaptivePresentationConformanceTests {
    /// Logs every delegate question into a shared log, answering what the test sets.
    final class Delegate: UIAdaptivePresentationControllerDelegate {
        let log: EventLog
        var replacement: UIViewController?
        var allow = true
        var coordinatorAtWillDismiss: UIViewControllerTransitionCoordinator?
        init(log: EventLog) { self.log = log }
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            log.record("delegate.viewControllerForAdaptivePresentationStyle")
            return replacement
        }
        func presentationController(
            _ presentationController: UIPresentationController,
            prepare adaptivePresentationController: UIPresentationController
        ) {
            log.record("delegate.prepare")
        }
        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: UIViewControllerTransitionCoordinator?
        ) {
            log.record("delegate.willPresentWithAdaptiveStyle(\(style.rawValue))")
        }
        func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool {
            log.record("delegate.shouldDismiss")
            return allow
        }
        func presentationControllerWillDismiss(_ p: UIPresentationController) {
            coordinatorAtWillDismiss = p.presentingViewController.transitionCoordinator
            log.record("delegate.willDismiss")
        }
        func presentationControllerDidDismiss(_ p: UIPresentationController) { log.record("delegate.didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) {
            log.record("delegate.didAttemptToDismiss")
        }
    }

    /// Implements both style questions.
    final class BothStyles: UIAdaptivePresentationControllerDelegate {
        var asked: [String] = []
        var answer: UIModalPresentationStyle = .none
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            asked.append("traitCollection")
            return answer
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            asked.append("legacy")
            return .fullScreen
        }
    }

    /// Implements only the legacy question.
    final class LegacyStyle: UIAdaptivePresentationControllerDelegate {
        var asked = 0
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            asked += 1
            return .overFullScreen
        }
    }

    func phone(_ log: EventLog = EventLog()) -> (VirtualDevice, RecordingViewController) {
        let device = VirtualDevice()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        return (device, a)
    }

    func popover(_ name: String = "B", log: EventLog, over a: UIViewController) -> RecordingViewController {
        let b = RecordingViewController(name, log: log)
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 200, height: 150)
        b.popoverPresentationController?.sourceView = a.view
        b.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 40, height: 40)
        return b
    }

    @Test func statement059_compactWidthAdaptationFollowsTheIOS13Baseline() {
        // [ver] The statement is the iOS 8–12 guide; on the iOS 13+ baseline sheets stay sheets
        // (statement 60) and a popover becomes a sheet unless its delegate asks for another style.
        let (device, a) = phone()
        #expect(a.traitCollection.horizontalSizeClass == .compact)
        for style in [UIModalPresentationStyle.pageSheet, .formSheet] {
            let b = UIViewController()
            b.modalPresentationStyle = style
            a.present(b, animated: false)
            device.runUntilIdle()
            #expect(b.view.frame.minY > 0 && b.view.frame.maxY == 844, "\(style)")
            #expect(a.view.window === device.window)
            b.dismiss(animated: false)
            device.runUntilIdle()
        }
        let log = EventLog()
        let b = popover(log: log, over: a)
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(b.view.frame.minY > 0 && b.view.frame.maxY == 844)
        b.dismiss(animated: false)
        device.runUntilIdle()
        let c = popover("C", log: log, over: a)
        let legacy = LegacyStyle()
        c.popoverPresentationController?.delegate = legacy
        a.present(c, animated: false)
        device.runUntilIdle()
        #expect(c.view.frame == device.window.bounds)
        #expect(a.view.window === device.window)
        c.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement063_theTraitQuestionTakesPrecedenceAndNoneMeansDoNotAdapt() {
        let (device, a) = phone()
        let log = EventLog()
        let b = popover(log: log, over: a)
        let both = BothStyles()
        b.popoverPresentationController?.delegate = both
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(!both.asked.isEmpty)
        #expect(!both.asked.contains("legacy"))
        // `.none`: the popover stays a popover even in compact width.
        #expect(b.view.frame.size == CGSize(width: 200, height: 150))
        b.dismiss(animated: false)
        device.runUntilIdle()
        // Without the trait variant, the legacy question is asked and its answer used.
        let c = popover("C", log: log, over: a)
        let legacy = LegacyStyle()
        c.popoverPresentationController?.delegate = legacy
        a.present(c, animated: false)
        device.runUntilIdle()
        #expect(legacy.asked > 0)
        #expect(c.view.frame == device.window.bounds)
        c.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test(arguments: [false, true])
    func statement064_replacementControllerIsAskedBeforeTheAdaptedPresentation(wrap: Bool) {
        let log = EventLog()
        let (device, a) = phone(log)
        let b = popover(log: log, over: a)
        let delegate = Delegate(log: log)
        let wrapper = RecordingViewController("W", log: log)
        if wrap { delegate.replacement = wrapper }
        b.popoverPresentationController?.delegate = delegate
        a.present(b, animated: true)
        device.runUntilIdle()
        let asked = log.entries.firstIndex(of: "delegate.viewControllerForAdaptivePresentationStyle")
        let shown = log.entries.firstIndex(of: wrap ? "W.viewWillAppear" : "B.viewWillAppear")
        #expect(asked != nil && shown != nil && asked! < shown!)
        if wrap {
            #expect(wrapper.view.window === device.window)
            #expect(log.filtered("B.viewWillAppear").isEmpty)
        } else {
            #expect(b.view.window === device.window)
        }
        b.dismiss(animated: false)
        device.runUntilIdle()
        #expect(wrapper.viewIfLoaded?.window == nil && b.viewIfLoaded?.window == nil)
    }

    @Test func statement065_willPresentReportsTheAdaptationAndActiveControllerFollowsThePresentation() {
        let log = EventLog()
        // Regular width: no adaptation, reported as `.none`, and nothing to prepare.
        let pad = VirtualDevice(size: CGSize(width: 1024, height: 1366))
        let root = RecordingViewController("R", log: log)
        pad.window.rootViewController = root
        pad.runUntilIdle()
        let p = popover("P", log: log, over: root)
        let padDelegate = Delegate(log: log)
        p.popoverPresentationController?.delegate = padDelegate
        #expect(p.activePresentationController == nil)
        root.present(p, animated: false)
        pad.runUntilIdle()
        #expect(
            log.filtered("delegate.") == [
                "delegate.willPresentWithAdaptiveStyle(\(UIModalPresentationStyle.none.rawValue))"
            ])
        #expect(p.activePresentationController === p.popoverPresentationController)
        p.dismiss(animated: false)
        pad.runUntilIdle()
        #expect(p.activePresentationController == nil)
        log.clear()
        // Compact width: adapted (to a sheet), prepared first, then announced.
        let (device, a) = phone()
        let b = popover(log: log, over: a)
        let delegate = Delegate(log: log)
        b.popoverPresentationController?.delegate = delegate
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(
            log.filtered("delegate.") == [
                "delegate.viewControllerForAdaptivePresentationStyle", "delegate.prepare",
                "delegate.willPresentWithAdaptiveStyle(\(UIModalPresentationStyle.formSheet.rawValue))",
            ])
        #expect(b.activePresentationController === b.presentationController)
        b.dismiss(animated: false)
        device.runUntilIdle()
    }

    func sheetScene() -> (VirtualDevice, EventLog, RecordingViewController, UISheetPresentationController, Delegate) {
        let log = EventLog()
        let (device, a) = phone(log)
        let b = RecordingViewController("B", log: log)
        let sheet = b.sheetPresentationController!
        let delegate = Delegate(log: log)
        sheet.delegate = delegate
        a.present(b, animated: true)
        device.runUntilIdle()
        log.clear()
        _ = a
        return (device, log, b, sheet, delegate)
    }

    func swipeAway(_ sheet: UISheetPresentationController, _ device: VirtualDevice) {
        sheet.sheetDragBegan()
        sheet.sheetDragChanged(translation: 100)
        device.advance(by: 1.0 / 60)
        sheet.sheetDragChanged(translation: 450)
        device.advance(by: 1.0 / 60)
        sheet.sheetDragEnded(velocity: 1500)
        device.runUntilIdle()
    }

    @Test func statement069_willAndDidDismissAreForUserDismissalOnly() {
        let (device, log, b, sheet, delegate) = sheetScene()
        swipeAway(sheet, device)
        #expect(delegate.coordinatorAtWillDismiss != nil)
        let will = log.entries.firstIndex(of: "delegate.willDismiss")!
        let did = log.entries.firstIndex(of: "delegate.didDismiss")!
        #expect(will < log.entries.firstIndex(of: "B.viewWillDisappear")!)
        #expect(did == log.entries.count - 1)
        #expect(log.time(of: "delegate.didDismiss")! >= log.time(of: "B.viewDidDisappear")!)
        _ = b
        // Programmatic dismissal asks and tells nothing.
        let (device2, log2, b2, _, _) = sheetScene()
        b2.dismiss(animated: true)
        device2.runUntilIdle()
        #expect(log2.filtered("delegate.").isEmpty)
        #expect(b2.presentingViewController == nil)
    }

    @Test func statement069_aTapOutsideAPopoverTellsWillDismissWithTheCoordinatorReady() {
        let log = EventLog()
        let device = VirtualDevice(size: CGSize(width: 1024, height: 1366))
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = popover(log: log, over: a)
        let delegate = Delegate(log: log)
        b.popoverPresentationController?.delegate = delegate
        a.present(b, animated: false)
        device.runUntilIdle()
        log.clear()
        device.tap(at: CGPoint(x: 900, y: 1200))
        device.runUntilIdle()
        #expect(delegate.coordinatorAtWillDismiss != nil)
        #expect(
            log.entries.filter { $0.hasPrefix("delegate.") || $0.hasSuffix("Disappear") } == [
                "delegate.shouldDismiss", "delegate.willDismiss", "B.viewWillDisappear", "B.viewDidDisappear",
                "delegate.didDismiss",
            ])
        #expect(a.presentedViewController == nil)
    }

    @Test func statement070_refusedUserDismissalReportsTheAttempt() {
        let (device, log, b, sheet, delegate) = sheetScene()
        delegate.allow = false
        swipeAway(sheet, device)
        #expect(log.filtered("delegate.") == ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
        #expect(b.presentingViewController != nil)
        log.clear()
        delegate.allow = true
        b.isModalInPresentation = true
        swipeAway(sheet, device)
        #expect(log.filtered("delegate.") == ["delegate.didAttemptToDismiss"])
        #expect(b.presentingViewController != nil)
        #expect(b.view.frame.maxY == 844)
    }

    @Test func statement071_swipeDismissSequence() {
        // [U] didDismiss after the presented controller's viewDidDisappear.
        let (device, log, _, sheet, delegate) = sheetScene()
        swipeAway(sheet, device)
        _ = delegate
        #expect(
            log.entries.filter { $0.hasPrefix("delegate.") || $0.hasSuffix("Disappear") || $0.hasSuffix("Appear") } == [
                "delegate.shouldDismiss", "delegate.willDismiss", "B.viewWillDisappear", "B.viewDidDisappear",
                "delegate.didDismiss",
            ])
    }
}
