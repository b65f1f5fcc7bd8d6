extension UINavigationBar {
    /// Whether the top item's title shows large: the bar prefers large titles and the first
    /// item from the top with a mode other than `.automatic` (none: the root's default) allows it.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil, !isCompactHeight else { return false }
        for item in stackItems.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether the bar is in a compact-height environment (an iPhone in landscape), where its
    /// row is 32 points and titles are never large.
    var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// The height of the row of items and title (UIKit's well-known 44 points, 32 when compact).
    var rowHeight: CGFloat {
        isCompactHeight ? NavigationBarContent.compactRowHeight : NavigationBarContent.regularRowHeight
    }

    /// The bar's height: the row, plus the 52-point large title row when it shows.
    var preferredHeight: CGFloat {
        rowHeight + (showsLargeTitle ? NavigationBarContent.largeTitleHeight : 0)
    }

    /// The appearance drawn: the top item's, else the bar's.
    var effectiveAppearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

    /// Paints the background (`barTintColor` over the appearance's colour) and the hairline.
    func restyle() {
        let appearance = effectiveAppearance
        let styled = barStyle != .default ? UIColor(white: 0.11, alpha: 0.94) : appearance.resolvedBackgroundColor
        backgroundView.backgroundColor = barTintColor ?? styled
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.isHidden = appearance.shadowColor == nil
    }

    func layoutChanged() {
        reload()
        controller?.layoutBar()
        setNeedsLayout()
    }

    /// Replaces the content with the top item's: at once, or cross-fading (the old content
    /// fades out as the new fades in, the titles sliding by half the bar's width: in from the
    /// trailing side for a push, the leading side for a pop) alongside the coordinator's
    /// transition, or in an animation of its own without one.
    func changeContent(
        operation: UINavigationController.Operation, animated: Bool, coordinator: UIViewControllerTransitionCoordinator?
    ) {
        restyle()
        let old = content
        guard let top = topItem else {
            content = nil
            removeStaleContents()
            return
        }
        let appearance = effectiveAppearance
        let large = showsLargeTitle
        let color =
            (large ? appearance.largeTitleColor : appearance.titleColor)
            ?? ((large ? largeTitleTextAttributes : titleTextAttributes)?[.foregroundColor] as? UIColor)
            ?? (barStyle != .default ? .white : nil)
        let new = NavigationBarContent(
            item: top, backItem: backItem, largeTitle: large, titleColor: color, rowHeight: rowHeight)
        new.backButton?.action = { [weak self] in self?.tapBack() }
        for v in new.leftViews + new.rightViews { v.item.owningBar = self }
        content = new
        insertSubview(new, aboveSubview: shadowView)
        UIView.performWithoutAnimation {
            new.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height, preferredHeight))
            new.layoutIfNeeded()
        }
        guard animated, let old, old.superview === self else { return removeStaleContents() }
        let dx: CGFloat =
            switch operation {
            case .push: bounds.width / 2
            case .pop: -bounds.width / 2
            case .none: 0
            }
        let newTitle = new.titleContent
        let oldTitle = old.titleContent
        let newFinal = newTitle.frame
        let oldStart = oldTitle.frame
        UIView.performWithoutAnimation {
            new.alpha = 0
            newTitle.frame = newFinal.offsetBy(dx: dx, dy: 0)
        }
        let animations = {
            old.alpha = 0
            new.alpha = 1
            newTitle.frame = newFinal
            oldTitle.frame = oldStart.offsetBy(dx: -dx, dy: 0)
        }
        if let coordinator,
            coordinator.animateAlongsideTransition(
                in: self, animation: { _ in animations() }, completion: { [weak self] _ in self?.removeStaleContents() }
            )
        {
            return
        }
        UIView.animate(
            withDuration: operation == .none ? 0.2 : 0.35, delay: 0, options: [.curveEaseInOut], animations: animations
        ) { [weak self] _ in self?.removeStaleContents() }
    }

    /// Removes every content but the current one, which shows fully (a cross-fade ended, or a
    /// newer change replaced it).
    func removeStaleContents() {
        for case let c as NavigationBarContent in subviews where c !== content { c.removeFromSuperview() }
        UIView.performWithoutAnimation { content?.alpha = 1 }
    }
}
