import UIKit

/// A menu of the built-in presentation and transition styles: each row runs a segue of
/// Main.storyboard whose presentation and transition styles (or popover kind) are the row's.
@MainActor
public final class StylesViewController: MenuListViewController {
    public override var traceName: String { "Styles" }

    /// The styles on the menu, by title, as the storyboard's segues give them.
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

    /// The segue identifier of the row titled `name`: `present` and the title without spaces.
    public static func segueIdentifier(_ name: String) -> String {
        "present" + name.replacingOccurrences(of: " ", with: "")
    }

    /// The scene of Main.storyboard.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        for (name, _, _) in Self.entries {
            addRow(name) { [unowned self] in performSegue(withIdentifier: Self.segueIdentifier(name), sender: row(name))
            }
        }
    }

    /// Names the sample after the row; the segue itself set the styles.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Trace.shared.record("Styles.prepare(for: \(segue.identifier ?? "nil"))")
        let entry = Self.entries.first { Self.segueIdentifier($0.0) == segue.identifier }
        (segue.destination as? SampleModalViewController)?.name = entry?.0 ?? ""
        // The storyboard anchors the popover on the table, as Xcode requires of a manual segue;
        // point it at the tapped row instead.
        if segue.destination.modalPresentationStyle == .popover, let row = sender as? UIView,
            let popover = segue.destination.popoverPresentationController
        {
            popover.sourceView = row
            popover.sourceRect = row.bounds
        }
    }
}

/// A coloured screen to present in each style.
@MainActor
public final class SampleModalViewController: TracedViewController {
    /// The title shown, set by the presenter's `prepare(for:sender:)`.
    public internal(set) var name = ""
    public override var traceName: String { "Sample(\(name))" }

    /// The sample scene of Main.storyboard, which every sample segue presents.
    required init?(coder: NSCoder) { super.init(coder: coder) }

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

    /// The scene of Main.storyboard: the rows run its `presentFade` (over full screen) and
    /// `pushFade` (show) segues.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addRow("Present with fade") { [unowned self] in
            performSegue(withIdentifier: "presentFade", sender: row("Present with fade"))
        }
        addRow("Push with fade") { [unowned self] in
            performSegue(withIdentifier: "pushFade", sender: row("Push with fade"))
        }
    }

    /// Fades the modal through this controller as its transitioning delegate, and the push
    /// through this controller as the navigation controller's delegate.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Trace.shared.record("Fade.prepare(for: \(segue.identifier ?? "nil"))")
        guard let sample = segue.destination as? SampleModalViewController else { return }
        if segue.identifier == "presentFade" {
            sample.name = "Faded"
            sample.transitioningDelegate = self
        } else {
            sample.name = "Pushed"
            navigationController?.delegate = self
        }
    }

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
