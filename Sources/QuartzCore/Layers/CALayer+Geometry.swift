extension LayerProperties {
    /// The frame in the superlayer: the bounding box of the transformed bounds.
    var frame: CGRect {
        let size = bounds.size
        let origin = CGPoint(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
        if CATransform3DIsIdentity(transform) { return CGRect(origin: origin, size: size) }
        return bounds.applying(toSuperlayer)
    }

    /// Maps points in the layer's bounds coordinates to its superlayer's (affine part only).
    var toSuperlayer: CGAffineTransform {
        let size = bounds.size
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * size.width, y: bounds.minY + anchorPoint.y * size.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

extension CALayer {
    /// The layer's rectangle in its superlayer, derived from position, anchor point, bounds and
    /// transform. Setting it changes position and bounds size so that the transformed bounds
    /// fill the rectangle, as Core Animation does for transforms that keep the axes aligned
    /// (scales, flips, quarter turns): a photo viewer moves its zoomed image view by its frame.
    /// For other rotations Apple leaves the result undefined; here the bounds take the
    /// rectangle's size ([U]).
    var geometryFrame: CGRect {
        get { modelState.frame }
        set {
            let f = newValue.standardized
            var b = bounds
            guard !CATransform3DIsIdentity(transform) else {
                b.size = f.size
                bounds = b
                position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
                return
            }
            let t = affineTransform()
            // A quarter turn's cosine is not exactly zero in floating point.
            let isZero = { (v: CGFloat) in abs(v) < 1e-9 }
            if isZero(t.b) && isZero(t.c) && !isZero(t.a) && !isZero(t.d) {
                b.size = CGSize(width: f.width / abs(t.a), height: f.height / abs(t.d))
            } else if isZero(t.a) && isZero(t.d) && !isZero(t.b) && !isZero(t.c) {
                b.size = CGSize(width: f.height / abs(t.b), height: f.width / abs(t.c))
            } else {
                b.size = f.size
            }
            bounds = b
            // The transform maps the bounds' centre to the frame's centre.
            let offset = CGPoint(x: (0.5 - anchorPoint.x) * b.width, y: (0.5 - anchorPoint.y) * b.height)
            position = CGPoint(
                x: f.midX - (t.a * offset.x + t.c * offset.y + t.tx),
                y: f.midY - (t.b * offset.x + t.d * offset.y + t.ty))
        }
    }

    /// The transform as an affine transform (its 2-D part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Maps this layer's coordinates to the root of its tree (model values, affine parts).
    var toRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var l: CALayer? = self
        while let c = l, let s = c.superlayer {
            t = t.concatenating(c.stepToSuperlayer(s))
            l = s
        }
        return t
    }

    /// A rectangle in this layer's coordinates mapped into its superlayer's: what
    /// `superlayer.convert(r, from: self)` gives, worked out from this one step instead of
    /// through the root (no walk of the ancestors, no inverted matrix).
    package func convertToSuperlayer(_ r: CGRect) -> CGRect {
        guard let s = superlayer else { return r }
        var t = modelState.toSuperlayer
        if !CATransform3DIsIdentity(s.modelState.sublayerTransform) { t = t.concatenating(sublayerMatrix(of: s)) }
        return r.applying(t)
    }

    private func sublayerMatrix(of s: CALayer) -> CGAffineTransform {
        let b = s.bounds
        let c = CGPoint(x: b.minX + s.anchorPoint.x * b.width, y: b.minY + s.anchorPoint.y * b.height)
        return CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CATransform3DGetAffineTransform(s.sublayerTransform))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// Converts a point from another layer's coordinates (nil: the tree's root) to this one's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        if let l, let (mine, theirs) = transformsToCommonAncestor(with: l) {
            return p.applying(theirs).applying(mine.inverted())
        }
        let fromRoot = l?.toRoot ?? .identity
        return p.applying(fromRoot).applying(toRoot.inverted())
    }

    /// Converts a point from this layer's coordinates to another layer's (nil: the root).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if let l, let (mine, theirs) = transformsToCommonAncestor(with: l) {
            return p.applying(mine).applying(theirs.inverted())
        }
        return p.applying(toRoot).applying((l?.toRoot ?? .identity).inverted())
    }

    /// Converts a rectangle from another layer's coordinates to this one's.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        if let l, let (mine, theirs) = transformsToCommonAncestor(with: l) {
            return r.applying(theirs.concatenating(mine.inverted()))
        }
        return r.applying((l?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }

    /// Converts a rectangle from this layer's coordinates to another layer's.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        if let l, let (mine, theirs) = transformsToCommonAncestor(with: l) {
            return r.applying(mine.concatenating(theirs.inverted()))
        }
        return r.applying(toRoot.concatenating((l?.toRoot ?? .identity).inverted()))
    }

    /// The transforms from this layer's coordinates and from `other`'s to those of their nearest
    /// common ancestor, when it is a few steps above both; nil when it is not (other trees, or
    /// far apart), and the caller goes through the root. Conversions between neighbours (a
    /// presenter's view and the container beside it) then cost the same at any depth of the
    /// tree, where the walk to the root costs the depth.
    private func transformsToCommonAncestor(with other: CALayer) -> (
        mine: CGAffineTransform, theirs: CGAffineTransform
    )? {
        if other === self { return (.identity, .identity) }
        var mine: [(layer: CALayer, transform: CGAffineTransform)] = [(self, .identity)]
        var theirs: [(layer: CALayer, transform: CGAffineTransform)] = [(other, .identity)]
        for _ in 0..<16 {
            var moved = false
            if let (l, t) = mine.last, let s = l.superlayer {
                mine.append((s, t.concatenating(l.stepToSuperlayer(s))))
                moved = true
                if let j = theirs.firstIndex(where: { $0.layer === s }) {
                    return (mine[mine.count - 1].transform, theirs[j].transform)
                }
            }
            if let (l, t) = theirs.last, let s = l.superlayer {
                theirs.append((s, t.concatenating(l.stepToSuperlayer(s))))
                moved = true
                if let i = mine.firstIndex(where: { $0.layer === s }) {
                    return (mine[i].transform, theirs[theirs.count - 1].transform)
                }
            }
            if !moved { return nil }
        }
        return nil
    }

    /// Maps this layer's coordinates to its superlayer `s`'s (one step of `toRoot`).
    private func stepToSuperlayer(_ s: CALayer) -> CGAffineTransform {
        let t = modelState.toSuperlayer
        return CATransform3DIsIdentity(s.modelState.sublayerTransform) ? t : t.concatenating(sublayerMatrix(of: s))
    }

    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(modelState.toSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let subPoint =
            CATransform3DIsIdentity(sublayerTransform)
            ? local : local.applying(sublayerMatrix(of: self).inverted())
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = child.hitTest(subPoint) { return hit }
        }
        return inside ? self : nil
    }

    /// Sublayers sorted back to front by `zPosition`, ties keeping their order.
    var sublayersInDrawingOrder: [CALayer] {
        let list = sublayerList
        guard list.contains(where: { $0.modelState.zPosition != 0 }) else { return list }
        return list.enumerated().sorted {
            ($0.element.modelState.zPosition, $0.offset) < ($1.element.modelState.zPosition, $1.offset)
        }.map(\.element)
    }
}
