//
//  SheetKit.swift
//  A draggable bottom sheet with detents, a grabber and scroll-view tracking.
//

#if os(iOS) || os(Linux)
    import UIKit

    public enum SheetDetent: Equatable {
        case fraction(CGFloat)
        case height(CGFloat)
        case full

        func resolve(in containerHeight: CGFloat, safeTop: CGFloat) -> CGFloat {
            switch self {
            case .fraction(let f): return containerHeight * max(0, min(1, f))
            case .height(let h): return min(h, containerHeight - safeTop)
            case .full: return containerHeight - safeTop - 10
            }
        }
    }

    public protocol SheetViewControllerDelegate: AnyObject {
        func sheetViewController(_ sheet: SheetViewController, didChangeDetentTo index: Int)
        func sheetViewControllerDidDismiss(_ sheet: SheetViewController)
    }

    extension SheetViewControllerDelegate {
        public func sheetViewController(_ sheet: SheetViewController, didChangeDetentTo index: Int) {}
        public func sheetViewControllerDidDismiss(_ sheet: SheetViewController) {}
    }

    public final class SheetGrabberView: UIView {
        private let pill = UIView()

        override public init(frame: CGRect) {
            super.init(frame: frame)
            pill.backgroundColor = UIColor(dynamicProvider: { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.3) : UIColor(white: 0, alpha: 0.2)
            })
            pill.layer.cornerRadius = 2.5
            addSubview(pill)
            isAccessibilityElement = true
            accessibilityLabel = "Sheet grabber"
            accessibilityTraits = .button
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override public func layoutSubviews() {
            super.layoutSubviews()
            pill.frame = CGRect(x: (bounds.width - 36) / 2, y: 6, width: 36, height: 5)
        }

        override public var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 20) }
    }

    open class SheetViewController: UIViewController, UIGestureRecognizerDelegate {
        public let contentViewController: UIViewController
        public var detents: [SheetDetent] = [.fraction(0.4), .full] { didSet { view.setNeedsLayout() } }
        public private(set) var currentDetentIndex: Int = 0
        public weak var delegate: SheetViewControllerDelegate?
        public var cornerRadius: CGFloat = 16 { didSet { containerView.layer.cornerRadius = cornerRadius } }
        public var dismissOnBackgroundTap = true

        public weak var dimmingView: UIView!
        public let containerView = UIView()
        public let grabber = SheetGrabberView()

        private var panGesture: UIPanGestureRecognizer!
        private var startTop: CGFloat = 0
        private var topConstraint: NSLayoutConstraint!
        private var scrollObservation: NSKeyValueObservation?
        private weak var trackedScrollView: UIScrollView?
        private let feedback = UIImpactFeedbackGenerator(style: .light)

        public init(content: UIViewController) {
            self.contentViewController = content
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
            modalTransitionStyle = .crossDissolve
        }

        required public init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        deinit { scrollObservation?.invalidate() }

        override open func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .clear

            let dim = UIView(frame: view.bounds)
            dim.backgroundColor = UIColor.black.withAlphaComponent(0.4)
            dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dim.alpha = 0
            view.addSubview(dim)
            dimmingView = dim
            let tap = UITapGestureRecognizer(target: self, action: SheetViewController.backgroundTapped)
            dim.addGestureRecognizer(tap)

            containerView.backgroundColor = .systemBackground
            containerView.layer.cornerRadius = cornerRadius
            containerView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            containerView.layer.shadowColor = UIColor.black.cgColor
            containerView.layer.shadowOpacity = 0.15
            containerView.layer.shadowRadius = 10
            containerView.layer.shadowOffset = CGSize(width: 0, height: -2)
            containerView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(containerView)

            grabber.translatesAutoresizingMaskIntoConstraints = false
            containerView.addSubview(grabber)

            addChild(contentViewController)
            let content = contentViewController.view!
            content.translatesAutoresizingMaskIntoConstraints = false
            containerView.addSubview(content)
            contentViewController.didMove(toParent: self)

            topConstraint = containerView.topAnchor.constraint(equalTo: view.topAnchor, constant: view.bounds.height)
            NSLayoutConstraint.activate([
                topConstraint,
                containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                containerView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 40),
                grabber.topAnchor.constraint(equalTo: containerView.topAnchor),
                grabber.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                grabber.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                content.topAnchor.constraint(equalTo: grabber.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: containerView.safeAreaLayoutGuide.bottomAnchor, constant: -40),
            ])

            panGesture = UIPanGestureRecognizer(target: self, action: SheetViewController.handlePan)
            panGesture.delegate = self
            containerView.addGestureRecognizer(panGesture)

            if let scroll = findScrollView(in: content) { track(scrollView: scroll) }
        }

        override open func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            view.layoutIfNeeded()
            feedback.prepare()
            move(toDetent: currentDetentIndex, animated: true)
        }

        override open func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            if isViewLoaded, view.window != nil { topConstraint.constant = topOffset(for: currentDetentIndex) }
        }

        // MARK: - Detents

        private func topOffset(for index: Int) -> CGFloat {
            let height = detents[index].resolve(in: view.bounds.height, safeTop: view.safeAreaInsets.top)
            return view.bounds.height - height
        }

        public func move(toDetent index: Int, animated: Bool) {
            guard detents.indices.contains(index) else { return }
            let changed = index != currentDetentIndex
            currentDetentIndex = index
            topConstraint.constant = topOffset(for: index)
            let fullness = 1 - topConstraint.constant / view.bounds.height
            let animations = {
                self.dimmingView.alpha = min(1, fullness * 1.5)
                self.view.layoutIfNeeded()
            }
            if animated {
                UIView.animate(
                    withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.85,
                    initialSpringVelocity: 0.3, options: [.allowUserInteraction, .beginFromCurrentState],
                    animations: animations, completion: nil)
            } else {
                animations()
            }
            if changed {
                feedback.impactOccurred()
                delegate?.sheetViewController(self, didChangeDetentTo: index)
            }
        }

        private func backgroundTapped(_ sender: UITapGestureRecognizer) {
            guard dismissOnBackgroundTap else { return }
            dismissSheet()
        }

        public func dismissSheet() {
            topConstraint.constant = view.bounds.height
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    self.dimmingView.alpha = 0
                    self.view.layoutIfNeeded()
                },
                completion: { _ in
                    self.dismiss(animated: false) { [weak self] in
                        guard let self = self else { return }
                        self.delegate?.sheetViewControllerDidDismiss(self)
                    }
                })
        }

        // MARK: - Gestures

        private func handlePan(_ gesture: UIPanGestureRecognizer) {
            let translation = gesture.translation(in: view)
            switch gesture.state {
            case .began:
                startTop = topConstraint.constant
            case .changed:
                var newTop = startTop + translation.y
                let minTop = topOffset(for: detents.count - 1)
                if newTop < minTop { newTop = minTop - sqrt(minTop - newTop) }
                topConstraint.constant = newTop
                dimmingView.alpha = min(1, (1 - newTop / view.bounds.height) * 1.5)
            case .ended, .cancelled:
                let velocity = gesture.velocity(in: view).y
                let projected = topConstraint.constant + velocity * 0.2
                if projected > view.bounds.height - 80 && velocity > 0 {
                    dismissSheet()
                    return
                }
                let nearest =
                    detents.indices.min(by: {
                        abs(topOffset(for: $0) - projected) < abs(topOffset(for: $1) - projected)
                    }) ?? 0
                move(toDetent: nearest, animated: true)
            default:
                break
            }
        }

        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            return other.view === trackedScrollView
        }

        // MARK: - Scroll tracking

        public func track(scrollView: UIScrollView) {
            trackedScrollView = scrollView
            scrollObservation = scrollView.observe(\.contentOffset, options: [.new, .old]) {
                [weak self] scroll, change in
                guard let self = self, let new = change.newValue else { return }
                let isExpanded = self.currentDetentIndex == self.detents.count - 1
                if !isExpanded && new.y > -scroll.adjustedContentInset.top {
                    scroll.contentOffset = CGPoint(x: new.x, y: -scroll.adjustedContentInset.top)
                }
                scroll.showsVerticalScrollIndicator = isExpanded
            }
        }

        private func findScrollView(in view: UIView) -> UIScrollView? {
            if let scroll = view as? UIScrollView { return scroll }
            for sub in view.subviews { if let s = findScrollView(in: sub) { return s } }
            return nil
        }
    }

    public extension UIViewController {
        @discardableResult
        func presentSheet(
            _ content: UIViewController, detents: [SheetDetent] = [.fraction(0.4), .full],
            completion: (() -> Void)? = nil
        ) -> SheetViewController {
            let sheet = SheetViewController(content: content)
            sheet.detents = detents
            present(sheet, animated: false, completion: completion)
            return sheet
        }
    }
#endif
