@_spi(Testing) import UIKit
import UIKitHost

extension FuzzWorld {
    func applyContainerOperation(_ op: Operation) {
        switch op {
        case .selectTab(let i):
            guard let tabs, let count = tabs.viewControllers?.count, count > 0 else { return }
            tabs.selectedIndex = i % count
        case .tapTab(let i):
            // The bar's own items: with the More tab, fewer than the tabs.
            guard let tabs, let count = tabs.tabBar.items?.count, count > 0, tabs.isViewLoaded else { return }
            let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
            let x = bar.minX + bar.width * (CGFloat(i % count) + 0.5) / CGFloat(count)
            device.tap(at: CGPoint(x: x, y: bar.minY + 20))
        case .setTabs(let count, let animated):
            tabs?.setViewControllers(makeTabs(count), animated: animated)
        case .tabAnimator(let on):
            tabDelegate.animates = on
        case .showColumn(let secondary):
            split?.show(secondary ? .secondary : .primary)
        case .hideColumn(let secondary):
            split?.hide(secondary ? .secondary : .primary)
        case .displayMode(let m):
            let modes: [UISplitViewController.DisplayMode] = [
                .automatic, .oneBesideSecondary, .oneOverSecondary, .secondaryOnly,
            ]
            split?.preferredDisplayMode = modes[m % modes.count]
        case .showDetail:
            guard let split, let primary = split.viewController(for: .primary) else { return }
            let detail = make("d")
            primary.showDetailViewController(UINavigationController(rootViewController: detail), sender: nil)
        case .setPage(let forward, let animated):
            guard let pager, let current = pager.viewControllers?.first,
                let index = pageSource.pages.firstIndex(where: { $0 === current })
            else { return }
            let done = completion()
            let next = (index + (forward ? 1 : pageSource.pages.count - 1)) % pageSource.pages.count
            pager.setViewControllers(
                [pageSource.pages[next]], direction: forward ? .forward : .reverse, animated: animated,
                completion: { _ in done() })
        case .swipePage(let forward):
            guard let pager, pager.isViewLoaded, pager.view.window != nil else { return }
            let y = pager.view.convert(pager.view.bounds, to: nil).midY
            let (from, to) =
                forward ? (CGPoint(x: 330, y: y), CGPoint(x: 60, y: y)) : (CGPoint(x: 60, y: y), CGPoint(x: 330, y: y))
            device.pan(from: from, to: to, duration: 0.25)
        case .presentAlert(let from, let actionSheet, let actions):
            let c = chain
            let presenter = c[from % c.count]
            let alert = UIAlertController(
                title: "Alert", message: nil, preferredStyle: actionSheet ? .actionSheet : .alert)
            alert.title = "alert\(tracked.count)"
            for i in 0..<actions {
                alert.addAction(UIAlertAction(title: "A\(i)", style: i == 2 ? .cancel : .default) { _ in })
            }
            if actionSheet {
                alert.popoverPresentationController?.sourceView = presenter.view
                alert.popoverPresentationController?.sourceRect = CGRect(x: 40, y: 120, width: 20, height: 20)
            }
            track(alert)
            presenter.present(alert, animated: true, completion: completion())
        case .tapAlertAction(let i):
            guard let alert = chain.last as? UIAlertController, alert.isViewLoaded else { return }
            let buttons = controls(in: alert.view)
            guard !buttons.isEmpty else { return }
            let button = buttons[i % buttons.count]
            device.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        case .interactive(let presenting, let percent, let finish):
            interactive(presenting: presenting, percent: percent, finish: finish)
        case .tapOutside:
            device.tap(at: CGPoint(x: device.window.bounds.midX, y: 30))
        default:
            break
        }
    }

    private func controls(in view: UIView) -> [UIControl] {
        (view as? UIControl).map { [$0] } ?? view.subviews.flatMap { controls(in: $0) }
    }

    /// A percent-driven custom presentation (or dismissal of the top custom presentation),
    /// scrubbed to `percent` and then finished or cancelled, as an app's pan handler does.
    private func interactive(presenting: Bool, percent: Int, finish: Bool) {
        let driver = UIPercentDrivenInteractiveTransition()
        customDelegate.nextInteractor = driver
        defer { customDelegate.nextInteractor = nil }
        if presenting {
            let presenter = chain.last!
            presenter.present(presentable(.custom, from: presenter), animated: true, completion: completion())
        } else {
            guard let top = chain.last, top.transitioningDelegate === customDelegate else { return }
            top.dismiss(animated: true, completion: completion())
        }
        device.advance(by: 0.016)
        driver.update(CGFloat(percent) / 100)
        device.advance(by: 0.05)
        if finish { driver.finish() } else { driver.cancel() }
    }
}
