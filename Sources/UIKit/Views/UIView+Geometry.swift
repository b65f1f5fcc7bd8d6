extension UIView {
    /// The view's rectangle in its superview (derived from center, bounds and transform).
    var geometryFrame: CGRect {
        get { layer.frame }
        set {
            KeyValueObservers.willChange(self, "frame")
            defer { KeyValueObservers.didChange(self, "frame") }
            let old = (layer.position, layer.bounds)
            layer.frame = newValue
            boundsSizeDidChange(from: old.1.size)
            geometryDidChange(from: old)
        }
    }

    /// The view's own coordinate space.
    var geometryBounds: CGRect {
        get { layer.bounds }
        set {
            KeyValueObservers.willChange(self, "bounds")
            defer { KeyValueObservers.didChange(self, "bounds") }
            let old = (layer.position, layer.bounds)
            layer.bounds = newValue
            boundsSizeDidChange(from: old.1.size)
            geometryDidChange(from: old)
        }
    }

    /// The centre of the frame in the superview (the layer's `position`).
    var geometryCenter: CGPoint {
        get { layer.position }
        set {
            KeyValueObservers.willChange(self, "center")
            defer { KeyValueObservers.didChange(self, "center") }
            let old = (layer.position, layer.bounds)
            layer.position = newValue
            geometryDidChange(from: old)
        }
    }

    /// The 2-D transform applied around the centre.
    var geometryTransform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The 3-D transform of the layer.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// A view whose frame is an input to Auto Layout (autoresizing-mask constraints) tells its
    /// engine; outputs of the engine need not. Setting the frame it already has changes
    /// nothing (a cell's `layoutSubviews` sets its content view's frame on every pass; telling
    /// the engine each time made every pass re-check the whole tree's constraints).
    private func geometryDidChange(from old: (CGPoint, CGRect)) {
        guard layoutState.isEngineItem, translatesAutoresizingMaskIntoConstraints else { return }
        guard layer.position != old.0 || layer.bounds != old.1 else { return }
        noteLayoutInputsChanged()
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        if autoresizesSubviews {
            for v in subviewList where !v.autoresizingMask.isEmpty {
                v.applyAutoresizing(oldSuperSize: oldSize, newSuperSize: newSize)
            }
        }
    }

    /// Resizes per the autoresizing mask.
    private func applyAutoresizing(oldSuperSize: CGSize, newSuperSize: CGSize) {
        frame = Self.autoresizedFrame(
            frame, mask: autoresizingMask, oldSuperSize: oldSuperSize, newSuperSize: newSuperSize)
    }

    /// The frame a view with `mask` gets when its superview goes from `oldSuperSize` to
    /// `newSuperSize`: the flexible parts share the change in proportion to their current
    /// lengths, as UIKit's springs and struts do.
    static func autoresizedFrame(
        _ f: CGRect, mask m: AutoresizingMask, oldSuperSize: CGSize, newSuperSize: CGSize
    ) -> CGRect {
        func distribute(
            delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
            flexLead: Bool, flexSize: Bool, flexTrail: Bool
        ) -> (CGFloat, CGFloat) {
            var parts: [CGFloat] = []
            if flexLead { parts.append(lead) }
            if flexSize { parts.append(size) }
            if flexTrail { parts.append(trail) }
            guard !parts.isEmpty else { return (lead, size) }
            let total = parts.reduce(0, +)
            func share(_ v: CGFloat) -> CGFloat { total > 0 ? delta * v / total : delta / CGFloat(parts.count) }
            let newLead = flexLead ? lead + share(lead) : lead
            let newSize = flexSize ? size + share(size) : size
            return (newLead, newSize)
        }
        let (x, w) = distribute(
            delta: newSuperSize.width - oldSuperSize.width, lead: f.minX, size: f.width,
            trail: oldSuperSize.width - f.maxX, flexLead: m.contains(.flexibleLeftMargin),
            flexSize: m.contains(.flexibleWidth), flexTrail: m.contains(.flexibleRightMargin))
        let (y, h) = distribute(
            delta: newSuperSize.height - oldSuperSize.height, lead: f.minY, size: f.height,
            trail: oldSuperSize.height - f.maxY, flexLead: m.contains(.flexibleTopMargin),
            flexSize: m.contains(.flexibleHeight), flexTrail: m.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
    }

    // MARK: Converting

    /// Converts a point from the receiver's coordinates to another view's (nil: the window).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from another view's coordinates (nil: the window) to the receiver's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from the receiver's coordinates to another view's.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from another view's coordinates to the receiver's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Model values are used, so a view hit-tests where it will be, even mid-animation.
        // As in UIKit, a point outside the view misses its subviews too, clipped or not.
        guard !isHidden, isUserInteractionEnabled, layer.opacity >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for v in subviewList.reversed() {
            if let hit = v.hitTest(v.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}
