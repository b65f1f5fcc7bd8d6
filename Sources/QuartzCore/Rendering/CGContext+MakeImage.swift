import CoreGraphics

extension CGContext {
    /// An image of what has been drawn into the context so far, one pixel per point, as
    /// CoreGraphics' `makeImage()` for a bitmap context (on the main thread, where the renderer
    /// runs).
    @preconcurrency @MainActor
    public func makeImage() -> CGImage? {
        LayerRenderer.rasterize(commands, size: size, scale: 1, opaque: false)
    }
}
