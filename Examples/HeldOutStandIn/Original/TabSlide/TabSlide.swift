//
//  TabSlide.swift
//  Sliding / fading custom transitions between tab bar controller tabs, with interactive swipe.
//

import UIKit

public enum TabSlideStyle {
    case slide
    case fade
    case scale
}

final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: TabSlideStyle
    let forward: Bool
    let duration: TimeInterval

    init(style: TabSlideStyle, forward: Bool, duration: TimeInterval) {
        self.style = style
        self.forward = forward
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final
        container.addSubview(toView)

        let width = container.frame.width
        let offset = forward ? width : -width
        switch style {
        case .slide:
            toView.transform = CGAffineTransform(translationX: offset, y: 0)
        case .fade:
            toView.alpha = 0
        case .scale:
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveEaseInOut],
            animations: {
                switch self.style {
                case .slide:
                    fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
                    toView.transform = .identity
                case .fade:
                    fromView.alpha = 0
                    toView.alpha = 1
                case .scale:
                    fromView.alpha = 0
                    toView.alpha = 1
                    toView.transform = .identity
                }
            },
            completion: { _ in
                fromView.transform = .identity
                fromView.alpha = 1
                toView.transform = .identity
                toView.alpha = 1
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

open class TabSlideController: UITabBarController, UITabBarControllerDelegate {
    @IBInspectable public var transitionDuration: Double = 0.3
    public var style: TabSlideStyle = .slide
    public var isSwipeEnabled = true { didSet { swipeGesture?.isEnabled = isSwipeEnabled } }

    private var swipeGesture: UIPanGestureRecognizer?
    private var interaction: UIPercentDrivenInteractiveTransition?
    private var lastSelectedIndex = 0

    override open func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        view.addGestureRecognizer(pan)
        swipeGesture = pan
        tabBar.layer.shadowColor = UIColor.black.cgColor
        tabBar.layer.shadowOpacity = 0.08
        tabBar.layer.shadowOffset = CGSize(width: 0, height: -1)
        if #available(iOS 15.0, *) {
            let appearance = UITabBarAppearance()
            appearance.configureWithDefaultBackground()
            tabBar.standardAppearance = appearance
            tabBar.scrollEdgeAppearance = appearance
        }
    }

    override open var selectedIndex: Int {
        didSet { lastSelectedIndex = selectedIndex }
    }

    // MARK: UITabBarControllerDelegate

    public func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool {
        // Ignore taps while a transition is running so animations don't stack.
        return transitionCoordinator == nil
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        didSelect viewController: UIViewController
    ) {
        lastSelectedIndex = tabBarController.selectedIndex
        UISelectionFeedbackGenerator().selectionChanged()
        bounceIcon(at: tabBarController.selectedIndex)
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
            let fromIndex = controllers.firstIndex(of: fromVC),
            let toIndex = controllers.firstIndex(of: toVC)
        else { return nil }
        return TabSlideAnimator(style: style, forward: toIndex > fromIndex, duration: transitionDuration)
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }

    // MARK: Swipe between tabs

    @objc private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        let velocity = pan.velocity(in: view)
        let count = viewControllers?.count ?? 0
        switch pan.state {
        case .began:
            guard abs(velocity.x) > abs(velocity.y) else { return }
            let target = selectedIndex + (velocity.x < 0 ? 1 : -1)
            guard target >= 0, target < count else { return }
            interaction = UIPercentDrivenInteractiveTransition()
            selectedIndex = target
        case .changed:
            let fraction = abs(translation.x) / view.bounds.width
            interaction?.update(min(max(fraction, 0), 0.99))
        case .ended, .cancelled:
            let fraction = abs(translation.x) / view.bounds.width
            if fraction > 0.4 || abs(velocity.x) > 700 {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        default:
            break
        }
    }

    private func bounceIcon(at index: Int) {
        let buttons = tabBar.subviews.filter { String(describing: type(of: $0)) == "UITabBarButton" }
            .sorted { $0.frame.minX < $1.frame.minX }
        guard buttons.indices.contains(index) else { return }
        let icon = buttons[index].subviews.compactMap { $0 as? UIImageView }.first ?? buttons[index]
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = [1.0, 1.25, 0.9, 1.05, 1.0]
        bounce.duration = 0.4
        bounce.calculationMode = .cubic
        icon.layer.add(bounce, forKey: "bounce")
    }
}

public extension UITabBarController {
    /// Selects a tab by index with the delegate's custom animation (if any).
    func selectTab(at index: Int) {
        guard let vcs = viewControllers, vcs.indices.contains(index) else { return }
        let vc = vcs[index]
        if delegate?.tabBarController?(self, shouldSelect: vc) ?? true {
            selectedIndex = index
            delegate?.tabBarController?(self, didSelect: vc)
        }
    }

    func setBadge(_ value: Int?, at index: Int) {
        guard let item = tabBar.items?[safeIndex: index] else { return }
        item.badgeValue = value.map { $0 > 99 ? "99+" : String($0) }
        item.badgeColor = .systemRed
    }
}

extension Array {
    subscript(safeIndex index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

public extension UIViewController {
    func makeTabItem(title: String, symbol: String, tag: Int) {
        tabBarItem = UITabBarItem(
            title: title, image: UIImage(systemName: symbol),
            selectedImage: UIImage(systemName: symbol + ".fill"))
        tabBarItem.tag = tag
    }
}
