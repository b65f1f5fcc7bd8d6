extension CALayer {
    /// Renders the layer and its sublayers as they appear now into `ctx`, in the layer's
    /// coordinate space (its position, transform and opacity left out), as `render(in:)`.
    ///
    /// The tree is rasterised at the context's pixel density and drawn as an image.
    public func render(in ctx: CGContext) {
        let scale = ctx.backingScale * max(ctx.ctm.linearScaleFactor, 1e-3)
        guard let image = LayerRenderer.snapshot(of: self, scale: scale) else { return }
        ctx.draw(image, in: presentationProperties().bounds)
    }
}

extension CGAffineTransform {
    /// How many units one user-space unit covers (geometric mean of the axes).
    fileprivate var linearScaleFactor: CGFloat { abs(a * d - b * c).squareRoot() }
}
