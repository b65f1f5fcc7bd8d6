/// How a layer's own pixels depend on where the damage cuts through it.
///
/// Cairo clips a path's polygon to the clip's extents before scan conversion, and chooses per
/// pixel row between whole-row and sub-sampled coverage by where edges start and end. Cutting
/// off part of a shape with sloped or curved edges (a rotated layer, rounded corners, a drawn
/// path) moves those ends, and rows left inside the damage then come out a level or two off
/// the full render, even far from the cut; images sampled through a clip shift the same way.
/// Axis-aligned rectangles have no such edges.
enum EdgeSensitivity {
    /// The layer paints the same pixels however the damage cuts it.
    case none
    /// The damage must take the layer whole or not touch it.
    case whole
    /// A rounded background the painter is expected to write straight into the canvas through a
    /// coverage mask rasterised whole (the same pixels however the damage cuts it); should Cairo
    /// fill it after all, the painter says so and the frame is repainted taking it whole.
    case unlessFilledDirectly
}

extension IncrementalRenderer {
    /// What the damage must do about `layer`'s own painting. `direct` says whether the painter
    /// writes solid backgrounds straight into the canvas where the layer sits (no group, no
    /// layer clip above it), as `LayerPainter.fillDirect` does.
    static func edgeSensitivity(
        _ layer: CALayer, _ p: LayerProperties, device m: CGAffineTransform, direct: Bool, canvas: CGRect,
        opaqueBeneath: Bool
    ) -> EdgeSensitivity {
        if m.b != 0 || m.c != 0 || layer.contents != nil || layer.drawing != nil || !p.subclassValues.isEmpty {
            return .whole
        }
        guard p.cornerRadius > 0 else { return .none }
        let leaf = layer.sublayerList.isEmpty
        // Cairo draws a rounded border and a rounded clip for sublayers.
        guard !LayerPainter.hasBorder(p), leaf || !p.masksToBounds else { return .whole }
        guard let color = p.backgroundColor else { return .none }
        // A leaf's background carries its opacity; any other layer's is drawn in a group below 1.
        guard direct, p.shadowOpacity <= 0, leaf || p.opacity >= 1, m.a > 0, m.d > 0 else { return .whole }
        let c = color.rgba
        let alpha = c.a * (leaf ? min(CGFloat(p.opacity), 1) : 1)
        guard let src = SolidPixel.word(r: c.r, g: c.g, b: c.b, a: alpha) else { return .whole }
        guard src >> 24 == 255 || opaqueBeneath else { return .whole }
        // The mask's box, a pixel past the shape each way, must lie inside the canvas.
        let box = m.boundingBox(of: p.bounds)
        guard box.minX >= canvas.minX, box.minY >= canvas.minY, box.maxX.rounded(.up) + 1 <= canvas.maxX,
            box.maxY.rounded(.up) + 1 <= canvas.maxY
        else { return .whole }
        return .unlessFilledDirectly
    }

    /// Whether the painter draws `layer` into a group composited at its opacity (every layer
    /// below full opacity but a lone background).
    static func paintsAsGroup(_ layer: CALayer, _ p: LayerProperties) -> Bool {
        p.opacity < 1 && !LayerPainter.isPlain(layer, p)
    }

    /// Whether the painter writes solid backgrounds straight into the canvas for `layer`'s
    /// sublayers, given that it does for `layer`: not inside a group (opacity, shadow) or a
    /// layer clip (where rounded shapes go to Cairo).
    static func handsDirect(_ p: LayerProperties, direct: Bool) -> Bool {
        direct && p.opacity >= 1 && p.shadowOpacity <= 0 && !p.masksToBounds
    }
}
