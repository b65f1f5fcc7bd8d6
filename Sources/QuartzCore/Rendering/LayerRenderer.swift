// TEMPORARY STUB (replaced by the renderer)
@MainActor
package enum LayerRenderer {
    package static func snapshot(of layer: CALayer) -> CGImage? { nil }
}
