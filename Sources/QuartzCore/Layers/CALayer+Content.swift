/// Methods a layer's delegate can implement, as `CALayerDelegate`.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Provides the layer's contents; the default draws through `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into a context.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Returns the action for a change of `event`, `NSNull()` for none, or nil to keep looking.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

extension CALayer {
    // MARK: Display

    /// Marks the contents as needing to be redrawn at the next commit.
    public func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        CATransaction.noteNeedsDisplay(self)
    }

    /// Marks part of the contents as needing to be redrawn (the whole layer is redrawn).
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer is waiting to be redrawn.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws now if marked.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    func defaultDisplay() {
        if let delegate { delegate.display(self) } else { displayByDrawing() }
    }

    /// Records `draw(in:)` into a display list the renderer plays back.
    func displayByDrawing() {
        let ctx = CGContext(size: bounds.size)
        draw(in: ctx)
        drawing = ctx.commands.isEmpty ? nil : ctx.commands
    }

    // MARK: Layout

    /// Marks the layer as needing its sublayers laid out at the next commit.
    public func setNeedsLayout() {
        guard !needsLayoutFlag, !isPresentationCopy else { return }
        let wasPending = subtreeNeedsLayoutFlag
        needsLayoutFlag = true
        if !wasPending { markAncestorsForLayout() }
        CATransaction.noteNeedsLayout(self)
    }

    /// Tells the ancestors that a layer below them waits for layout, so a layout pass walks only
    /// the branches leading to one instead of the whole tree. Stops at an ancestor that knows.
    func markAncestorsForLayout() {
        var child = self
        while let a = child.superlayer {
            a.noteLayoutPending(child)
            let wasPending = a.needsLayoutFlag || a.subtreeNeedsLayoutFlag
            a.subtreeNeedsLayoutFlag = true
            if wasPending { return }
            child = a
        }
    }

    /// Whether the layer is waiting for layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now: this layer's marked ancestors first, then this layer and its subtree.
    public func layoutIfNeeded() {
        var chain: [CALayer] = []
        var l = superlayer
        while let a = l {
            if a.needsLayoutFlag { chain.append(a) }
            l = a.superlayer
        }
        for a in chain.reversed() { a.layoutOnce() }
        layoutSubtreeIfNeeded()
    }

    /// Lays out this layer, then each waiting sublayer's branch in turn, depth first. An explicit
    /// stack instead of recursion: a chain of current-context presentations nests views
    /// thousands deep. Each sublayer is checked when its turn comes, after the branches before
    /// it are done, as a recursive pass would.
    func layoutSubtreeIfNeeded() {
        var stack: [(layer: CALayer, parent: CALayer?)] = [(self, nil)]
        while let (layer, parent) = stack.popLast() {
            if layer !== self {
                if let parent, layer.superlayer !== parent { continue }
                guard layer.needsLayoutFlag || layer.subtreeNeedsLayoutFlag else { continue }
            }
            stack.append(contentsOf: layer.layOutAndTakePending().reversed())
        }
    }

    /// Lays out this layer and returns the sublayers whose branches wait, in order, each with
    /// the parent it must still have when its turn comes (nil: any).
    private func layOutAndTakePending() -> [(layer: CALayer, parent: CALayer?)] {
        layoutOnce()
        // Cleared before the children run: one marked during their layout marks it again.
        guard subtreeNeedsLayoutFlag else { return [] }
        subtreeNeedsLayoutFlag = false
        let (first, others, many) = (layoutPendingChild, layoutPendingOthers, layoutPendingMany)
        clearLayoutPending()
        if many { return children.map { ($0, nil) } }
        // Every sublayer waiting is one of these (see `noteLayoutPending`), so the others need
        // no look; several run in the sublayers' order, as a full pass would take them.
        guard let first else { return [] }
        var pending = [first]
        if !others.isEmpty {
            pending += others
            let position = pending.map { sublayerIndex(of: $0) ?? -1 }
            pending = zip(position, pending).sorted { $0.0 < $1.0 }.map(\.1)
        }
        return pending.map { ($0, self) }
    }

    /// Notes that `child` waits for layout (or leads to a layer that does).
    private func noteLayoutPending(_ child: CALayer) {
        if layoutPendingMany || layoutPendingChild === child || layoutPendingOthers.contains(where: { $0 === child }) {
            return
        }
        if layoutPendingChild == nil {
            layoutPendingChild = child
        } else if layoutPendingOthers.count + 1 < Self.layoutPendingLimit {
            layoutPendingOthers.append(child)
        } else {
            clearLayoutPending()
            layoutPendingMany = true
        }
    }

    /// A sublayer that left no longer waits here.
    func forgetLayoutPending(_ child: CALayer) {
        if layoutPendingChild === child {
            layoutPendingChild = layoutPendingOthers.isEmpty ? nil : layoutPendingOthers.removeFirst()
        } else if let i = layoutPendingOthers.firstIndex(where: { $0 === child }) {
            layoutPendingOthers.remove(at: i)
        }
    }

    func clearLayoutPending() {
        layoutPendingChild = nil
        if !layoutPendingOthers.isEmpty { layoutPendingOthers.removeAll(keepingCapacity: true) }
        layoutPendingMany = false
    }

    /// Where a sublayer sits, searched from both ends at once: layers waiting for layout are
    /// usually among the newest or the oldest, and the search reads only the list, not layers.
    private func sublayerIndex(of layer: CALayer) -> Int? {
        let list = children
        var (low, high) = (0, list.count - 1)
        while low <= high {
            if list[low] === layer { return low }
            if list[high] === layer { return high }
            (low, high) = (low + 1, high - 1)
        }
        return nil
    }

    private var children: [CALayer] { sublayerList }

    private func layoutOnce() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

}
