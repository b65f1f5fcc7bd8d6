//
//  PhotoZoomBrowser.swift
//  A full-screen photo viewer with pinch/double-tap zoom and a zoom-from-thumbnail transition.
//

import UIKit

public final class ZoomingPhotoView: UIScrollView, UIScrollViewDelegate {
    public let imageView = UIImageView()
    public var image: UIImage? {
        didSet {
            imageView.image = image
            configureForImage()
        }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        decelerationRate = .fast
        contentInsetAdjustmentBehavior = .never
        bouncesZoom = true
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        addSubview(imageView)
        let doubleTap = UITapGestureRecognizer(target: self, action: ZoomingPhotoView.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var lastBoundsSize: CGSize = .zero

    override public func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != lastBoundsSize {
            lastBoundsSize = bounds.size
            configureForImage()
        }
        centerImage()
    }

    private func configureForImage() {
        guard let size = image?.size, size.width > 0, size.height > 0, bounds.width > 0 else { return }
        zoomScale = 1
        imageView.frame = CGRect(origin: .zero, size: size)
        contentSize = size
        let fit = min(bounds.width / size.width, bounds.height / size.height)
        minimumZoomScale = fit
        maximumZoomScale = max(fit * 4, 1 / UIScreen.main.scale)
        zoomScale = fit
        centerImage()
    }

    private func centerImage() {
        var frame = imageView.frame
        frame.origin.x = frame.width < bounds.width ? (bounds.width - frame.width) / 2 : 0
        frame.origin.y = frame.height < bounds.height ? (bounds.height - frame.height) / 2 : 0
        imageView.frame = frame
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    public func scrollViewDidZoom(_ scrollView: UIScrollView) { centerImage() }

    private func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        if zoomScale > minimumZoomScale + 0.01 {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let point = gesture.location(in: imageView)
            let scale = min(maximumZoomScale, minimumZoomScale * 2.5)
            let size = CGSize(width: bounds.width / scale, height: bounds.height / scale)
            zoom(
                to: CGRect(
                    x: point.x - size.width / 2, y: point.y - size.height / 2,
                    width: size.width, height: size.height), animated: true)
        }
    }
}

public protocol PhotoBrowserDelegate: AnyObject {
    /// The thumbnail to zoom from / to for the photo at `index`.
    func photoBrowser(_ browser: PhotoBrowserViewController, thumbnailFor index: Int) -> UIImageView?
}

public final class PhotoBrowserViewController: UIViewController, UIScrollViewDelegate {
    public let photos: [UIImage]
    public private(set) var currentIndex: Int
    public weak var delegate: PhotoBrowserDelegate?

    private let pager = UIScrollView()
    private var pages: [ZoomingPhotoView] = []
    private let closeButton = UIButton(type: .system)
    private let counter = UILabel()
    private let transition = PhotoZoomTransition()

    public init(photos: [UIImage], startIndex: Int = 0) {
        self.photos = photos
        self.currentIndex = startIndex
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalPresentationCapturesStatusBarAppearance = true
        transitioningDelegate = transition
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override public var prefersStatusBarHidden: Bool { true }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pager.isPagingEnabled = true
        pager.delegate = self
        pager.showsHorizontalScrollIndicator = false
        pager.contentInsetAdjustmentBehavior = .never
        view.addSubview(pager)
        for photo in photos {
            let page = ZoomingPhotoView(frame: .zero)
            page.image = photo
            pager.addSubview(page)
            pages.append(page)
        }
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .white
        closeButton.addTarget(self, action: PhotoBrowserViewController.closeTapped, for: .touchUpInside)
        view.addSubview(closeButton)
        counter.textColor = .white
        counter.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        view.addSubview(counter)
        updateCounter()

        let swipeDown = UIPanGestureRecognizer(target: self, action: PhotoBrowserViewController.handleDismissPan)
        view.addGestureRecognizer(swipeDown)
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pager.frame = view.bounds.insetBy(dx: -10, dy: 0)
        for (i, page) in pages.enumerated() {
            page.frame = CGRect(
                x: CGFloat(i) * pager.bounds.width + 10, y: 0,
                width: view.bounds.width, height: view.bounds.height)
        }
        pager.contentSize = CGSize(width: pager.bounds.width * CGFloat(pages.count), height: view.bounds.height)
        pager.contentOffset = CGPoint(x: CGFloat(currentIndex) * pager.bounds.width, y: 0)
        let safe = view.safeAreaInsets
        closeButton.frame = CGRect(x: view.bounds.width - 56, y: safe.top + 8, width: 44, height: 44)
        counter.sizeToFit()
        counter.center = CGPoint(x: view.bounds.midX, y: safe.top + 30)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === pager else { return }
        currentIndex = Int(round(scrollView.contentOffset.x / max(1, scrollView.bounds.width)))
        updateCounter()
    }

    private func updateCounter() {
        counter.text = "\(currentIndex + 1) / \(photos.count)"
    }

    var currentImageView: UIImageView? { pages.indices.contains(currentIndex) ? pages[currentIndex].imageView : nil }

    private func closeTapped() { dismiss(animated: true) }

    private func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: view)
        guard let page = pages[safe: currentIndex], page.zoomScale <= page.minimumZoomScale else { return }
        switch pan.state {
        case .changed:
            page.transform = CGAffineTransform(translationX: 0, y: t.y)
            view.backgroundColor = UIColor.black.withAlphaComponent(1 - min(1, abs(t.y) / 400))
        case .ended, .cancelled:
            if abs(t.y) > 120 || abs(pan.velocity(in: view).y) > 800 {
                dismiss(animated: true)
            } else {
                UIView.animate(withDuration: 0.25) {
                    page.transform = .identity
                    self.view.backgroundColor = .black
                }
            }
        default: break
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

final class PhotoZoomTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning
{
    private var presenting = true

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let browserVC =
            (presenting ? ctx.viewController(forKey: .to) : ctx.viewController(forKey: .from))
            as! PhotoBrowserViewController
        let browserView = browserVC.view!
        if presenting {
            browserView.frame = ctx.finalFrame(for: browserVC)
            container.addSubview(browserView)
            browserView.layoutIfNeeded()
        }
        let thumb = browserVC.delegate?.photoBrowser(browserVC, thumbnailFor: browserVC.currentIndex)
        guard let thumbnail = thumb, let image = thumbnail.image, let full = browserVC.currentImageView else {
            browserView.alpha = presenting ? 0 : 1
            UIView.animate(
                withDuration: transitionDuration(using: ctx),
                animations: {
                    browserView.alpha = self.presenting ? 1 : 0
                }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
            return
        }
        let thumbFrame = thumbnail.convert(thumbnail.bounds, to: container)
        let fullFrame = full.convert(full.bounds, to: container)
        let mover = UIImageView(image: image)
        mover.contentMode = .scaleAspectFill
        mover.clipsToBounds = true
        mover.frame = presenting ? thumbFrame : fullFrame
        container.addSubview(mover)
        thumbnail.isHidden = true
        full.isHidden = true
        let background = browserView.backgroundColor
        browserView.backgroundColor = presenting ? .clear : background
        UIView.animate(
            withDuration: transitionDuration(using: ctx), delay: 0, usingSpringWithDamping: 0.9,
            initialSpringVelocity: 0, options: [],
            animations: {
                mover.frame = self.presenting ? fullFrame : thumbFrame
                browserView.backgroundColor = self.presenting ? .black : .clear
            },
            completion: { _ in
                mover.removeFromSuperview()
                thumbnail.isHidden = false
                full.isHidden = false
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }
}
