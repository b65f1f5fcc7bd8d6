import Testing
import UIKitTesting

@testable import UIKit

/// Statements 26–52: who presents, refusals with UIKit's messages, dismissal routing, chains.
@MainActor
@Suite(.checksLifetimes) struct PresentationRequestTests {
    /// A window root that contains a child filling it (like a navigation controller).
    func containerScene() -> (VirtualDevice, UIViewController, UIViewController) {
        let device = VirtualDevice()
        let n = UIViewController()
        let a = UIViewController()
        n.addChild(a)
        n.view.addSubview(a.view)
        a.didMove(toParent: n)
        device.window.rootViewController = n
        device.runUntilIdle()
        return (device, n, a)
    }

    @Test func statement026_027_028_fullScreenPresenterIsTheContainerAndAncestorsAnswer() {
        let (device, n, a) = containerScene()
        let b = UIViewController()
        a.present(b, animated: true)
        #expect(b.presentingViewController === n)
        #expect(n.presentedViewController === b)
        #expect(a.presentedViewController === b)
        device.runUntilIdle()
        let inner = UIViewController()
        b.addChild(inner)
        #expect(inner.presentingViewController === n)
        #expect(UIViewController().presentedViewController == nil)
    }

    @Test func statement029_030_currentContextWithoutProviderFallsBackToTheRoot() {
        let (device, n, a) = containerScene()
        let b = UIViewController()
        b.modalPresentationStyle = .overCurrentContext
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(b.presentingViewController === n)
        #expect(!UIViewController().definesPresentationContext)
    }

    @Test func statement031_providerTransitionStyleReplacesThePresentedOne() {
        let (device, n, a) = containerScene()
        n.definesPresentationContext = true
        n.providesPresentationContextTransitionStyle = true
        n.modalTransitionStyle = .crossDissolve
        let b = UIViewController()
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: true)
        device.advance(by: 0.25)
        // A cross-dissolve is half transparent halfway; a cover-vertical would be opaque.
        let alpha = b.view.layer.presentation()!.opacity
        #expect(alpha > 0.2 && alpha < 0.8)
        device.runUntilIdle()
    }

    @Test func statement033_034_customPresentationResolvesLikeFullScreenUnlessToldOtherwise() {
        let (device, n, a) = containerScene()
        a.definesPresentationContext = true
        let delegate = RecordingTransitioningDelegate(log: EventLog())
        var fullscreen = true
        delegate.presentationControllerFactory = { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.fullscreen = fullscreen
            return pc
        }
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(b.presentingViewController === n)
        b.dismiss(animated: false)
        device.runUntilIdle()
        fullscreen = false
        let c = UIViewController()
        c.modalPresentationStyle = .custom
        c.transitioningDelegate = delegate
        a.present(c, animated: false)
        device.runUntilIdle()
        #expect(c.presentingViewController === a)
    }

    @Test func statement035_parentIsNeverThePresenter() {
        let (device, n, a) = containerScene()
        let b = UIViewController()
        a.present(b, animated: false)
        device.runUntilIdle()
        #expect(b.parent == nil)
        #expect(!n.children.contains { $0 === b })
    }

    @Test func statement036_presentingWhileAlreadyPresentingIsRefused() {
        let (device, n, a) = containerScene()
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        device.runUntilIdle()
        var completed = false
        a.present(c, animated: false) { completed = true }
        device.runUntilIdle()
        let message = device.diagnostics.last ?? ""
        #expect(message.hasPrefix("Attempt to present <"))
        #expect(message.contains("(from <") && message.hasSuffix("which is already presenting \(b.description)."))
        #expect(message.contains("on \(n.description)"))
        #expect(!completed)
        #expect(c.presentingViewController == nil)
    }

    @Test func statement037_presentingWhileAPresentationIsInProgressIsRefused() {
        let (device, _, a) = containerScene()
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: true)
        b.present(c, animated: true)
        a.present(UIViewController(), animated: true)
        #expect(device.diagnostics.last?.hasSuffix("while a presentation is in progress.") == true)
        device.runUntilIdle()
    }

    @Test func statement038_dismissWhileInProgressIsRefused() {
        let (device, _, a) = containerScene()
        let b = UIViewController()
        a.present(b, animated: true)
        b.dismiss(animated: true)
        #expect(device.diagnostics.last?.hasPrefix("Attempt to dismiss from view controller <") == true)
        #expect(device.diagnostics.last?.hasSuffix("while a presentation or dismiss is in progress!") == true)
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
    }

    @Test func statement039_presentingFromAControllerNotInTheWindowIsRefused() {
        let device = VirtualDevice()
        let loose = UIViewController()
        _ = loose.view
        loose.present(UIViewController(), animated: true)
        #expect(device.diagnostics.last?.hasSuffix("whose view is not in the window hierarchy!") == true)
        #expect(loose.presentedViewController == nil)
    }

    @Test func statement040_detachedPresenterWarnsButPresents() {
        let device = VirtualDevice()
        let detached = UIViewController()
        device.window.addSubview(detached.view)
        let b = UIViewController()
        detached.present(b, animated: false)
        #expect(
            device.diagnostics.last?.hasPrefix(
                "Presenting view controllers on detached view controllers is discouraged <") == true)
        device.runUntilIdle()
        #expect(b.presentingViewController === detached)
    }

    @Test func statement041_042_044_refusedPresentations() {
        let (device, n, a) = containerScene()
        let b = UIViewController()
        a.present(b, animated: false)
        device.runUntilIdle()
        let other = UIViewController()
        device.window.addSubview(other.view)
        other.present(b, animated: false)
        #expect(device.diagnostics.last?.hasPrefix("Application tried to present modally a view controller <") == true)
        #expect(device.diagnostics.last?.contains("that is already being presented by \(n.description).") == true)
        b.present(a, animated: false)
        #expect(
            device.diagnostics.last == "Application tried to present modally an active controller \(a.description).")
        let none = UIViewController()
        none.modalPresentationStyle = .none
        b.present(none, animated: false)
        #expect(device.diagnostics.last?.contains("UIModalPresentationNone") == true)
        #expect(b.presentedViewController == nil)
    }

    @Test func statement047_048_dismissRouting() {
        let (device, n, a) = containerScene()
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        device.runUntilIdle()
        b.present(c, animated: false)
        device.runUntilIdle()
        // Middle controller: first dismiss removes what it presents, the second removes it.
        b.dismiss(animated: false)
        device.runUntilIdle()
        #expect(b.presentedViewController == nil && n.presentedViewController === b)
        b.dismiss(animated: false)
        device.runUntilIdle()
        #expect(n.presentedViewController == nil)
        // Nothing presented, not presented: nothing happens.
        a.dismiss(animated: false)
        device.runUntilIdle()
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement049_chainDismissalAnimatesOnlyTheTop() {
        let (device, n, a) = containerScene()
        let b = UIViewController(), c = UIViewController(), d = UIViewController()
        for vc in [b, c, d] { vc.modalPresentationStyle = .overFullScreen }
        a.present(b, animated: false)
        device.runUntilIdle()
        b.present(c, animated: false)
        device.runUntilIdle()
        c.present(d, animated: false)
        device.runUntilIdle()
        b.dismiss(animated: true)
        device.advance(by: 0.25)
        // The top (D) slides away; C is still in place, not animating.
        #expect(d.view.layer.animationKeys() != nil)
        #expect(c.view.layer.animationKeys() == nil)
        #expect(c.view.window != nil)
        device.runUntilIdle()
        #expect(c.view.window == nil && d.view.window == nil && b.view.window != nil)
        #expect(b.presentedViewController == nil)
        #expect(n.presentedViewController === b)
    }

    @Test func statement051_052_linksAreSynchronousAndTheTransitionStartsNextTurn() {
        let (device, n, a) = containerScene()
        let b = RecordingViewController("B", log: EventLog())
        a.present(b, animated: false)
        #expect(n.presentedViewController === b && b.presentingViewController === n && b.isBeingPresented)
        #expect(!b.isViewLoaded)
        device.advance(by: 0)
        #expect(b.isViewLoaded)
        device.runUntilIdle()
        b.dismiss(animated: false)
        #expect(n.presentedViewController === b)
        device.runUntilIdle()
        #expect(n.presentedViewController == nil)
    }

    @Test func statement057_134_defaults() {
        let vc = UIViewController()
        #expect(vc.modalPresentationStyle == .pageSheet)
        #expect(vc.modalTransitionStyle == .coverVertical)
        vc.modalPresentationStyle = .automatic
        #expect(vc.modalPresentationStyle == .pageSheet)
        #expect(!vc.isModalInPresentation)
    }

    @Test func statement066_presentationControllerBeforePresentingFollowsTheStyle() {
        let vc = UIViewController()
        vc.modalPresentationStyle = .formSheet
        #expect(vc.sheetPresentationController != nil)
        let other = UIViewController()
        other.modalPresentationStyle = .fullScreen
        #expect(other.sheetPresentationController == nil)
        #expect(other.presentationController != nil)
        let pop = UIViewController()
        pop.modalPresentationStyle = .popover
        #expect(pop.popoverPresentationController != nil)
    }

    @Test func statement037_presentingFromAControllerBeingDismissedWithAnimationIsRefused() {
        let (device, n, a) = containerScene()
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        device.runUntilIdle()
        a.dismiss(animated: true)
        b.present(c, animated: true)
        #expect(
            device.diagnostics.last
                == "Attempt to present \(c.description) on \(b.description) (from \(b.description)) while a presentation is in progress."
        )
        #expect(c.presentingViewController == nil)
        device.runUntilIdle()
        #expect(n.presentedViewController == nil && b.presentedViewController == nil)
        #expect(c.viewIfLoaded?.window == nil)
    }

    @Test func statement038_dismissingAboveAControllerBeingDismissedIsRefused() {
        let (device, n, a) = containerScene()
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        device.runUntilIdle()
        b.present(c, animated: false)
        device.runUntilIdle()
        var completions: [String] = []
        n.dismiss(animated: true) { completions.append("n") }
        b.dismiss(animated: true) { completions.append("b") }
        #expect(
            device.diagnostics.last
                == "Attempt to dismiss from view controller \(b.description) while a presentation or dismiss is in progress!"
        )
        device.runUntilIdle()
        #expect(completions == ["n"])
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(device.diagnostics.count == 1)
    }

    @Test func presentingFromViewDidAppearOfAPresentedControllerIsAccepted() {
        let (device, _, a) = containerScene()
        let b = AppearHook(), c = UIViewController()
        b.onDidAppear = { b.present(c, animated: true) }
        a.present(b, animated: true)
        device.runUntilIdle()
        #expect(c.presentingViewController === b)
        #expect(device.diagnostics == [])
    }

    @Test func presentingAndDismissingFromCompletionHandlersIsAccepted() {
        let (device, n, a) = containerScene()
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: true) { b.present(c, animated: true) { n.dismiss(animated: true) } }
        device.runUntilIdle()
        #expect(n.presentedViewController == nil)
        #expect(c.viewIfLoaded?.window == nil)
        #expect(device.diagnostics == [])
    }

    @Test func dismissingFromAPresentationsCompletionLeavesThePresenterFreeAgain() {
        let (device, n, a) = containerScene()
        let b = UIViewController(), c = UIViewController()
        var dismissed = false
        a.present(b, animated: true) { a.dismiss(animated: true) { dismissed = true } }
        device.runUntilIdle()
        #expect(dismissed && n.presentedViewController == nil)
        a.present(c, animated: true)
        device.runUntilIdle()
        #expect(n.presentedViewController === c)
        #expect(device.diagnostics == [])
    }
}

/// Runs a hook from `viewDidAppear(_:)`.
private final class AppearHook: UIViewController {
    var onDidAppear: (() -> Void)?
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onDidAppear?()
        onDidAppear = nil
    }
}
