import UIKit

/// Seed 004's tab bar sample: three colour tabs that slide sideways when switched, by a tap on
/// the tab bar or by a horizontal swipe that drags the slide along with the finger.
public final class SlidingTabBarController: UITabBarController {
    /// The delegate that vends the slide and, during a swipe, its interaction controller.
    public let slideDelegate = TabSlideDelegate()

    /// The scene of Main.storyboard; the three colour tabs are made here.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        viewControllers = Swatch.all.prefix(3).map { swatch in
            let page = SwatchViewController(swatch)
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .done, target: self, action: SlidingTabBarController.done)
            let navigation = UINavigationController(rootViewController: page)
            navigation.tabBarItem = UITabBarItem(title: swatch.name, image: nil, tag: 0)
            return navigation
        }
        delegate = slideDelegate
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SlidingTabBarController.swipe))
    }

    func done(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    /// Starts a switch to the neighbouring tab as the swipe begins and lets the finger drive it;
    /// lifting past 40 % of the width (or flicking) finishes it, else it slides back.
    func swipe(_ pan: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let dx = pan.translation(in: view).x
        switch pan.state {
        case .began:
            let target = selectedIndex + (pan.velocity(in: view).x < 0 || dx < 0 ? 1 : -1)
            guard (0..<(viewControllers?.count ?? 0)).contains(target) else { return }
            slideDelegate.interactor = UIPercentDrivenInteractiveTransition()
            selectedIndex = target
        case .changed:
            slideDelegate.interactor?.update(min(1, abs(dx) / width))
        case .ended, .cancelled:
            guard let interactor = slideDelegate.interactor else { return }
            slideDelegate.interactor = nil
            let flicked = abs(pan.velocity(in: view).x) > 800
            if pan.state == .ended && (abs(dx) / width > 0.4 || flicked) {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        default:
            break
        }
    }
}

/// The tab bar controller's delegate: a slide for every switch, interactive while a swipe runs.
public final class TabSlideDelegate: NSObject, UITabBarControllerDelegate {
    /// The interaction controller of the swipe in progress.
    var interactor: UIPercentDrivenInteractiveTransition?

    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        let from = controllers.firstIndex { $0 === fromVC } ?? 0
        let to = controllers.firstIndex { $0 === toVC } ?? 0
        Trace.shared.record("Tabs.animationController(\(from) → \(to))")
        return TabSlideAnimator(forward: to > from)
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

/// Slides the new tab in from the side it sits on while the old one leaves by the other.
public final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let forward: Bool

    init(forward: Bool) { self.forward = forward }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    public func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
            let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
        else { return context.completeTransition(false) }
        let start = context.initialFrame(for: fromVC), end = context.finalFrame(for: toVC)
        let shift = (forward ? 1 : -1) * end.width
        toView.frame = end.offsetBy(dx: shift, dy: 0)
        context.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: context),
            animations: {
                fromView.frame = start.offsetBy(dx: -shift, dy: 0)
                toView.frame = end
            },
            completion: { _ in
                // Either way the old tab's view goes back where it belongs for its next showing.
                fromView.frame = start
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
