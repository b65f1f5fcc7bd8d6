// TEMPORARY STUB (replaced by the renderer)
@MainActor
package enum LayerRenderer {
    package static func snapshot(of layer: CALayer) -> CGImage? { nil }
}
extension LayerRenderer {
    // TEMPORARY STUB
    package static func render(_ root: CALayer, size: CGSize, scale: CGFloat, background: CGColor? = nil) -> CGImage {
        let w = Int(size.width * scale), h = Int(size.height * scale)
        return CGImage(width: w, height: h, rgba: [UInt8](repeating: 0, count: w * h * 4))!
    }
}
