@_spi(Testing) import UIKit
import UIKitHost

/// One run of a sequence: a phone whose window's root is a navigation controller, every
/// controller the run makes, and what went wrong.
@MainActor
final class FuzzWorld {
    let device = VirtualDevice()
    let nav: UINavigationController
    private(set) var controllers: [UIViewController] = []
    private(set) var violations: [String] = []
    private var completionRuns: [Int: Int] = [:]
    private var nextCompletion = 0
    private var counter = 0
    private let customDelegate = HalfSheetTransitioningDelegate()
    private var lastWasSettle = true
    private var diagnosticsSeen = 0

    init() {
        nav = UINavigationController()
        let root = make("root")
        nav.setViewControllers([root], animated: false)
        device.window.rootViewController = nav
        controllers.append(nav)
        settle()
    }

    private func make(_ prefix: String) -> UIViewController {
        counter += 1
        let vc = UIViewController()
        vc.title = "\(prefix)\(counter)"
        controllers.append(vc)
        return vc
    }

    /// The presentation chain from the window's root: nav, then each presented controller.
    private var chain: [UIViewController] {
        var list: [UIViewController] = [nav]
        while let next = list.last?.presentedViewController, !list.contains(where: { $0 === next }) {
            list.append(next)
        }
        return list
    }

    /// Controllers whose views are in the window now (candidates for children).
    private var visible: [UIViewController] {
        controllers.filter {
            $0.isViewLoaded && $0.view.window != nil && $0.parent == nil || $0 === nav.topViewController
        }
    }

    private func completion() -> () -> Void {
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

    func apply(_ op: Operation) {
        switch op {
        case .present(let from, let style, let animated):
            let c = chain
            let presenter = c[from % c.count]
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
            presenter.present(vc, animated: animated, completion: completion())
        case .dismiss(let from, let animated):
            let c = chain
            c[from % c.count].dismiss(animated: animated, completion: completion())
        case .push(let animated):
            nav.pushViewController(make("n"), animated: animated)
        case .pop(let animated):
            nav.popViewController(animated: animated)
        case .popToRoot(let animated):
            nav.popToRootViewController(animated: animated)
        case .setViewControllers(let count, let animated):
            nav.setViewControllers((0..<count).map { _ in make("s") }, animated: animated)
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
            let withChildren = controllers.filter { !$0.children.isEmpty && !($0 is UINavigationController) }
            guard !withChildren.isEmpty else { return }
            let child = withChildren[from % withChildren.count].children.last!
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        case .rotate:
            let size = device.window.bounds.size
            device.rotate(to: CGSize(width: size.height, height: size.width))
        case .edgeSwipe(let distance, let duration):
            // From rest, a full quick swipe over an uncovered stack pops exactly one controller.
            let expectsPop =
                lastWasSettle && distance >= 330 && duration <= 3 && nav.viewControllers.count >= 2
                && nav.presentedViewController == nil
            let before = nav.viewControllers.count
            device.edgePan(from: .left, distance: CGFloat(distance), duration: Double(duration) / 10)
            if expectsPop {
                settle()
                if nav.viewControllers.count != before - 1 {
                    violations.append(
                        "a full edge swipe from rest left \(nav.viewControllers.count) of \(before) controllers")
                }
            }
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

    /// Runs until idle, then checks what must hold when nothing is moving.
    func settle() {
        guard device.runUntilIdle(limit: 30) else {
            violations.append("not idle 30 virtual seconds after the last call")
            return
        }
        let window = device.window
        for vc in controllers {
            let name = vc.title ?? "nav"
            let inWindow = vc.isViewLoaded && vc.view.window === window
            switch vc.appearance.state {
            case .appearing, .disappearing: violations.append("\(name) is left in \(vc.appearance.state)")
            case .appeared where !inWindow: violations.append("\(name) appeared but its view is not in the window")
            case .disappeared where inWindow:
                violations.append("\(name)'s view is in the window but it has not appeared")
            default: break
            }
            if vc.isBeingPresented || vc.isBeingDismissed {
                violations.append("\(name) is still being presented or dismissed")
            }
            if vc.transitionCoordinator != nil { violations.append("\(name) still has a transition coordinator") }
            // A child answers with its ancestor's presentation, as in UIKit.
            if let p = vc.presentedViewController, let presenter = p.presentingViewController,
                !sequence(first: vc, next: { $0.parent }).contains(where: { $0 === presenter })
            {
                violations.append("\(name) presents \(p.title ?? "?"), which does not point back")
            }
            if let p = vc.presentedViewController, p.presentingViewController == nil {
                violations.append("\(name) presents \(p.title ?? "?"), which has no presenter")
            }
        }
        let top = chain.last!
        let shown = top === nav ? nav.topViewController : top
        if let shown, !(shown.isViewLoaded && shown.view.window === window) {
            violations.append("\(shown.title ?? "nav") should be on screen but its view is not in the window")
        }
    }
}

/// A half-height presentation with a slide animator, as apps write custom presentations.
@MainActor
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: false)
    }
}

@MainActor
final class HalfSheetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let vc = context.viewController(forKey: presenting ? .to : .from) else { return }
        let shown = presenting ? context.finalFrame(for: vc) : context.initialFrame(for: vc)
        let hidden = shown.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        if presenting {
            context.containerView.addSubview(vc.view)
            vc.view.frame = hidden
        }
        UIView.animate(withDuration: 0.3, animations: { vc.view.frame = self.presenting ? shown : hidden }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
