@_spi(Testing) import UIKit
import UIKitHost

/// A half-height presentation with a slide animator, as apps write custom presentations;
/// `nextInteractor` makes the next presentation or dismissal interactive.
@MainActor
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var nextInteractor: UIPercentDrivenInteractiveTransition?
    /// Whether the next dismissal animator slides the card out by its own height, linearly,
    /// and puts it back itself when cancelled (the form of issue 31's family 1).
    var slidesByOwnHeight = false

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
        slidesByOwnHeight ? OwnHeightSlideOut() : SlideAnimator(presenting: false)
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nextInteractor }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nextInteractor }
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

/// Slides the dismissed card down by its own height, linearly; when cancelled it puts the card
/// back where it started before completing.
@MainActor
final class OwnHeightSlideOut: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let v = context.view(forKey: .from) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let start = v.frame
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { v.frame = start.offsetBy(dx: 0, dy: start.height) }
        ) { _ in
            let ok = !context.transitionWasCancelled
            if ok { v.removeFromSuperview() } else { v.frame = start }
            context.completeTransition(ok)
        }
    }
}

/// A custom presentation whose animator calls `completeTransition(_:)` twice (misuse).
@MainActor
final class DoubleCompletingDelegate: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let vc = context.viewController(forKey: .to) else { return }
        context.containerView.addSubview(vc.view)
        vc.view.frame = context.finalFrame(for: vc)
        vc.view.alpha = 0
        UIView.animate(withDuration: 0.2, animations: { vc.view.alpha = 1 }) { _ in
            context.completeTransition(true)
            context.completeTransition(true)
        }
    }
}

/// A tab bar delegate that, when `animates`, cross-fades between tabs with its own animator.
@MainActor
final class FadingTabDelegate: NSObject, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning {
    var animates = false
    /// Misuse: the animator calls `completeTransition(_:)` twice; `runs` counts its transitions.
    var completesTwice = false
    var runs = 0

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animates ? self : nil }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let from = context.viewController(forKey: .from) else {
            return
        }
        runs += 1
        let twice = completesTwice
        context.containerView.addSubview(to.view)
        to.view.frame = context.finalFrame(for: to)
        to.view.alpha = 0
        UIView.animate(withDuration: 0.25, animations: { to.view.alpha = 1 }) { _ in
            to.view.alpha = 1
            if !context.transitionWasCancelled { from.view.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
            if twice { context.completeTransition(!context.transitionWasCancelled) }
        }
    }
}

/// Four pages in a ring for the page view controller.
@MainActor
final class PageSource: NSObject, UIPageViewControllerDataSource {
    var pages: [UIViewController] = []

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

/// A navigation delegate whose cross-fade animator calls `completeTransition(_:)` twice
/// (misuse) for every push and pop; `runs` counts the transitions it animated.
@MainActor
final class DoubleCompletingNavigationDelegate: NSObject, UINavigationControllerDelegate,
    UIViewControllerAnimatedTransitioning
{
    var runs = 0

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        runs += 1
        guard let to = context.viewController(forKey: .to), let from = context.viewController(forKey: .from) else {
            context.completeTransition(true)
            context.completeTransition(true)
            return
        }
        context.containerView.addSubview(to.view)
        to.view.frame = context.finalFrame(for: to)
        to.view.alpha = 0
        UIView.animate(withDuration: 0.2, animations: { to.view.alpha = 1 }) { _ in
            to.view.alpha = 1
            let completed = !context.transitionWasCancelled
            if completed { from.view.removeFromSuperview() }
            context.completeTransition(completed)
            context.completeTransition(completed)
        }
    }
}

/// A navigation delegate as apps write one for a custom pop gesture: a `UIView.animate` push
/// and pop animator, and `nextInteractor` (when set) to drive the next pop.
@MainActor
final class SlidingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var nextInteractor: UIPercentDrivenInteractiveTransition?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { NavigationSlide(push: operation == .push) }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nextInteractor }
}

/// Slides the pushed view in over the stack, or the popped one off the revealed one; on
/// cancel it puts the moved view back and leaves the rest to the navigation controller.
@MainActor
final class NavigationSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let push: Bool
    init(push: Bool) { self.push = push }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let fromView = context.view(forKey: .from),
            let to = context.viewController(forKey: .to)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        let width = context.containerView.bounds.width
        let final = context.finalFrame(for: to)
        let start = fromView.frame
        if push {
            context.containerView.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        } else {
            context.containerView.insertSubview(toView, belowSubview: fromView)
            toView.frame = final
        }
        let push = self.push
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { if push { toView.frame = final } else { fromView.frame = start.offsetBy(dx: width, dy: 0) } },
            completion: { _ in
                if context.transitionWasCancelled {
                    if push { toView.frame = final.offsetBy(dx: width, dy: 0) } else { fromView.frame = start }
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
