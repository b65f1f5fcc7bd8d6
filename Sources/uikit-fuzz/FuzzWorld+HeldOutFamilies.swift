@_spi(Testing) import UIKit
import UIKitHost

/// The operations issue 31's held-out checks needed that the random sequences did not make:
/// a rotation before an interactive dismissal, More-tab selections and column-style
/// `setViewController(_:for:)`, each with the outcome UIKit documents checked.
extension FuzzWorld {
    /// Counts the runs of one completion handler.
    private final class Runs { var count = 0 }

    func rotatedInteractiveDismissal(cover: Int, percent: Int, finish: Bool) {
        settle()
        // The card: the top custom presentation, or a new one made from rest over the top.
        if let top = chain.last, top.transitioningDelegate !== customDelegate, !(top is UIAlertController) {
            top.present(presentable(.custom, from: top), animated: false)
            settle()
        }
        guard let card = chain.last, card.transitioningDelegate === customDelegate, card.presentingViewController != nil
        else { return }
        let other = make("x")
        if cover == 2 {
            other.modalPresentationStyle = .fullScreen
            card.present(other, animated: true)
            settle()
        }
        let size = device.window.bounds.size
        device.rotate(to: CGSize(width: size.height, height: size.width))
        settle()
        if cover == 1 {
            other.modalPresentationStyle = .currentContext
            card.present(other, animated: true)
            settle()
        }
        if cover != 0 {
            other.dismiss(animated: false)
            settle()
        }
        guard chain.last === card, card.view.window === device.window, let container = card.view.superview else {
            return
        }
        // The half-height presentation controller puts the card in the container's bottom half.
        let b = container.bounds
        let half = CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
        if card.view.frame != half {
            violations.append("after rotating, \(card.title ?? "?") is at \(card.view.frame), not \(half)")
        }
        let driver = UIPercentDrivenInteractiveTransition()
        customDelegate.nextInteractor = driver
        customDelegate.slidesByOwnHeight = true
        defer {
            customDelegate.nextInteractor = nil
            customDelegate.slidesByOwnHeight = false
        }
        let runs = Runs()
        card.dismiss(animated: true) { runs.count += 1 }
        // From rest nothing refuses the dismissal: it is under way from the call on.
        let started = card.isBeingDismissed
        device.advance(by: 0.05)
        driver.update(CGFloat(percent) / 100)
        device.advance(by: 0.1)
        if started && !card.isBeingDismissed {
            violations.append("an interactive dismissal of \(card.title ?? "?") ended while the interaction held it")
        }
        if finish { driver.finish() } else { driver.cancel() }
        settle()
        guard started else { return }
        let name = card.title ?? "?"
        if finish {
            if card.presentingViewController != nil { violations.append("a finished dismissal left \(name) presented") }
            if runs.count != 1 { violations.append("a finished dismissal ran its completion \(runs.count) times") }
        } else {
            if card.presentingViewController == nil { violations.append("a cancelled dismissal dismissed \(name)") }
            if runs.count != 0 { violations.append("a cancelled dismissal ran its completion") }
            if card.view.window !== device.window || card.view.frame != half {
                violations.append("a cancelled dismissal left \(name) at \(card.view.frame), not \(half) in the window")
            }
        }
    }

    func selectMore(index: Int) {
        guard let tabs, let list = tabs.viewControllers, !list.isEmpty else { return }
        let more = tabs.moreNavigationController
        if list.contains(where: { $0 === more }) {
            violations.append("the More navigation controller is one of the tab bar controller's viewControllers")
        }
        if tabs.customizableViewControllers.map({ $0.count != list.count || zip($0, list).contains { $0 !== $1 } })
            ?? true
        {
            violations.append("customizableViewControllers is not every tab")
        }
        // A phone's bar holds five items: more tabs than that put the fifth and later in More.
        let overflows = list.count > 5
        // A selection made while a tab switch runs is ignored (TransitionKind.swift's policy).
        guard tabs.transitionCoordinator == nil else { return }
        if index >= 7 {
            guard overflows else { return }
            tabs.selectedViewController = more
            if tabs.selectedIndex != NSNotFound || tabs.selectedViewController !== more {
                violations.append("selecting More reported index \(tabs.selectedIndex)")
            }
            return
        }
        guard list.indices.contains(index) else { return }
        let tab = list[index]
        tabs.selectedIndex = index
        if tabs.selectedIndex != index || tabs.selectedViewController !== tab {
            violations.append("selecting tab \(index) reported index \(tabs.selectedIndex)")
        }
        guard overflows, index >= 4 else { return }
        pendingChecks.append { [weak tabs, weak tab, weak more] in
            guard let tabs, let tab, let more, tabs.selectedViewController === tab, tab.isViewLoaded else { return nil }
            return tab.view.isDescendant(of: more.view)
                ? nil : "\(tab.title ?? "?"), selected past the fourth tab, is not shown inside More"
        }
    }

    func setColumn(secondary: Bool) {
        guard let split, split.style != .unspecified else { return }
        let column: UISplitViewController.Column = secondary ? .secondary : .primary
        let vc = make("col")
        split.setViewController(vc, for: column)
        if split.viewController(for: column) !== vc {
            violations.append("viewController(for: \(column)) is not the controller set for it")
        }
    }
}
