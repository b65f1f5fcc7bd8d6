extension UIView {
    /// The parent view.
    public var superview: UIView? { superviewStorage }
    /// The child views, back to front.
    public var subviews: [UIView] { subviewList }
    /// The window the view is in, if any.
    public var window: UIWindow? {
        if hasKeptBranchValues { return windowCache }
        workOutBranchValues()
        return windowCache
    }

    /// The controller owning this view or its nearest ancestor that a controller owns.
    func nearestOwningViewController() -> UIViewController? {
        var v: UIView? = self
        while let c = v {
            if let vc = c.owningViewController { return vc }
            v = c.superviewStorage
        }
        return nil
    }

    /// Adds a view on top of the subviews, moving it from its old superview.
    func appendSubview(_ view: UIView) {
        insertSubview(view, at: subviewList.count - (view.superviewStorage === self ? 1 : 0))
    }

    /// Inserts a view at an index of the subviews.
    ///
    /// Callbacks follow UIKit: the old superview's `willRemoveSubview`, `willMove(toSuperview:)`,
    /// `willMove(toWindow:)` down the subtree (only when the window changes), the move,
    /// `didMoveToWindow` down the subtree, `didMoveToSuperview`, then `didAddSubview`.
    public func insertSubview(_ view: UIView, at index: Int) {
        // A view without subviews can only be an ancestor of this one by being this one (a
        // deep branch would otherwise be walked on every insertion).
        guard view !== self, view.subviewList.isEmpty || !isDescendant(of: view) else {
            // UIKit refuses to build a cycle (adding a view to itself or to one of its subviews).
            Diagnostics.log(in: loop, "Can't add self as subview")
            return
        }
        if view.superviewStorage !== self, let child = view.owningViewController,
            let inconsistency = child.hierarchyInconsistency(under: self)
        {
            // UIKit raises UIViewControllerHierarchyInconsistency (statement 125); the view stays put.
            Diagnostics.log(in: loop, inconsistency)
            return
        }
        if view.superviewStorage === self {
            // Reordering within the same parent sends no move callbacks, as in UIKit.
            subviewList.removeAll { $0 === view }
            let i = min(max(index, 0), subviewList.count)
            subviewList.insert(view, at: i)
            layer.moveSublayer(view.layer, to: layerIndex(forSubviewAt: i))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.superviewStorage?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        let i = min(max(index, 0), subviewList.count)
        subviewList.insert(view, at: i)
        view.superviewStorage = self
        layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: i)))
        LayoutEngine.viewDidAttach(view)
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        // Both the new superview and the moved view lay out at the next update, as in UIKit.
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Where a subview's layer goes among the sublayers, which may include non-view layers.
    /// The index is into the sublayers without the view's own layer (it is moved or inserted
    /// after being taken out).
    private func layerIndex(forSubviewAt i: Int) -> Int {
        let moving = subviewList[i].layer
        // The usual addSubview: the view goes on top, just above the sibling whose layer is on
        // top, answered without copying or scanning thousands of sublayers.
        if i == subviewList.count - 1, i > 0, layer.sublayerList.last === subviewList[i - 1].layer {
            return layer.sublayerList.count - (moving.superlayer === layer ? 1 : 0)
        }
        let sublayers = layer.sublayerList.filter { $0 !== moving }
        if i + 1 < subviewList.count, let next = sublayers.firstIndex(where: { $0 === subviewList[i + 1].layer }) {
            return next
        }
        if i > 0, let prev = sublayers.firstIndex(where: { $0 === subviewList[i - 1].layer }) {
            return prev + 1
        }
        return sublayers.count
    }

    /// Inserts a view just above a sibling.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviewList.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = view.superviewStorage === self && (subviewList.firstIndex { $0 === view } ?? i) < i ? 0 : 1
        insertSubview(view, at: i + adjust)
    }

    /// Inserts a view just below a sibling.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviewList.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjust = view.superviewStorage === self && (subviewList.firstIndex { $0 === view } ?? i) < i ? -1 : 0
        insertSubview(view, at: i + adjust)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewList.count - 1)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' positions.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewList.indices.contains(index1), subviewList.indices.contains(index2), index1 != index2 else {
            return
        }
        let a = subviewList[index1], b = subviewList[index2]
        subviewList.swapAt(index1, index2)
        // A layer someone took out of the tree by hand is left where it is.
        guard let la = layer.sublayerList.firstIndex(where: { $0 === a.layer }),
            let lb = layer.sublayerList.firstIndex(where: { $0 === b.layer })
        else { return }
        layer.moveSublayer(a.layer, to: lb)
        layer.moveSublayer(b.layer, to: la)
    }

    /// Removes the view from its superview and window.
    func leaveSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil {
            propagateDidMoveToWindow()
        } else {
            owningViewController?.rootViewWasRemovedOutsideWindow()
        }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    private func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        LayoutEngine.viewWillDetach(self)
        // The newest subview usually leaves first: search from the end.
        if parent.subviewList.last === self {
            parent.subviewList.removeLast()
        } else if let index = parent.subviewList.lastIndex(where: { $0 === self }) {
            parent.subviewList.remove(at: index)
        }
        superviewStorage = nil
        layer.removeFromSuperlayer()
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for v in subviewList { v.propagateWillMove(toWindow: newWindow) }
    }

    func propagateDidMoveToWindow() {
        if window != nil { applyAppearanceOnEnteringWindow() }
        didMoveToWindow()
        if window != nil { updateTraitsIfNeeded(silently: lastTraitCollection == nil) }
        for v in subviewList { v.propagateDidMoveToWindow() }
        owningViewController?.rootViewDidMoveToWindow()
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superviewStorage
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at the receiver.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for v in subviewList { if let hit = v.viewWithTag(tag) { return hit } }
        return nil
    }
}
