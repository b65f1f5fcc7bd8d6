extension UIView {
    /// The margins inside the view's edges for content; with `insetsLayoutMarginsFromSafeArea`
    /// they are measured from the safe area. A controller's root view uses the system minimum
    /// (16 points at the sides) until set.
    var marginInsets: UIEdgeInsets {
        get {
            var m = layoutState.layoutMargins
            if !layoutState.layoutMarginsWereSet && owningViewController != nil {
                m = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            }
            if layoutState.insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                m.top += safe.top
                m.left += safe.left
                m.bottom += safe.bottom
                m.right += safe.right
            }
            return m
        }
        set {
            layoutState.layoutMarginsWereSet = true
            guard newValue != layoutState.layoutMargins else { return }
            layoutState.layoutMargins = newValue
            layoutMarginsDidChange()
            noteLayoutInputsChanged()
            setNeedsLayout()
        }
    }

    /// The margins in leading/trailing terms (left-to-right layouts).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the margins are measured from the safe area rather than the edges.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            noteLayoutInputsChanged()
        }
    }

    /// Whether the view also respects its superview's margins (stored; see Deviations.md).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set { layoutState.preservesSuperviewLayoutMargins = newValue }
    }

    /// A guide covering the bounds inset by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = layoutState.marginsGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewLayoutMarginsGuide"
        g.owningView = self
        g.insetsProvider = { [unowned self] in layoutMargins }
        layoutState.marginsGuide = g
        return g
    }

    /// A guide inside the margins no wider than comfortable reading (672 points, centred).
    public var readableContentGuide: UILayoutGuide {
        if let g = layoutState.readableGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewReadableContentGuide"
        g.owningView = self
        g.insetsProvider = { [unowned self] in
            var m = layoutMargins
            let excess = bounds.width - m.left - m.right - UIView.readableContentWidth
            if excess > 0 {
                m.left += excess / 2
                m.right += excess / 2
            }
            return m
        }
        layoutState.readableGuide = g
        return g
    }

    /// The widest readable column at the default text size.
    static let readableContentWidth: CGFloat = 672

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { layoutState.guides }

    /// Adds a guide whose frame constraints decide, in the view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes a guide (and the constraints that use it).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        var holder: UIView? = self
        while let h = holder {
            for c in h.layoutState.constraints where c.firstItem === guide || c.secondItem === guide {
                h.removeConstraint(c)
            }
            holder = h.superview
        }
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}
