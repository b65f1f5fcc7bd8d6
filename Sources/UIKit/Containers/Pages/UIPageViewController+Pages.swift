extension UIPageViewController {
    /// How many controllers `setViewControllers` takes: two for a spread or a double-sided
    /// page (its back), else one.
    var requiredPageCount: Int {
        transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
    }

    /// The pages whose views are on screen: both of a spread, else the front page only (the
    /// back of a double-sided page is not drawn while it lies flat).
    var shownPages: [UIViewController] {
        spineLocation == .mid ? pages : Array(pages.prefix(1))
    }

    /// The distance one page moves in a scroll-style turn: a page and the spacing.
    var pageStride: CGFloat {
        let b = contentView.bounds
        return (navigationOrientation == .horizontal ? b.width : b.height) + interPageSpacing
    }

    /// Where the page at `index` of the shown pages lies: the whole content view, or its half
    /// for a spread.
    func pageFrame(at index: Int) -> CGRect {
        let b = contentView.bounds
        guard spineLocation == .mid else { return b }
        if navigationOrientation == .horizontal {
            let w = b.width / 2
            return CGRect(x: CGFloat(index) * w, y: 0, width: w, height: b.height)
        }
        let h = b.height / 2
        return CGRect(x: 0, y: CGFloat(index) * h, width: b.width, height: h)
    }

    /// Replaces the pages: checks the count, then turns (through the driver when on screen)
    /// or swaps the children at once.
    func performSetViewControllers(
        _ new: [UIViewController], direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?
    ) {
        guard new.count == requiredPageCount else {
            Diagnostics.log(
                in: loop,
                "The number of view controllers provided (\(new.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition"
            )
            return
        }
        guard TransitionDriver.admit(PageTurnTransition.self, in: self, ignored: { completion?(false) }) else { return }
        guard !pages.isEmpty else {
            // Nothing shows to turn from: the first pages arrive at once.
            PageTurnTransition(in: self, from: [], to: new, direction: direction).applyWithoutTransition()
            updatePageIndicator()
            completion?(true)
            return
        }
        let turning = turn(to: new, direction: direction, animated: animated, interactor: nil, byGesture: false) {
            finished in completion?(finished)
        }
        updatePageIndicator()
        // Off screen the kind applied the change at once: it is finished.
        if turning == nil { completion?(true) }
    }

    /// Starts a turn from the shown pages to `new` on the driver (nil when off screen, where
    /// the kind applies it at once). As the request is made the arriving pages become children
    /// and the delegate hears about gesture-driven turns.
    @discardableResult
    func turn(
        to new: [UIViewController], direction: NavigationDirection, animated: Bool,
        interactor: UIViewControllerInteractiveTransitioning?, byGesture: Bool,
        completion: @escaping (Bool) -> Void
    ) -> TransitionDriver? {
        let old = pages
        let kind = PageTurnTransition(in: self, from: old, to: new, direction: direction)
        return TransitionDriver.start(kind, animated: animated) { animated in
            for vc in kind.children.added { addChild(vc) }
            if byGesture { delegate?.pageViewController(self, willTransitionTo: new) }
            let animator: UIViewControllerAnimatedTransitioning =
                transitionStyle == .scroll
                ? PageScrollAnimator(kind: kind, animated: animated)
                : PageCurlAnimator(kind: kind, animated: animated)
            return TransitionRequest(
                kind: kind, animated: animated, animator: animator, interactor: interactor
            ) { [weak self] completed in
                guard let self else { return completion(completed) }
                if byGesture {
                    if completed { self.stepPageIndicator(direction) }
                    self.delegate?.pageViewController(
                        self, didFinishAnimating: true, previousViewControllers: old, transitionCompleted: completed)
                }
                completion(completed)
            }
        }
    }

    /// Puts a shown page's view in the content view at its place, without a transition.
    func installView(of vc: UIViewController) {
        guard isViewLoaded, let index = shownPages.firstIndex(where: { $0 === vc }) else { return }
        let v = vc.view!
        v.transform3D = CATransform3DIdentity
        v.frame = pageFrame(at: index)
        v.autoresizingMask = spineLocation == .mid ? [] : [.flexibleWidth, .flexibleHeight]
        if v.superview !== contentView { contentView.addSubview(v) }
    }

    /// Places the content view (above the indicator, when it shows) and the shown pages.
    func layoutPages() {
        guard let v = viewIfLoaded else { return }
        var content = v.bounds
        if !pageIndicator.isHidden {
            let height = UIPageControl.indicatorAreaHeight + max(0, v.safeAreaInsets.bottom)
            content.size.height = max(0, content.height - height)
            pageIndicator.frame = CGRect(x: 0, y: content.maxY, width: v.bounds.width, height: height)
        }
        contentView.frame = content
        guard busyTransition(.pageTurn) == nil else { return }
        for page in shownPages where page.viewIfLoaded?.superview === contentView { installView(of: page) }
    }

    /// Asks the data source for the indicator's dots: shown only for a horizontal scroll-style
    /// controller whose data source implements both presentation methods.
    func updatePageIndicator() {
        guard isViewLoaded else { return }
        var shows = false
        if transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource, !pages.isEmpty {
            presentationMethodsMissing = false
            let count = dataSource.presentationCount(for: self)
            let index = dataSource.presentationIndex(for: self)
            if !presentationMethodsMissing {
                shows = true
                pageIndicator.numberOfPages = count
                pageIndicator.currentPage = index
            }
        }
        if shows == pageIndicator.isHidden {
            pageIndicator.isHidden = !shows
            view.setNeedsLayout()
        }
    }

    /// A gesture's turn moved one page: the indicator follows without asking the data source
    /// (UIKit asks for the index only after `setViewControllers`).
    func stepPageIndicator(_ direction: NavigationDirection) {
        guard !pageIndicator.isHidden else { return }
        pageIndicator.currentPage += direction == .forward ? 1 : -1
    }

    /// The page the data source gives next to the shown ones in `direction`, asked only when a
    /// turn needs it (UIKit's scroll style may ask ahead; when is undocumented).
    func neighbour(_ direction: NavigationDirection) -> UIViewController? {
        guard let dataSource else { return nil }
        switch direction {
        case .forward:
            guard let last = pages.last else { return nil }
            return dataSource.pageViewController(self, viewControllerAfter: last)
        case .reverse:
            guard let first = pages.first else { return nil }
            return dataSource.pageViewController(self, viewControllerBefore: first)
        }
    }

    /// The pages a gesture brings in `direction`: the neighbour, or for two-page layouts the
    /// next two (nil when the data source runs out).
    func pendingPages(_ direction: NavigationDirection) -> [UIViewController]? {
        guard let first = neighbour(direction) else { return nil }
        guard requiredPageCount == 2, let dataSource else { return [first] }
        let second =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: first)
            : dataSource.pageViewController(self, viewControllerBefore: first)
        // Two pages keep their reading order.
        guard let second else { return nil }
        return direction == .forward ? [first, second] : [second, first]
    }
}
