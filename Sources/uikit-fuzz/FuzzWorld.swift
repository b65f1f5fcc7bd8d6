@_spi(Testing) import UIKit
import UIKitHost

/// One run of a sequence: a device whose window shows one of a few app shapes, every
/// controller the run makes, and what went wrong.
@MainActor
final class FuzzWorld {
    /// The app shapes: a navigation stack on a phone; tabs of navigation stacks on a phone; a
    /// two-column split on a Pro Max phone or an iPad (rotation collapses and expands it); a
    /// navigation stack whose root is a scrolling page view controller.
    enum App: CaseIterable {
        case navigation, tabs, splitPhone, splitPad, pages
    }

    let app: App
    let device: VirtualDevice
    let root: UIViewController
    /// Every controller the run made, held strongly by the fuzzer until `releaseReferences`
    /// drops its references, after which only UIKit keeps them alive.
    var tracked: [Tracked] = []
    /// The live controllers the run made, in the order it made them.
    var controllers: [UIViewController] { tracked.compactMap(\.object) }
    var violations: [String] = []
    /// Outcomes of misuse that show only once the device settles.
    var pendingChecks: [() -> String?] = []
    private var completionRuns: [Int: Int] = [:]
    private var nextCompletion = 0
    private var counter = 0
    let customDelegate = HalfSheetTransitioningDelegate()
    let tabDelegate = FadingTabDelegate()
    /// Per run, not a static: a process-long object would show as a leak under LeakSanitizer.
    let doubleCompletingDelegate = DoubleCompletingDelegate()
    let pageSource = PageSource()
    let navigationDelegate = SlidingNavigationDelegate()
    var lastWasSettle = true
    private var diagnosticsSeen = 0

    init(app: App) {
        self.app = app
        switch app {
        case .navigation, .tabs: device = VirtualDevice()
        case .splitPhone: device = VirtualDevice(model: .iPhoneProMax)
        case .splitPad: device = VirtualDevice(model: .iPadPro11, landscape: true)
        case .pages: device = VirtualDevice()
        }
        switch app {
        case .navigation:
            root = UINavigationController()
        case .tabs:
            root = UITabBarController()
        case .splitPhone, .splitPad:
            root = UISplitViewController(style: .doubleColumn)
        case .pages:
            root = UINavigationController()
        }
        root.title = "root"
        track(root)
        switch root {
        case let tabs as UITabBarController:
            tabs.delegate = tabDelegate
            tabs.setViewControllers(makeTabs(3), animated: false)
        case let split as UISplitViewController:
            split.setViewController(make("pri"), for: .primary)
            split.setViewController(make("sec"), for: .secondary)
        case let nav as UINavigationController where app == .pages:
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.title = "pager"
            track(pager)
            pageSource.pages = (0..<4).map { _ in make("pg") }
            pager.dataSource = pageSource
            pager.setViewControllers([pageSource.pages[0]], direction: .forward, animated: false)
            nav.setViewControllers([pager], animated: false)
        case let nav as UINavigationController:
            nav.setViewControllers([make("n")], animated: false)
        default: break
        }
        device.window.rootViewController = root
        settle()
    }

    func track(_ vc: UIViewController) {
        tracked.append(Tracked(vc))
    }

    func make(_ prefix: String) -> UIViewController {
        counter += 1
        let vc = UIViewController()
        vc.title = "\(prefix)\(counter)"
        track(vc)
        return vc
    }

    func makeTabs(_ count: Int) -> [UIViewController] {
        (0..<count).map { i in
            if i == 2 { return make("t") }
            let nav = UINavigationController(rootViewController: make("t"))
            counter += 1
            nav.title = "tnav\(counter)"
            track(nav)
            return nav
        }
    }

    /// The presentation chain from the window's root: the root, then each presented controller.
    var chain: [UIViewController] {
        var list: [UIViewController] = [root]
        while let next = list.last?.presentedViewController, !list.contains(where: { $0 === next }) {
            list.append(next)
        }
        return list
    }

    /// The navigation controller that push and pop operations use: the root's, the selected
    /// tab's, or the split's collapsed primary or expanded secondary.
    var nav: UINavigationController? {
        switch root {
        case let nav as UINavigationController: return nav
        case let tabs as UITabBarController: return tabs.selectedViewController as? UINavigationController
        case let split as UISplitViewController:
            // A column answers with the controller set for it, inside the navigation controller
            // the split made, or with a navigation controller put there as it is.
            let column = split.viewController(for: split.isCollapsed ? .primary : .secondary)
            return column as? UINavigationController ?? column?.navigationController
        default: return nil
        }
    }

    var tabs: UITabBarController? { root as? UITabBarController }
    var split: UISplitViewController? { root as? UISplitViewController }
    var pager: UIPageViewController? { controllers.lazy.compactMap { $0 as? UIPageViewController }.first }

    /// The controller a container shows at the front, followed down to a plain controller and
    /// over what that controller presented in its own context.
    func leaf(of vc: UIViewController) -> UIViewController {
        let front = containedLeaf(of: vc)
        // A controller between the front and `vc` may present over its own context.
        var p: UIViewController? = front
        while let c = p, c !== vc {
            if let over = c.presentedViewController, over.presentingViewController === c { return leaf(of: over) }
            p = c.parent
        }
        return front
    }

    private func containedLeaf(of vc: UIViewController) -> UIViewController {
        switch vc {
        case let nav as UINavigationController: nav.topViewController.map(leaf(of:)) ?? nav
        case let tabs as UITabBarController: tabs.selectedViewController.map(leaf(of:)) ?? tabs
        case let split as UISplitViewController:
            (split.isCollapsed
                ? split.visibleColumnControllers.first
                : split.viewController(for: .secondary).map { $0.navigationController ?? $0 })
                .map(leaf(of:)) ?? split
        case let pager as UIPageViewController: pager.viewControllers?.first ?? pager
        default: vc
        }
    }

    /// Controllers whose views are in the window now (candidates for children).
    var visible: [UIViewController] {
        let front = leaf(of: root)
        return controllers.filter {
            $0.isViewLoaded && $0.view.window != nil && $0.parent == nil && !($0 is UIAlertController) || $0 === front
        }
    }

    func completion() -> () -> Void {
        nextCompletion += 1
        let id = nextCompletion
        completionRuns[id] = 0
        return { [weak self] in
            guard let self else { return }
            self.completionRuns[id, default: 0] += 1
            if self.completionRuns[id]! > 1 {
                self.violations.append("a completion handler ran \(self.completionRuns[id]!) times")
            }
        }
    }

    /// The console lines logged since `start`.
    func logged(since start: Int) -> [String] { Array(device.diagnostics.dropFirst(start)) }

    /// Adds a violation unless a line logged since `start` contains `text`.
    func expectLog(_ text: String, since start: Int, for misuse: Operation.Misuse) {
        let lines = logged(since: start)
        if !lines.contains(where: { $0.contains(text) }) {
            violations.append("misuse .\(misuse) logged \(lines) instead of “\(text)”")
        }
    }

    func apply(_ op: Operation) {
        switch op {
        case .present(let from, let style, let animated):
            let c = chain
            let presenter = c[from % c.count]
            presenter.present(presentable(style, from: presenter), animated: animated, completion: completion())
        case .dismiss(let from, let animated):
            let c = chain
            c[from % c.count].dismiss(animated: animated, completion: completion())
        case .push(let animated):
            nav?.pushViewController(make("n"), animated: animated)
        case .pop(let animated):
            nav?.popViewController(animated: animated)
        case .popToRoot(let animated):
            nav?.popToRootViewController(animated: animated)
        case .setViewControllers(let count, let animated):
            guard let nav, app != .pages else { return }
            nav.setViewControllers((0..<count).map { _ in make("s") }, animated: animated)
        case .setNavigationBarHidden(let hidden, let animated):
            nav?.setNavigationBarHidden(hidden, animated: animated)
        case .addChild(let to):
            let hosts = visible
            guard !hosts.isEmpty else { return }
            let parent = hosts[to % hosts.count]
            let child = make("c")
            parent.addChild(child)
            child.view.frame = CGRect(x: 10, y: 100, width: 100, height: 100)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        case .removeChild(let from):
            let withChildren = controllers.filter { vc in
                vc.children.contains { $0.title?.hasPrefix("c") == true }
            }
            guard !withChildren.isEmpty else { return }
            let child = withChildren[from % withChildren.count].children.last { $0.title?.hasPrefix("c") == true }!
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        case .rotate:
            let size = device.window.bounds.size
            device.rotate(to: CGSize(width: size.height, height: size.width))
        case .edgeSwipe(let distance, let duration):
            edgeSwipe(distance: distance, duration: duration)
        case .selectTab, .tapTab, .setTabs, .tabAnimator, .showColumn, .hideColumn, .displayMode, .showDetail,
            .setPage, .swipePage, .presentAlert, .tapAlertAction, .interactive, .tapOutside:
            applyContainerOperation(op)
        case .fingerDown(let edge): fingerDown(edge: edge)
        case .fingerMove(let dx, let dy): fingerMove(dx: dx, dy: dy)
        case .fingerUp(let cancelled): fingerUp(cancelled: cancelled)
        case .keyboard(let show): keyboard(show: show)
        case .alertOverSheet(let animated, let gap): alertOverSheet(animated: animated, gap: gap)
        case .releaseReferences: releaseReferences()
        case .definesContext(let index):
            guard let nav, !nav.viewControllers.isEmpty else { return }
            nav.viewControllers[index % nav.viewControllers.count].definesPresentationContext = true
        case .fullScreenChain(let count):
            for _ in 0..<count {
                let top = chain.last!
                let next = make("f")
                next.modalPresentationStyle = .fullScreen
                top.present(next, animated: false)
                device.runUntilIdle()
            }
        case .interactivePop(let percent, let finish):
            interactivePop(percent: percent, finish: finish)
        case .presentFromStack(let index, let style, let animated):
            presentFromStack(index: index, style: style, animated: animated)
        case .rotatedInteractiveDismissal(let cover, let percent, let finish):
            rotatedInteractiveDismissal(cover: cover, percent: percent, finish: finish)
        case .selectMore(let index):
            selectMore(index: index)
        case .setColumn(let secondary):
            setColumn(secondary: secondary)
        case .misuse(let misuse):
            apply(misuse)
        case .advance(let ms):
            device.advance(by: Double(ms) / 1000)
        case .settle:
            settle()
        }
        lastWasSettle = op == .settle
        for line in device.diagnostics.dropFirst(diagnosticsSeen) where line.hasPrefix("Unbalanced calls") {
            violations.append("logged: \(line)")
        }
        diagnosticsSeen = device.diagnostics.count
    }

    func presentable(_ style: Operation.Style, from presenter: UIViewController) -> UIViewController {
        let vc = make("p")
        switch style {
        case .fullScreen: vc.modalPresentationStyle = .fullScreen
        case .pageSheet: vc.modalPresentationStyle = .pageSheet
        case .formSheet: vc.modalPresentationStyle = .formSheet
        case .overFullScreen: vc.modalPresentationStyle = .overFullScreen
        case .currentContext: vc.modalPresentationStyle = .currentContext
        case .overCurrentContext: vc.modalPresentationStyle = .overCurrentContext
        case .popover:
            vc.modalPresentationStyle = .popover
            vc.popoverPresentationController?.sourceView = presenter.view
            vc.popoverPresentationController?.sourceRect = CGRect(x: 40, y: 120, width: 20, height: 20)
        case .custom:
            vc.modalPresentationStyle = .custom
            vc.transitioningDelegate = customDelegate
        }
        return vc
    }

    private func edgeSwipe(distance: Int, duration: Int) {
        // From rest, a full quick swipe over an uncovered stack pops exactly one controller.
        let nav = self.nav
        let uncovered = nav.map { leaf(of: root) === $0.topViewController } ?? false
        let expectsPop =
            lastWasSettle && device.liveTouchLocations.isEmpty && distance >= 330 && duration <= 3
            && (nav?.viewControllers.count ?? 0) >= 2
            && root.presentedViewController == nil && uncovered && split?.isCollapsed != false
            // A finger that lands on the keyboard (landscape: it covers the edge's middle) is
            // the keyboard's, as on iOS, so it cannot start the pop.
            && !device.keyboardFrame.contains(CGPoint(x: device.window.bounds.minX + 2, y: device.window.bounds.midY))
        let before = nav?.viewControllers.count ?? 0
        device.edgePan(from: .left, distance: CGFloat(distance), duration: Double(duration) / 10)
        if expectsPop, let nav {
            settle()
            if nav.viewControllers.count != before - 1 {
                violations.append(
                    "a full edge swipe from rest left \(nav.viewControllers.count) of \(before) controllers")
            }
        }
    }
}
