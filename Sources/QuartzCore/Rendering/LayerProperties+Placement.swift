import CoreGraphics

extension LayerProperties {
    /// The layer's flat placement in its parent's coordinates (position, anchor point and an
    /// affine transform), or nil when its transform needs the 3D projection path.
    var affinePlacement: CGAffineTransform? {
        let t = transform
        guard CATransform3DIsAffine(t) else { return nil }
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        return CGAffineTransform(
            a: t.m11, b: t.m12, c: t.m21, d: t.m22,
            tx: t.m41 + position.x - ax * t.m11 - ay * t.m21,
            ty: t.m42 + position.y - ax * t.m12 - ay * t.m22)
    }
}
