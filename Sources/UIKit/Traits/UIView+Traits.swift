extension UIView: UITraitEnvironment {
    /// The view's traits: its controller's, else its superview's, else its window's.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let w = self as? UIWindow {
            inherited = w.windowTraits
        } else if let vc = owningViewController {
            inherited = vc.traitCollection
        } else if superviewStorage != nil {
            inherited = inheritedTraitsFromAncestors
        } else {
            inherited = UITraitCollection.defaultTraits(for: UIScreen.main)
        }
        guard userInterfaceStyleOverride != .unspecified else { return inherited }
        return UITraitCollection(traitsFrom: [
            inherited, UITraitCollection(userInterfaceStyle: userInterfaceStyleOverride),
        ])
    }

    /// An unowned view's inherited traits: its nearest window's or controller view's, with the
    /// innermost interface style set between. Worked out from the kept branch values, so a view
    /// thousands of levels below its controller's (a chain of current-context presentations)
    /// does not walk up on every read; the same as asking each superview in turn.
    private var inheritedTraitsFromAncestors: UITraitCollection {
        if !hasKeptBranchValues { workOutBranchValues() }
        let (source, style) = traitSourceCache
        let base: UITraitCollection
        if let source {
            // A source that went away without telling its branch: ask the superview as before.
            guard let view = source.view else { return superviewStorage?.traitCollection ?? .defaultTraits(for: .main) }
            base = view.traitCollection
        } else {
            base = UITraitCollection.defaultTraits(for: UIScreen.main)
        }
        guard style != .unspecified else { return base }
        return UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The light or dark style the view and its subviews use whatever they would inherit
    /// (`.unspecified`, the default, inherits).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set {
            guard newValue != userInterfaceStyleOverride else { return }
            userInterfaceStyleOverride = newValue
            // Subviews without a controller keep the style set above them.
            layer.discardBranchValues()
            propagateTraitChanges()
        }
    }

    /// Records the current traits and, unless `silently`, tells the view (and the controller
    /// that owns it) when they changed.
    func updateTraitsIfNeeded(silently: Bool = false) {
        owningViewController?.updateTraitsIfNeeded(silently: silently)
        let now = traitCollection
        guard let previous = lastTraitCollection else {
            lastTraitCollection = now
            return
        }
        guard previous != now else { return }
        lastTraitCollection = now
        if now.hasDifferentColorAppearance(comparedTo: previous) { resolveDynamicColors() }
        guard !silently else { return }
        traitCollectionDidChange(previous)
        traitRegistrations.notify(changed: now.changedTraits(from: previous), previous: previous)
    }

    /// Re-checks traits in the whole subtree (after rotation or an override change).
    func propagateTraitChanges() {
        updateTraitsIfNeeded()
        for v in subviewList { v.propagateTraitChanges() }
    }
}

extension UITraitCollection {
    /// A device's traits for a screen: an iPad (a screen at least 744 points on its short side,
    /// or 1024 on its long side) is regular in height, and regular in width unless its window is
    /// narrower than 678 points (a Slide Over or narrow Split View window); a phone is compact in
    /// width except a large one (414 points or more on its short side, the Plus and Max models)
    /// in landscape, and compact in height in landscape.
    @preconcurrency @MainActor
    static func defaultTraits(for screen: UIScreen) -> UITraitCollection {
        let short = min(screen.bounds.width, screen.bounds.height)
        let long = max(screen.bounds.width, screen.bounds.height)
        if short >= 744 || long >= 1024 {
            return UITraitCollection(
                horizontal: screen.bounds.width >= 678 ? .regular : .compact, vertical: .regular, idiom: .pad,
                scale: screen.scale, direction: .leftToRight, style: screen.userInterfaceStyle,
                contentSize: screen.preferredContentSizeCategory)
        }
        let landscape = screen.bounds.width > screen.bounds.height
        return UITraitCollection(
            horizontal: landscape && short >= 414 ? .regular : .compact, vertical: landscape ? .compact : .regular,
            idiom: .phone, scale: screen.scale, direction: .leftToRight, style: screen.userInterfaceStyle,
            contentSize: screen.preferredContentSizeCategory)
    }
}

extension UIViewController {
    /// The controller's traits: the parent's (with its override for this child), else the
    /// window's.
    public var traitCollection: UITraitCollection {
        if let p = parentStorage {
            let base = p.traitCollection
            guard let override = p.childTraitOverrides[ObjectIdentifier(self)] else { return base }
            return UITraitCollection(traitsFrom: [base, override])
        }
        if let w = viewStorage?.window { return w.windowTraits }
        return UITraitCollection.defaultTraits(for: UIScreen.main)
    }

    /// Overrides some of a child's traits.
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        guard childViewController.parentStorage === self else { return }
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.viewStorage?.propagateTraitChanges()
        if childViewController.viewStorage == nil { childViewController.updateTraitsIfNeeded() }
    }

    /// The override set for a child, if any.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    func updateTraitsIfNeeded(silently: Bool = false) {
        let now = traitCollection
        guard let previous = lastTraitCollection else {
            lastTraitCollection = now
            return
        }
        guard previous != now else { return }
        lastTraitCollection = now
        guard !silently else { return }
        traitCollectionDidChange(previous)
        traitRegistrations.notify(changed: now.changedTraits(from: previous), previous: previous)
    }
}
