import Testing
import UIKitTesting

@testable import UIKit

/// A phone showing a navigation controller around `top` (or another root), for the misuse
/// matrix (issue 15): each
/// misuse is checked for UIKit's console line, then `expectRecovered` checks that the hierarchy
/// is valid and that the app can still present and dismiss.
@MainActor
struct MisuseScene {
    let device = VirtualDevice()
    let top = UIViewController()
    let nav: UINavigationController

    init(root: UIViewController? = nil) {
        top.title = "top"
        nav = UINavigationController(rootViewController: top)
        device.window.rootViewController = root ?? nav
        device.runUntilIdle()
    }

    /// The presentation chain from the window's root.
    var chain: [UIViewController] {
        var list = [device.window.rootViewController!]
        while let next = list.last?.presentedViewController, !list.contains(where: { $0 === next }) {
            list.append(next)
        }
        return list
    }

    /// The console lines logged since `start` (a count of `device.diagnostics`).
    func logged(since start: Int) -> [String] { Array(device.diagnostics.dropFirst(start)) }

    /// Settles, then checks the hierarchy (links that point back, nothing mid-transition, the
    /// top of the chain on screen) and that a presentation and its dismissal from the top of
    /// the chain still run, with their completions and without a console line.
    func expectRecovered(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(device.runUntilIdle(), sourceLocation: sourceLocation)
        let chain = self.chain
        for (presenter, presented) in zip(chain, chain.dropFirst()) {
            #expect(presented.presentingViewController === presenter, sourceLocation: sourceLocation)
        }
        for vc in chain {
            #expect(!vc.isBeingPresented && !vc.isBeingDismissed, sourceLocation: sourceLocation)
            #expect(vc.transitionCoordinator == nil, sourceLocation: sourceLocation)
        }
        let front = chain.last!
        #expect(front.viewIfLoaded?.window === device.window, sourceLocation: sourceLocation)
        #expect(front.appearance.state == .appeared, sourceLocation: sourceLocation)

        let start = device.diagnostics.count
        let probe = UIViewController()
        var presented = 0
        var dismissed = 0
        front.present(probe, animated: true) { presented += 1 }
        #expect(device.runUntilIdle(), sourceLocation: sourceLocation)
        #expect(presented == 1, sourceLocation: sourceLocation)
        #expect(probe.presentingViewController === front, sourceLocation: sourceLocation)
        #expect(probe.view.window === device.window, sourceLocation: sourceLocation)
        probe.dismiss(animated: true) { dismissed += 1 }
        #expect(device.runUntilIdle(), sourceLocation: sourceLocation)
        #expect(dismissed == 1, sourceLocation: sourceLocation)
        #expect(
            probe.presentingViewController == nil && front.presentedViewController == nil,
            sourceLocation: sourceLocation)
        #expect(front.appearance.state == .appeared, sourceLocation: sourceLocation)
        #expect(logged(since: start).isEmpty, sourceLocation: sourceLocation)
    }
}
