import UIKit

/// A menu of the built-in presentation and transition styles.
@MainActor
public final class StylesViewController: MenuListViewController {
    public override var traceName: String { "Styles" }

    /// The styles on the menu, by title.
    public static let entries: [(String, UIModalPresentationStyle, UIModalTransitionStyle)] = [
        ("Cover Vertical", .fullScreen, .coverVertical),
        ("Cross Dissolve", .fullScreen, .crossDissolve),
        ("Flip Horizontal", .fullScreen, .flipHorizontal),
        ("Partial Curl", .fullScreen, .partialCurl),
        ("Page Sheet", .pageSheet, .coverVertical),
        ("Form Sheet", .formSheet, .coverVertical),
        ("Over Full Screen", .overFullScreen, .crossDissolve),
        ("Popover", .popover, .coverVertical),
    ]

    public override init() {
        super.init()
        title = "Modal Styles"
        for (name, style, transition) in Self.entries {
            addRow(name) { [unowned self] in presentSample(name, style, transition) }
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func presentSample(_ name: String, _ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle) {
        let sample = SampleModalViewController(name: name)
        sample.modalPresentationStyle = style
        sample.modalTransitionStyle = transition
        if style == .popover {
            sample.popoverPresentationController?.sourceView = row(name)
            sample.popoverPresentationController?.sourceRect = row(name)?.bounds ?? .zero
        }
        present(sample, animated: true)
    }
}

/// A coloured screen to present in each style.
@MainActor
public final class SampleModalViewController: TracedViewController {
    let name: String
    public override var traceName: String { "Sample(\(name))" }

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 350, height: 40))
        label.text = name
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = .white
        view.addSubview(label)
    }
}

/// The seed's fade animators: the presented view fades in; the dismissed one fades out.
@MainActor
public final class FadeOutAnimator: UIViewControllerAnimatedTransitioning {
    public init() {}
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }
    public func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
        ctx.containerView.addSubview(toView)
        toView.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        toView.alpha = 0
        UIView.animate(withDuration: 0.35, animations: { toView.alpha = 1 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

/// The seed's fade-in animator (used for dismissals and pops: the leaving view fades away).
@MainActor
public final class FadeInAnimator: UIViewControllerAnimatedTransitioning {
    public init() {}
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }
    public func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from) else { return ctx.completeTransition(true) }
        if let toView = ctx.view(forKey: .to) {
            ctx.containerView.insertSubview(toView, at: 0)
            toView.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        }
        ctx.containerView.addSubview(fromView)
        fromView.alpha = 1
        UIView.animate(withDuration: 0.35, animations: { fromView.alpha = 0 }) { _ in
            fromView.removeFromSuperview()
            fromView.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

/// Modal fades through a transitioning delegate, and a navigation delegate that fades pushes
/// and pops (seed 003).
@MainActor
public final class FadeViewController: MenuListViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    public override var traceName: String { "Fade" }

    public override init() {
        super.init()
        title = "Fade Animators"
        addRow("Present with fade") { [unowned self] in
            let sample = SampleModalViewController(name: "Faded")
            sample.modalPresentationStyle = .overFullScreen
            sample.transitioningDelegate = self
            present(sample, animated: true)
        }
        addRow("Push with fade") { [unowned self] in
            navigationController?.delegate = self
            navigationController?.pushViewController(SampleModalViewController(name: "Pushed"), animated: true)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { FadeOutAnimator() }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        FadeInAnimator()
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? FadeOutAnimator() : FadeInAnimator()
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        // Leave the fade to this screen only.
        if viewController === self { navigationController.delegate = nil }
    }
}
