import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 28, 30, 34, 42, 44, 46, 48, 52, 134: who presents, which requests are
/// refused, and how `dismiss` is routed.
@MainActor
@Suite(.checksLifetimes) struct PresentationConformanceTests {
    /// A full-screen root holding `child` in its lower half.
    func halfScreenScene(_ child: UIViewController) -> (VirtualDevice, UIViewController) {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 422, width: 390, height: 422)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        device.runUntilIdle()
        return (device, root)
    }

    @Test func statement028_presentedAndPresentingAreInheritedFromAncestors() {
        let device = VirtualDevice()
        let a = UIViewController()
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        device.runUntilIdle()
        #expect(a.presentedViewController == nil && a.presentingViewController == nil)
        #expect(n.presentedViewController == nil && n.presentingViewController == nil)
        let inner = UIViewController()
        let b = UINavigationController(rootViewController: inner)
        a.present(b, animated: false)
        device.runUntilIdle()
        // The receiver's nearest ancestor (n) presented b.
        #expect(n.presentedViewController === b && a.presentedViewController === b)
        // inner was not presented itself; its farthest presented ancestor (b) was, by n.
        #expect(inner.presentingViewController === n)
        let c = UIViewController()
        inner.present(c, animated: false)
        device.runUntilIdle()
        #expect(c.presentingViewController === b)
        #expect(inner.presentedViewController === c)
        #expect(b.presentedViewController === c)
        c.dismiss(animated: false)
        device.runUntilIdle()
        b.dismiss(animated: false)
        device.runUntilIdle()
        #expect(a.presentedViewController == nil && inner.presentingViewController == nil)
    }

    @Test func statement030_navigationControllersDefineThePresentationContext() {
        #expect(!UIViewController().definesPresentationContext)
        #expect(UINavigationController().definesPresentationContext)
        #expect(UINavigationController(rootViewController: UIViewController()).definesPresentationContext)
        let a = UIViewController()
        let n = UINavigationController(rootViewController: a)
        let (device, root) = halfScreenScene(n)
        let b = UIViewController()
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(b.presentingViewController === n)
        #expect(root.presentedViewController == nil)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 422, width: 390, height: 422))
        b.dismiss(animated: false)
        device.runUntilIdle()
        #expect(n.view.superview === root.view)
    }

    @Test func statement034_customPresentationIgnoresContextProviders() {
        let a = UIViewController()
        let n = UINavigationController(rootViewController: a)
        a.definesPresentationContext = true
        let (device, root) = halfScreenScene(n)
        let delegate = RecordingTransitioningDelegate(log: EventLog())
        delegate.presentationControllerFactory = { presented, presenting in
            RecordingPresentationController(presentedViewController: presented, presenting: presenting)
        }
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(b.presentingViewController === root)
        #expect(b.view.convert(b.view.bounds, to: nil) == device.window.bounds)
        b.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement042_presentingAnActiveControllerIsRefused() {
        let device = VirtualDevice()
        let a = UIViewController()
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        device.runUntilIdle()
        // The presenter's own navigation controller.
        a.present(n, animated: false)
        #expect(
            device.diagnostics.last == "Application tried to present modally an active controller \(n.description).")
        // A displayed child of another controller.
        let child = UIViewController()
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        let b = UIViewController()
        a.present(b, animated: false)
        device.runUntilIdle()
        b.present(child, animated: false)
        #expect(
            device.diagnostics.last == "Application tried to present modally an active controller \(child.description)."
        )
        device.runUntilIdle()
        #expect(b.presentedViewController == nil)
        #expect(child.parent === a && child.view.superview === a.view)
        #expect(n.parent == nil && n.view.superview === device.window)
        #expect(device.diagnostics.count == 2)
    }

    @Test func statement044_presentingWithNoneIsRefused() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        b.modalPresentationStyle = .none
        var completed = false
        a.present(b, animated: true) { completed = true }
        device.runUntilIdle()
        #expect(
            device.diagnostics == [
                "Application tried to present \(b.description) with UIModalPresentationNone, which must never be used to present."
            ])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(!completed)
    }

    @Test func statement046_currentContextInsideAPopoverOnlyCoversVertically() {
        let device = VirtualDevice(size: CGSize(width: 1024, height: 1366))
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let inner = UIViewController()
        let p = UINavigationController(rootViewController: inner)
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 300, height: 300)
        p.popoverPresentationController?.sourceView = a.view
        p.popoverPresentationController?.sourceRect = CGRect(x: 400, y: 200, width: 100, height: 40)
        a.present(p, animated: false)
        device.runUntilIdle()
        for style in [UIModalPresentationStyle.currentContext, .overCurrentContext] {
            let flip = UIViewController()
            flip.modalPresentationStyle = style
            flip.modalTransitionStyle = .flipHorizontal
            inner.present(flip, animated: false)
            device.runUntilIdle()
            #expect(
                device.diagnostics.last
                    == "Application tried to present \(flip.description) in the current context of a popover with a transition style other than UIModalTransitionStyleCoverVertical."
            )
            #expect(p.presentedViewController == nil)
        }
        let cover = UIViewController()
        cover.modalPresentationStyle = .currentContext
        inner.present(cover, animated: false)
        device.runUntilIdle()
        #expect(cover.presentingViewController === p)
        #expect(device.diagnostics.count == 2)
        cover.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement048_dismissRoutesToWhatIsPresentedThenToThePresenterElseNothing() {
        let device = VirtualDevice()
        let a = UIViewController()
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        device.runUntilIdle()
        // A pushed controller that neither presents nor is presented: nothing happens.
        let pushed = UIViewController()
        n.pushViewController(pushed, animated: false)
        device.runUntilIdle()
        pushed.dismiss(animated: false)
        device.runUntilIdle()
        #expect(n.viewControllers == [a, pushed])
        #expect(pushed.view.window === device.window)
        // A→B→C: dismiss on the middle controller removes C and leaves B on screen…
        let b = UIViewController(), c = UIViewController()
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        pushed.present(b, animated: false)
        device.runUntilIdle()
        b.present(c, animated: false)
        device.runUntilIdle()
        var order: [String] = []
        b.dismiss(animated: false) { order.append("first") }
        device.runUntilIdle()
        #expect(b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(b.view.window === device.window)
        #expect(n.presentedViewController === b)
        // …and a second one, with nothing above B, forwards to B's presenter.
        b.dismiss(animated: false) { order.append("second") }
        device.runUntilIdle()
        #expect(n.presentedViewController == nil)
        #expect(order == ["first", "second"])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement052_presentationLinksAreSetSynchronously() {
        // [U] Set inside `present`, before the transition runs on the next turn.
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.isBeingPresented)
        #expect(!b.isViewLoaded || b.view.window == nil)
        device.runUntilIdle()
        #expect(!b.isBeingPresented)
        #expect(b.view.window === device.window)
    }

    @Test func statement134_transitionAndPresentationStylesAreReadFromThePresentedController() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        #expect(b.modalTransitionStyle == .coverVertical)
        // The presenter's own styles play no part.
        a.modalPresentationStyle = .fullScreen
        a.modalTransitionStyle = .crossDissolve
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        device.advance(by: 0.15)
        let mid = b.view.layer.presentation()!
        #expect(mid.opacity == 1)
        #expect(mid.frame.minY > 0 && mid.frame.minY < 844)
        device.runUntilIdle()
        #expect(b.view.frame == device.window.bounds)
        #expect(a.view.window === device.window)
    }
}
