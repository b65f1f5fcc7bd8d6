import Testing
import UIKitTesting

@testable import UIKit

/// The misuse matrix of issue 15 (statements 36–46, 53–54 and the refusals of the code): each
/// misuse logs UIKit's line, leaves a valid hierarchy, and the app can present and dismiss
/// afterwards. Statement 43 (`present(nil)`) cannot be written in Swift, whose `present` takes
/// a non-optional controller.
@MainActor
@Suite(.checksLifetimes) struct MisuseMatrixTests {
    @Test func statement036_presentingOnAControllerAlreadyPresentingIsRefused() {
        let s = MisuseScene()
        let b = UIViewController(), c = UIViewController()
        s.top.present(b, animated: false)
        s.device.runUntilIdle()
        var completed = false
        s.top.present(c, animated: true) { completed = true }
        #expect(
            s.device.diagnostics.last
                == "Attempt to present \(c.description) on \(s.nav.description) (from \(s.top.description)) which is already presenting \(b.description)."
        )
        s.expectRecovered()
        #expect(!completed)
        #expect(c.presentingViewController == nil && s.nav.presentedViewController === b)
    }

    /// A presenter covered by a full-screen presentation is out of the window too, but UIKit
    /// checks "already presenting" first.
    @Test func statement036_alreadyPresentingWinsOverNotInTheWindow() {
        let s = MisuseScene()
        let cover = UIViewController(), c = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        s.top.present(cover, animated: false)
        s.device.runUntilIdle()
        #expect(s.top.view.window == nil)
        let start = s.device.diagnostics.count
        s.top.present(c, animated: true)
        #expect(
            s.logged(since: start) == [
                "Attempt to present \(c.description) on \(s.nav.description) (from \(s.top.description)) which is already presenting \(cover.description)."
            ])
        s.expectRecovered()
    }

    @Test func statement037_presentingWhileAPresentationIsInProgressIsRefused() {
        let s = MisuseScene()
        let b = UIViewController(), c = UIViewController()
        s.top.present(b, animated: true)
        s.top.present(c, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Attempt to present \(c.description) on \(s.nav.description) (from \(s.top.description)) while a presentation is in progress."
        )
        s.expectRecovered()
        #expect(s.chain.map { $0 } == [s.nav, b])
    }

    @Test func statement038_dismissingWhileAPresentationIsInProgressIsRefused() {
        let s = MisuseScene()
        let b = UIViewController()
        s.top.present(b, animated: true)
        b.dismiss(animated: true)
        #expect(
            s.device.diagnostics.last
                == "Attempt to dismiss from view controller \(s.nav.description) while a presentation or dismiss is in progress!"
        )
        s.expectRecovered()
        #expect(s.nav.presentedViewController === b)
    }

    @Test func statement039_presentingFromAControllerNotInAWindowIsRefused() {
        let s = MisuseScene()
        let loose = UIViewController(), c = UIViewController()
        loose.present(c, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Attempt to present \(c.description) on \(loose.description) whose view is not in the window hierarchy!"
        )
        s.expectRecovered()
        #expect(c.presentingViewController == nil && loose.presentedViewController == nil)
    }

    @Test func statement040_aDetachedPresenterOnScreenWarnsAndPresents() {
        let s = MisuseScene()
        let detached = UIViewController(), c = UIViewController()
        detached.view.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        s.top.view.addSubview(detached.view)
        detached.present(c, animated: true)
        #expect(
            s.device.diagnostics.contains(
                "Presenting view controllers on detached view controllers is discouraged \(detached.description)."))
        s.expectRecovered()
        #expect(c.presentingViewController != nil && c.view.window === s.device.window)
    }

    @Test func statement041_presentingAControllerAlreadyPresentedIsRefused() {
        let s = MisuseScene()
        let b = UIViewController()
        s.top.present(b, animated: false)
        s.device.runUntilIdle()
        b.present(b, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Application tried to present modally a view controller \(b.description) that is already being presented by \(s.nav.description)."
        )
        s.expectRecovered()
        #expect(b.presentingViewController === s.nav)
    }

    @Test func statement042_presentingAnActiveControllerIsRefused() {
        let s = MisuseScene()
        s.top.present(s.nav, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Application tried to present modally an active controller \(s.nav.description).")
        s.expectRecovered()
        #expect(s.nav.presentingViewController == nil && s.device.window.rootViewController === s.nav)
    }

    @Test func statement044_presentingWithNoneIsRefused() {
        let s = MisuseScene()
        let c = UIViewController()
        c.modalPresentationStyle = .none
        s.top.present(c, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Application tried to present \(c.description) with UIModalPresentationNone, which must never be used to present."
        )
        s.expectRecovered()
        #expect(c.presentingViewController == nil)
    }

    @Test func statement045_partialCurlNeedsFullScreen() {
        let s = MisuseScene()
        let c = UIViewController()
        c.modalPresentationStyle = .formSheet
        c.modalTransitionStyle = .partialCurl
        s.top.present(c, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Application tried to present \(c.description) with UIModalTransitionStylePartialCurl, which requires UIModalPresentationFullScreen."
        )
        s.expectRecovered()
        #expect(c.presentingViewController == nil)
    }

    @Test func statement045_aPartialCurlCannotPresent() {
        let s = MisuseScene()
        let curl = UIViewController(), c = UIViewController()
        curl.modalPresentationStyle = .fullScreen
        curl.modalTransitionStyle = .partialCurl
        s.top.present(curl, animated: false)
        s.device.runUntilIdle()
        curl.present(c, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Application tried to present \(c.description) from \(curl.description), which was presented with UIModalTransitionStylePartialCurl and cannot present."
        )
        curl.dismiss(animated: false)
        s.expectRecovered()
        #expect(c.presentingViewController == nil)
    }

    @Test func statement046_currentContextInAPopoverNeedsCoverVertical() {
        let device = VirtualDevice(model: .iPadPro11)
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let inner = UIViewController()
        let popover = UINavigationController(rootViewController: inner)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        popover.popoverPresentationController?.sourceRect = CGRect(x: 300, y: 200, width: 40, height: 40)
        root.present(popover, animated: false)
        device.runUntilIdle()
        let flip = UIViewController()
        flip.modalPresentationStyle = .currentContext
        flip.modalTransitionStyle = .flipHorizontal
        inner.present(flip, animated: true)
        #expect(
            device.diagnostics.last
                == "Application tried to present \(flip.description) in the current context of a popover with a transition style other than UIModalTransitionStyleCoverVertical."
        )
        #expect(device.runUntilIdle())
        #expect(flip.presentingViewController == nil && popover.presentedViewController == nil)
        #expect(inner.view.window === device.window)
        let probe = UIViewController()
        inner.present(probe, animated: true)
        #expect(device.runUntilIdle())
        #expect(probe.view.window === device.window)
        probe.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(probe.presentingViewController == nil)
        popover.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(root.presentedViewController == nil && root.view.window === device.window)
    }
}
