@_spi(Testing) import UIKit
import UIKitHost

extension FuzzWorld {
    /// Makes a call UIKit refuses and checks UIKit's outcome: its console line, and nothing
    /// changed.
    func apply(_ misuse: Operation.Misuse) {
        let start = device.diagnostics.count
        switch misuse {
        case .presentPresented:
            let c = chain
            guard c.count > 1, let presented = c.last, let by = presented.presentingViewController else { return }
            c[0].present(presented, animated: true, completion: completion())
            expectLog("that is already being presented by", since: start, for: misuse)
            if presented.presentingViewController !== by {
                violations.append("misuse .\(misuse) moved \(presented.title ?? "?") to another presenter")
            }
        case .presentDuringTransition:
            let presenter = chain.last!
            guard !(presenter is UIAlertController) else { return }
            let first = presentable(.fullScreen, from: presenter)
            presenter.present(first, animated: true, completion: completion())
            guard first.presentingViewController != nil, first.isBeingPresented else { return }
            let second = presentable(.pageSheet, from: presenter)
            presenter.present(second, animated: true, completion: completion())
            expectLog("while a presentation is in progress", since: start, for: misuse)
            if second.presentingViewController != nil {
                violations.append("misuse .\(misuse) presented the second controller")
            }
        case .dismissNothing:
            guard chain.count == 1 else { return }
            root.dismiss(animated: true, completion: nil)
            let lines = logged(since: start)
            if !lines.isEmpty { violations.append("misuse .\(misuse) logged \(lines)") }
            if chain.count != 1 || root.isBeingDismissed {
                violations.append("misuse .\(misuse) changed the presentation chain")
            }
        case .presentFromDetached:
            let loose = make("loose")
            let presented = make("p")
            loose.present(presented, animated: true, completion: completion())
            expectLog("whose view is not in the window hierarchy!", since: start, for: misuse)
            if presented.presentingViewController != nil || loose.presentedViewController != nil {
                violations.append("misuse .\(misuse) presented from a controller not in a window")
            }
        case .pushExisting:
            guard let nav, let first = nav.viewControllers.first else { return }
            let stack = nav.viewControllers
            nav.pushViewController(first, animated: true)
            expectLog("Pushing the same view controller instance", since: start, for: misuse)
            if nav.viewControllers != stack { violations.append("misuse .\(misuse) changed the stack") }
        case .pushNavigationController:
            guard let nav else { return }
            let stack = nav.viewControllers
            let pushed = UINavigationController(rootViewController: make("inner"))
            pushed.title = "pushednav\(tracked.count)"
            track(pushed)
            nav.pushViewController(pushed, animated: true)
            expectLog("Pushing a navigation controller is not supported", since: start, for: misuse)
            if nav.viewControllers != stack || pushed.parent != nil {
                violations.append("misuse .\(misuse) changed the stack")
            }
        case .removeChildMidTransition:
            guard let nav, let top = nav.topViewController, top.isViewLoaded else { return }
            let child = make("c")
            top.addChild(child)
            top.view.addSubview(child.view)
            child.didMove(toParent: top)
            nav.pushViewController(make("n"), animated: true)
            device.advance(by: 0.05)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            if child.parent != nil || child.view.window != nil {
                violations.append("misuse .\(misuse) left the child in place")
            }
        case .completeTwice:
            let presenter = chain.last!
            let vc = make("p")
            vc.modalPresentationStyle = .custom
            vc.transitioningDelegate = doubleCompletingDelegate
            presenter.present(vc, animated: true, completion: completion())
            guard vc.presentingViewController != nil else { return }
            pendingChecks.append { [weak self, weak vc] in
                guard let self, vc != nil else { return nil }
                let lines = self.logged(since: start)
                if !lines.contains(where: { $0.contains("was called more than once") }) {
                    return "misuse .\(misuse) logged \(lines) instead of the second completeTransition's line"
                }
                return nil
            }
        case .completeTwicePush, .completeTwicePop:
            guard let nav, nav.delegate == nil, app != .splitPad, app != .splitPhone else { return }
            let delegate = DoubleCompletingNavigationDelegate()
            nav.delegate = delegate
            if misuse == .completeTwicePush {
                nav.pushViewController(make("n"), animated: true)
            } else {
                nav.popViewController(animated: true)
            }
            expectDoubleCompletionLine(since: start, for: misuse) { [weak nav] in
                // The delegate lives until the check; the navigation controller stops asking it.
                if nav?.delegate === delegate { nav?.delegate = nil }
                return delegate.runs
            }
        case .completeTwiceTab:
            guard let tabs, let count = tabs.viewControllers?.count, count > 1 else { return }
            let runs = tabDelegate.runs
            tabDelegate.animates = true
            tabDelegate.completesTwice = true
            tabs.selectedIndex = (tabs.selectedIndex + 1) % count
            expectDoubleCompletionLine(since: start, for: misuse) { [tabDelegate] in
                tabDelegate.completesTwice = false
                return tabDelegate.runs - runs
            }
        }
    }
}

extension FuzzWorld {
    /// At the next settle: when the double-completing animator ran (`runs` > 0), the second
    /// `completeTransition(_:)` logged UIKit's line.
    func expectDoubleCompletionLine(since start: Int, for misuse: Operation.Misuse, runs: @escaping () -> Int) {
        pendingChecks.append { [weak self] in
            guard let self, runs() > 0 else { return nil }
            if !self.logged(since: start).contains(where: { $0.contains("was called more than once") }) {
                return "misuse .\(misuse): the second completeTransition(_:) logged nothing"
            }
            return nil
        }
    }
}
