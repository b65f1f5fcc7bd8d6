import UIKit

/// Zooms the tapped picture from its cell to the whole screen and back: one animator for both
/// directions, chosen by `presenting` (the seed tutorial's custom transition).
@MainActor
public final class ZoomAnimator: UIViewControllerAnimatedTransitioning {
    public var presenting = true
    public var duration: TimeInterval = 0.6
    /// The zooming picture while the transition runs.
    public private(set) weak var zoomingView: UIView?
    weak var gallery: GalleryViewController?

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let gallery, let path = gallery.selectedIndexPath else { return ctx.completeTransition(true) }
        let container = ctx.containerView
        let cellFrame = gallery.cellFrame(at: path, in: container)
        let pictureFrame = Self.aspectFitRect(for: gallery.images[path.item].size, in: container.bounds)
        if presenting {
            let toVC = ctx.viewController(forKey: .to) as! ImageViewController
            // The picture as the cell shows it now, as zoom transitions in the wild take it.
            let cell = gallery.collectionView.cellForItem(at: path) as? ImageCell
            guard let zoom = cell?.imageView.snapshotView(afterScreenUpdates: false) else {
                return ctx.completeTransition(true)
            }
            zoomingView = zoom
            toVC.view.alpha = 0
            // The storyboard's view keeps the canvas's size until placed.
            toVC.view.frame = ctx.finalFrame(for: toVC)
            container.addSubview(toVC.view)
            zoom.frame = cellFrame
            container.addSubview(zoom)
            UIView.animate(withDuration: duration, animations: { zoom.frame = pictureFrame }) { _ in
                toVC.view.alpha = 1
                zoom.removeFromSuperview()
                toVC.showCloseButton()
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else {
            let fromVC = ctx.viewController(forKey: .from) as! ImageViewController
            let toVC = ctx.viewController(forKey: .to)!
            // Only the picture's part of the full-screen viewer zooms back into the cell.
            guard
                let zoom = fromVC.view.resizableSnapshotView(
                    from: pictureFrame, afterScreenUpdates: false, withCapInsets: .zero)
            else { return ctx.completeTransition(true) }
            zoomingView = zoom
            toVC.view.frame = container.bounds
            container.insertSubview(toVC.view, at: 0)
            toVC.view.layoutIfNeeded()
            zoom.frame = pictureFrame
            container.addSubview(zoom)
            fromVC.view.alpha = 0
            UIView.animate(withDuration: duration, animations: { zoom.frame = cellFrame }) { _ in
                let success = !ctx.transitionWasCancelled
                if !success { fromVC.view.alpha = 1 }
                zoom.removeFromSuperview()
                ctx.completeTransition(success)
            }
        }
    }

    /// Where an image of `size` shows when fitted, centred, into `bounds` (the viewer's
    /// `.scaleAspectFit`).
    public static func aspectFitRect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let scale = min(bounds.width / size.width, bounds.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(
            x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
            height: fitted.height)
    }
}

/// Pinching the full-screen picture in scrubs its dismissal; it finishes above 50 % and
/// cancels (restoring everything) below.
@MainActor
public final class PinchTransitionController: UIPercentDrivenInteractiveTransition {
    public weak var target: UIViewController?
    public private(set) var isPinching = false
    var shouldComplete = false
    var startScale: CGFloat = 1

    /// The pinch began: start the dismissal.
    public func began(scale: CGFloat) {
        isPinching = true
        startScale = scale
        target?.dismiss(animated: true)
    }

    /// The pinch changed: progress is how far the picture was pinched in.
    public func changed(scale: CGFloat) {
        let progress = min(max(1 - scale / startScale, 0), 1)
        shouldComplete = progress > 0.5
        update(progress)
    }

    /// The pinch ended: finish above 50 %, else cancel.
    public func ended() {
        isPinching = false
        if shouldComplete { finish() } else { cancel() }
    }

    /// The pinch was cancelled by the system.
    public func cancelled() {
        isPinching = false
        cancel()
    }

    /// The seed's gesture handler: the image viewer's pinch recognizer calls this.
    public func handleGesture(_ recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .began: began(scale: recognizer.scale)
        case .changed: changed(scale: recognizer.scale)
        case .ended: ended()
        case .cancelled, .failed: cancelled()
        default: break
        }
    }
}

/// The gallery: ten pictures in a two-column collection view inside the navigation controller;
/// a tap runs Main.storyboard's `showImage` segue with the cell as the sender.
@MainActor
public final class GalleryViewController: TracedViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout, UIViewControllerTransitioningDelegate
{
    public override var traceName: String { "Gallery" }
    /// The pictures, handed over by the menu's `prepare(for:sender:)`.
    public internal(set) var images: [UIImage] = []
    public private(set) var collectionView: UICollectionView!
    public private(set) var selectedIndexPath: IndexPath?
    public let animator = ZoomAnimator()
    public let pinch = PinchTransitionController()

    /// The scene of Main.storyboard.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        animator.gallery = self
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 2
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "image")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.contentInset.top = 0
        collectionView.frame = view.bounds.inset(
            by: UIEdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        images.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "image", for: indexPath) as! ImageCell
        cell.imageView.image = images[indexPath.item]
        return cell
    }

    public func collectionView(
        _ cv: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (cv.bounds.width - 2) / 2
        return CGSize(width: side, height: side)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showImage", sender: collectionView.cellForItem(at: indexPath))
    }

    /// The seed's hand-over to the viewer: the tapped cell's picture, the zoom's target and
    /// the pinch controller, with this gallery as the transitioning delegate.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Trace.shared.record("Gallery.prepare(for: \(segue.identifier ?? "nil"))")
        if let viewer = segue.destination as? ImageViewController, let cell = sender as? UICollectionViewCell,
            let indexPath = collectionView.indexPath(for: cell)
        {
            selectedIndexPath = indexPath
            viewer.image = images[indexPath.item]
            pinch.target = viewer
            viewer.pinch = pinch
        }
        segue.destination.transitioningDelegate = self
    }

    /// The frame of a cell in `view`'s coordinates.
    public func cellFrame(at path: IndexPath, in view: UIView) -> CGRect {
        guard let cell = collectionView.cellForItem(at: path) else { return .zero }
        return collectionView.convert(cell.frame, to: view)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        animator.presenting = false
        return animator
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        pinch.isPinching ? pinch : nil
    }
}

/// A gallery cell showing one picture.
@MainActor
public final class ImageCell: UICollectionViewCell {
    public let imageView = UIImageView()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    public required init?(coder: NSCoder) { fatalError("not used") }
}

/// One picture, full screen, with a close button that slides in after the zoom: Main.storyboard's
/// scene, its image view, close button and the button's top constraint connected as outlets
/// and the close button's tap wired to `dismiss(_:)`, as in the seed.
@MainActor
public final class ImageViewController: TracedViewController {
    public override var traceName: String { "ImageViewer" }
    /// The scene's full-screen picture view.
    public internal(set) var imageView: UIImageView!
    /// The scene's close button.
    public internal(set) var closeButton: MenuRow!
    /// The close button's top, from the safe area's top (the seed's `topConst` outlet).
    public internal(set) var topConst: NSLayoutConstraint!
    /// The picture to show, handed over by the gallery's `prepare(for:sender:)`.
    public var image: UIImage?
    weak var pinch: PinchTransitionController?

    /// The scene of Main.storyboard.
    required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        imageView.image = image
        closeButton.label.textAlignment = .center
        // The storyboard parks the button above the screen until the zoom ends, as the seed's
        // viewDidLoad does.
        if let pinch {
            view.addGestureRecognizer(
                UIPinchGestureRecognizer(target: pinch, action: PinchTransitionController.handleGesture))
        }
    }

    /// Slides the close button in by animating its top constraint, as the seed does.
    public func showCloseButton() {
        topConst.constant = 40
        UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    }

    /// The close button's action: slides the button out, then dismisses.
    @IBAction func dismiss(_ sender: Any) {
        topConst.constant = -100
        UIView.animate(
            withDuration: 0.3,
            animations: {
                self.view.layoutIfNeeded()
            }
        ) { _ in self.dismiss(animated: true) }
    }
}
