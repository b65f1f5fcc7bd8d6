import QuartzCore

extension UIView {
    /// Whether `windowCache`, `treeRootCache` and `safeAreaCache` hold: kept until this view or an ancestor moves,
    /// changes geometry or changes its controller's insets (each clears the branch below it, see
    /// `CALayer.keepsBranchValues`), or a screen changes.
    var hasKeptBranchValues: Bool { layer.keepsBranchValues && safeAreaCache.epoch == Self.safeAreaEpoch }

    /// Works out the window, the top of the tree and the safe-area insets of this view and of
    /// every ancestor whose kept values are gone, top down from the nearest one still kept,
    /// without recursion: a branch of nested current-context presentations is thousands of
    /// views deep, and only its changed end is worked out again.
    func workOutBranchValues() {
        var path: [UIView] = [self]
        var top = self
        while let s = top.superviewStorage, !s.hasKeptBranchValues {
            path.append(s)
            top = s
        }
        let above = top.superviewStorage
        var window = above?.windowCache
        let root = above?.treeRootCache ?? top
        var traitSource = above.map { $0.traitSourceForSubviews } ?? (nil, .unspecified)
        for view in path.reversed() {
            if let w = view as? UIWindow { window = w }
            view.windowCache = window
            view.treeRootCache = root
            view.traitSourceCache = traitSource
            traitSource = view.traitSourceForSubviews
            view.safeAreaCache = (Self.safeAreaEpoch, window == nil ? .zero : view.computedSafeAreaInsets)
            view.markBranchValuesKept()
        }
    }

    /// Where the traits of this view's subviews come from when they have no controller: this
    /// view if it is a window or a controller's view, else this view's own source with its
    /// interface style on top.
    private var traitSourceForSubviews: (source: WeakView?, style: UIUserInterfaceStyle) {
        if self is UIWindow || owningViewController != nil { return (WeakView(self), .unspecified) }
        let (source, style) = traitSourceCache
        return (source, userInterfaceStyleOverride != .unspecified ? userInterfaceStyleOverride : style)
    }

    /// The top of the view tree this view is in (itself when it has no superview).
    var treeRoot: UIView {
        if !hasKeptBranchValues { workOutBranchValues() }
        return treeRootCache ?? self
    }

    /// Marks the layers from this view's up to its superview's as keeping their values. A layer
    /// between them that does not lead to the superview's leaves the view unmarked, so its
    /// values are worked out on every read.
    private func markBranchValuesKept() {
        guard let s = superviewStorage, layer.superlayer !== s.layer else {
            layer.keepsBranchValues = true
            return
        }
        var between: [CALayer] = []
        var l = layer.superlayer
        while let current = l, current !== s.layer {
            between.append(current)
            l = current.superlayer
        }
        guard l != nil else { return }
        layer.keepsBranchValues = true
        for current in between { current.keepsBranchValues = true }
    }
}
