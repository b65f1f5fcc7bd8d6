extension UIPageViewController {
    /// Makes the page-turning recognizers (attached once the view loads).
    func setUpGestures() {
        let driver = PageGestureDriver(pageViewController: self)
        gestureDriver = driver
        let pan = UIPanGestureRecognizer(target: driver, action: PageGestureDriver.handlePan)
        pan.maximumNumberOfTouches = 1
        pan.delegate = driver
        self.pan = pan
        if transitionStyle == .pageCurl {
            let tap = UITapGestureRecognizer(target: driver, action: PageGestureDriver.handleTap)
            tap.delegate = driver
            self.tap = tap
        }
        pageIndicator.addTarget(driver, action: PageGestureDriver.indicatorChanged, for: .valueChanged)
    }

    /// The scroll style swipes its content; the curl's recognizers cover the whole view.
    func attachGestures() {
        if transitionStyle == .scroll {
            contentView.addGestureRecognizer(pan)
        } else {
            view.addGestureRecognizer(pan)
            if let tap { view.addGestureRecognizer(tap) }
        }
    }
}

/// Turns pages for the user: the target and delegate of the page view controller's recognizers
/// and of its page indicator. A drag turns the page interactively and finishes past half a page
/// or on a flick, else springs back; a tap near an edge (page-curl style) or on the indicator
/// turns it at once.
@preconcurrency @MainActor
final class PageGestureDriver: UIGestureRecognizerDelegate {
    /// Points per second along the turn that count as a flick.
    static let flickVelocity: CGFloat = 300
    unowned let pageViewController: UIPageViewController
    private var interaction: UIPercentDrivenInteractiveTransition?
    private var direction = UIPageViewController.NavigationDirection.forward

    init(pageViewController: UIPageViewController) {
        self.pageViewController = pageViewController
    }

    private var isHorizontal: Bool { pageViewController.navigationOrientation == .horizontal }

    private func along(_ p: CGPoint) -> CGFloat { isHorizontal ? p.x : p.y }

    /// A turn needs a data source, pages, the view on screen and no turn running.
    private var canTurn: Bool {
        let pvc = pageViewController
        return pvc.dataSource != nil && !pvc.pages.isEmpty && PageTurnTransition.admission(in: pvc) == .start
            && pvc.viewIfLoaded?.window != nil
    }

    /// The direction a finger moving by `delta` along the turn asks for: against the reading
    /// direction for a spine at the end (right-to-left books).
    private func turnDirection(for delta: CGFloat) -> UIPageViewController.NavigationDirection {
        let towardsStart = delta < 0
        return towardsStart != (pageViewController.spineLocation == .max) ? .forward : .reverse
    }

    /// The margin along each edge where the page-curl style takes taps and starts drags:
    /// a fifth of the page, at least a finger's width (UIKit does not document its size).
    private var edgeMargin: CGFloat {
        let b = pageViewController.view.bounds
        return max(44, (isHorizontal ? b.width : b.height) / 5)
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard canTurn else { return false }
        let pvc = pageViewController
        if let pan = recognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: pvc.view)
            guard abs(along(t)) > abs(isHorizontal ? t.y : t.x) else { return false }
            guard pvc.transitionStyle == .pageCurl else { return true }
            // A curl is dragged from the half of the page it turns from.
            let start = along(pan.location(in: pvc.view)) - along(t)
            let extent = along(CGPoint(x: pvc.view.bounds.width, y: pvc.view.bounds.height))
            return along(t) < 0 ? start > extent / 2 : start < extent / 2
        }
        let p = along(recognizer.location(in: pvc.view))
        let extent = along(CGPoint(x: pvc.view.bounds.width, y: pvc.view.bounds.height))
        return p < edgeMargin || p > extent - edgeMargin
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let pvc = pageViewController
        let page = pvc.contentView.bounds.size
        let distance = max(
            pvc.transitionStyle == .scroll ? pvc.pageStride : (isHorizontal ? page.width : page.height), 1)
        let travel = along(pan.translation(in: pvc.view))
        if pan.state == .began { direction = turnDirection(for: travel) }
        // Travel towards the turn counts positive.
        let sign: CGFloat = (direction == .forward) == (pvc.spineLocation != .max) ? -1 : 1
        let progress = min(max(travel * sign / distance, 0), 1)
        switch pan.state {
        case .began:
            guard canTurn, let pending = pvc.pendingPages(direction) else { return }
            let t = UIPercentDrivenInteractiveTransition()
            t.completionCurve = .easeOut
            interaction = t
            pvc.turn(to: pending, direction: direction, animated: true, interactor: t, byGesture: true) { _ in }
            t.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended:
            guard let t = interaction else { return }
            interaction = nil
            let velocity = along(pan.velocity(in: pvc.view)) * sign
            if velocity > Self.flickVelocity || (progress > 0.5 && velocity > -Self.flickVelocity) {
                t.finish()
            } else {
                t.cancel()
            }
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, canTurn else { return }
        let pvc = pageViewController
        let p = along(tap.location(in: pvc.view))
        let extent = along(CGPoint(x: pvc.view.bounds.width, y: pvc.view.bounds.height))
        // Tapping the edge a page turns from: the trailing edge pages forward.
        let direction = turnDirection(for: p > extent / 2 ? -1 : 1)
        guard let pending = pvc.pendingPages(direction) else { return }
        pvc.turn(to: pending, direction: direction, animated: true, interactor: nil, byGesture: true) { _ in }
    }

    /// The user moved the indicator by one dot: the page follows as a gesture-driven turn,
    /// whose end moves the indicator (it goes back until then).
    func indicatorChanged(_ control: UIPageControl) {
        let pvc = pageViewController
        let previous = control.pageBeforeUserChange
        let direction: UIPageViewController.NavigationDirection = control.currentPage > previous ? .forward : .reverse
        control.currentPage = previous
        guard canTurn, let pending = pvc.pendingPages(direction) else { return }
        pvc.turn(to: pending, direction: direction, animated: true, interactor: nil, byGesture: true) { _ in }
    }
}
