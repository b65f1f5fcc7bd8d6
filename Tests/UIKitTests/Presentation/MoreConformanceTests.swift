import Testing
import UIKitTesting

@testable import UIKit

/// The remaining statements of sections 2–6 and 11 that apply on an iPhone.
@MainActor
@Suite(.checksLifetimes) struct MoreConformanceTests {
    @Test func statement005_segueDestinationLoadsItsViewAfterPrepare() {
        let device = VirtualDevice()
        let log = EventLog()
        final class Source: RecordingViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                log.record("A.prepare(viewLoaded: \(segue.destination.isViewLoaded))")
            }
        }
        let a = Source("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        let b = RecordingViewController("B", log: log)
        a.registerSegue(identifier: "show") { source in
            UIStoryboardSegue(identifier: "show", source: source, destination: b) { source.present(b, animated: true) }
        }
        a.performSegue(withIdentifier: "show", sender: nil)
        device.runUntilIdle()
        #expect(
            Array(log.entries.prefix(4)) == [
                "A.prepare(viewLoaded: false)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
            ])
        a.performSegue(withIdentifier: "missing", sender: nil)
        #expect(device.diagnostics.last?.contains("has no segue with identifier 'missing'") == true)
        b.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement032_presentationControllersPresenterDiffersFromTheSource() {
        let device = VirtualDevice()
        let root = UIViewController(), child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        device.window.rootViewController = root
        device.runUntilIdle()
        let b = UIViewController()
        child.present(b, animated: false)
        device.runUntilIdle()
        #expect(b.presentationController?.presentingViewController === root)
        b.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement058_059_060_sheetsStaySheetsInCompactWidthRegularHeight() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        #expect(a.traitCollection.horizontalSizeClass == .compact)
        for style in [UIModalPresentationStyle.pageSheet, .formSheet] {
            let b = UIViewController()
            b.modalPresentationStyle = style
            a.present(b, animated: false)
            device.runUntilIdle()
            #expect(b.view.frame.minY > 0, "\(style)")
            #expect(a.view.window != nil)
            b.dismiss(animated: false)
            device.runUntilIdle()
        }
    }

    @Test func statement062_063_064_delegateStyleAndReplacementController() {
        final class Adapt: UIAdaptivePresentationControllerDelegate {
            var replacement: UIViewController?
            var styleAsked = 0
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
                -> UIModalPresentationStyle
            {
                styleAsked += 1
                return .fullScreen
            }
            func presentationController(
                _ controller: UIPresentationController,
                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
            ) -> UIViewController? { replacement }
        }
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        let adapt = Adapt()
        let wrapper = UIViewController()
        adapt.replacement = wrapper
        b.popoverPresentationController?.delegate = adapt
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(adapt.styleAsked > 0)
        #expect(wrapper.view.window === device.window)
        #expect(wrapper.view.frame == device.window.bounds)
        b.dismiss(animated: false)
        device.runUntilIdle()
        #expect(wrapper.viewIfLoaded?.window == nil)
    }

    @Test func statement079_084_presentationControllerLivesUntilDismissedAndCustomViewsGoOnDidEnd() {
        final class WithChrome: UIPresentationController {
            let chrome = UIView()
            override func presentationTransitionWillBegin() { containerView?.addSubview(chrome) }
            override func dismissalTransitionDidEnd(_ completed: Bool) { if completed { chrome.removeFromSuperview() } }
        }
        final class Vendor: UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? { WithChrome(presentedViewController: presented, presenting: presenting) }
        }
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let vendor = Vendor()
        weak var pc: UIPresentationController?
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = vendor
            a.present(b, animated: true)
            device.runUntilIdle()
            pc = b.presentationController
            #expect((pc as? WithChrome)?.chrome.window === device.window)
            b.dismiss(animated: true)
            device.advance(by: 0.2)
            #expect((pc as? WithChrome)?.chrome.superview != nil)
            device.runUntilIdle()
            #expect((pc as? WithChrome)?.chrome.superview == nil)
        }
        #expect(pc == nil)
    }

    @Test func statement096_coordinatorContextFactsForANonInteractivePresentation() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        var facts: (Bool, Bool, Bool, Bool, Bool)?
        b.transitionCoordinator?.animate(
            alongsideTransition: { ctx in
                facts = (
                    ctx.isAnimated, ctx.initiallyInteractive, ctx.isInteractive, ctx.isCancelled,
                    ctx.view(forKey: .to) === b.view
                )
            }, completion: nil)
        device.runUntilIdle()
        #expect(facts?.0 == true && facts?.1 == false && facts?.2 == false && facts?.3 == false && facts?.4 == true)
        b.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement136_presentationControllerHearsSizeChangesAndContainerLayout() {
        final class Listening: UIPresentationController {
            var events: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                events.append("viewWillTransition(\(Int(size.width)))")
            }
            override func containerViewWillLayoutSubviews() { events.append("willLayout") }
            override func containerViewDidLayoutSubviews() { events.append("didLayout") }
        }
        final class Vendor: UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? { Listening(presentedViewController: presented, presenting: presenting) }
        }
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let vendor = Vendor()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        a.present(b, animated: false)
        device.runUntilIdle()
        let pc = b.presentationController as! Listening
        pc.events.removeAll()
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(pc.events.first == "viewWillTransition(844)")
        #expect(pc.events.contains("willLayout") && pc.events.contains("didLayout"))
        #expect(pc.events.firstIndex(of: "willLayout")! < pc.events.firstIndex(of: "didLayout")!)
        b.dismiss(animated: false)
        device.runUntilIdle()
    }
}

@MainActor
@Suite(.checksLifetimes) struct PartialCurlTests {
    @Test func statement045_partialCurlNeedsFullScreenAndCannotPresentFurther() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalTransitionStyle = .partialCurl
        sheet.modalPresentationStyle = .pageSheet
        a.present(sheet, animated: true)
        #expect(device.diagnostics.last?.contains("requires UIModalPresentationFullScreen") == true)
        #expect(a.presentedViewController == nil)
        let curl = UIViewController()
        curl.modalTransitionStyle = .partialCurl
        curl.modalPresentationStyle = .fullScreen
        a.present(curl, animated: true)
        device.runUntilIdle()
        #expect(a.presentedViewController === curl)
        curl.present(UIViewController(), animated: false)
        #expect(device.diagnostics.last?.contains("cannot present") == true)
        #expect(curl.presentedViewController == nil)
        curl.dismiss(animated: false)
        device.runUntilIdle()
    }
}
