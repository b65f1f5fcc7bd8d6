extension UIView {
    /// A view showing this view's current appearance (its subviews included) that does not
    /// change when this view does; with `afterScreenUpdates` pending layout and drawing are done
    /// first. The snapshot's frame has this view's bounds size at the origin.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { updateBeforeSnapshot() }
        let scale = snapshotScale
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = LayerRenderer.snapshot(of: layer, scale: scale)
        snapshot.layer.contentsScale = scale
        return snapshot
    }

    /// A snapshot of the part `rect` (in this view's bounds coordinates) of the view. The cap
    /// insets are kept for compatibility; the snapshot stretches as a whole when resized.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        if afterUpdates { updateBeforeSnapshot() }
        let scale = snapshotScale
        let area = rect.standardized
        let snapshot = UIView(frame: CGRect(origin: .zero, size: area.size))
        if let image = LayerRenderer.snapshot(of: layer, scale: scale) {
            let b = layer.presentationProperties().bounds
            let pixels = CGRect(
                x: ((area.minX - b.minX) * scale).rounded(), y: ((area.minY - b.minY) * scale).rounded(),
                width: (area.width * scale).rounded(), height: (area.height * scale).rounded())
            snapshot.layer.contents = image.cropping(to: pixels)
        }
        snapshot.layer.contentsScale = scale
        return snapshot
    }

    /// Draws this view's hierarchy as it appears into `rect` of the current context; false
    /// when there is no current context or nothing to draw.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { updateBeforeSnapshot() }
        let b = layer.presentationProperties().bounds
        guard b.width > 0, b.height > 0, rect.width != 0, rect.height != 0 else { return false }
        let m = ctx.ctm
        let density = ctx.backingScale * abs(m.a * m.d - m.b * m.c).squareRoot()
        let scale = density * max(abs(rect.width) / b.width, abs(rect.height) / b.height)
        guard let image = LayerRenderer.snapshot(of: layer, scale: scale) else { return false }
        ctx.draw(image, in: rect)
        return true
    }

    private var snapshotScale: CGFloat {
        let s = window?.screen.scale ?? UIScreen.main.scale
        return s > 0 ? s : 1
    }

    /// Lays out the window (or the detached tree) and redraws every layer marked for display
    /// in this view's tree, masks included, as a screen update would.
    private func updateBeforeSnapshot() {
        (window ?? self).layoutIfNeeded()
        func display(_ l: CALayer) {
            l.displayIfNeeded()
            if let mask = l.mask { display(mask) }
            for sub in l.sublayers ?? [] { display(sub) }
        }
        display(layer)
    }
}
