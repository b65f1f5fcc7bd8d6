import CCairo

/// Walks a layer tree's presentation values into a Cairo context.
///
/// Each layer's local time is derived from its parent's on the way down and its presentation
/// values are computed once. Geometry is tracked as device matrices in Swift and handed to
/// Cairo with `cairo_set_matrix`, so a plain layer costs one matrix product and one fill.
///
/// Per layer, back to front, as Core Animation composites: shadow, backdrop, background,
/// contents, drawing, sublayers (clipped when `masksToBounds`), border. Opacity below 1 makes
/// the whole stack one group painted with that alpha.
@preconcurrency @MainActor
final class LayerPainter {
    private let context: OpaquePointer
    /// The Cairo context, for drawing Cairo does: any solid fills still queued are written
    /// first, so Cairo always finds the canvas as painted so far.
    var cr: OpaquePointer {
        if pendingCanvas != nil { flushPending() }
        return context
    }
    /// Where the next backdrop reads what lies beneath: the target outside the groups (opacity,
    /// shadow, transition) that the backdrop's own layer pushed, so they do not hide it.
    var backdropSource: OpaquePointer?

    /// The device rectangle being repainted, when only part of the canvas is (an incremental
    /// frame): plain layers wholly outside it are skipped, which changes no pixel.
    var cull: CGRect?

    /// Set when Cairo filled a rounded background that crosses the edge of `cull` (inside the
    /// canvas, outside layer clips) where direct fills were on: Cairo rasterises a shape cut by
    /// the clip a little differently from a whole one, so an incremental frame that expected it
    /// written directly repaints wider.
    var cutRoundedFill = false

    /// Sublayers to pass over without looking at them (an incremental frame's subtrees that
    /// paint nothing inside the damage): skipping them changes no pixel.
    var skip: ((CALayer) -> Bool)?

    /// The canvas's pixels while the painter draws straight onto it (nil inside groups and
    /// clips it cannot express, and for offscreen painters): solid backgrounds go there.
    var direct: DirectCanvas?

    /// Solid fills queued for `pendingCanvas` (see `PendingFill`).
    var pending: [PendingFill] = []
    var pendingCanvas: DirectCanvas?

    /// How the render this painter serves goes about its work (`LayerRenderer.Options`).
    let options: LayerRenderer.Options

    /// How many backgrounds this painter filled straight into a canvas.
    var directFillCount = 0

    init(cr: OpaquePointer, options: LayerRenderer.Options = LayerRenderer.Options()) {
        context = cr
        self.options = options
    }

    /// Pushes a group for `layer`'s own compositing, remembering the surface beneath it when
    /// the layer has a backdrop.
    func pushGroup(for layer: CALayer) {
        if layer.backdrop != nil, backdropSource == nil { backdropSource = cairo_get_group_target(cr) }
        cairo_push_group(cr)
    }

    /// Opacity at or below this draws nothing visible in 8-bit output.
    static let invisibleOpacity: Float = 0.5 / 255

    /// A parent's `sublayerTransform` that cannot be folded into an affine matrix (perspective
    /// or z terms), applied about the parent's anchor point.
    struct SublayerSpace {
        var transform: CATransform3D
        var center: CGPoint
    }

    // MARK: Tree

    /// Draws `layer` and its subtree. `parent` maps the parent's sublayer coordinates to device
    /// pixels; `space` is the parent's non-affine sublayer transform, if any.
    func drawLayer(_ layer: CALayer, parentTime: Double, parent: CGAffineTransform, space: SublayerSpace?) {
        let time = layer.layerTiming.localTime(fromParent: parentTime)
        let p = layer.presentationProperties(atLocalTime: time)
        guard !p.isHidden, p.opacity > Self.invisibleOpacity else { return }
        if space == nil, let local = p.affinePlacement {
            if !layer.isDoubleSided, local.determinant < 0 { return }
            drawPlaced(layer, p, time: time, device: local.concatenating(parent))
            return
        }
        switch Projection.mapping(of: p, in: space) {
        case .affine(let local):
            if !layer.isDoubleSided, local.determinant < 0 { return }
            drawPlaced(layer, p, time: time, device: local.concatenating(parent))
        case .projective(let h):
            drawProjected(layer, p, time: time, homography: h.followed(by: parent))
        case .invisible:
            return
        }
    }

    /// Draws a layer whose bounds map to device pixels by the affine `device`.
    private func drawPlaced(_ layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform) {
        guard device.isDrawable else { return }
        let opacity = CGFloat(p.opacity)
        if Self.isPlain(layer, p) {
            if let cull, !device.boundingBox(of: p.bounds).intersects(cull) { return }
            fillBackground(p, device: device, alpha: min(opacity, 1))
            return
        }
        if opacity >= 1 {
            if direct == nil || (layer.mask == nil && p.shadowOpacity <= 0 && !Self.hasTransition(layer)) {
                drawBody(layer, p, time: time, device: device)
            } else {
                withoutDirect { drawBody(layer, p, time: time, device: device) }
            }
            return
        }
        let saved = direct
        direct = nil
        defer { direct = saved }
        cairo_save(cr)
        var budget = 256
        if let extent = Self.paintExtent(layer, p, time: time, budget: &budget) {
            Cairo.clipToDevice(cr, device.boundingBox(of: extent))
        }
        pushGroup(for: layer)
        drawBody(layer, p, time: time, device: device)
        backdropSource = nil
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(opacity))
        cairo_restore(cr)
    }

    /// Everything a layer shows, in its bounds coordinates mapped by `device`, at full opacity:
    /// a running `CATransition` first, else the shadowed or plain content.
    func drawBody(_ layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform) {
        if let mask = layer.mask {
            drawMasked(mask, time: time, device: device) { drawUnmaskedBody(layer, p, time: time, device: device) }
            return
        }
        drawUnmaskedBody(layer, p, time: time, device: device)
    }

    private func drawUnmaskedBody(_ layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform) {
        if !layer.animationList.isEmpty, let (transition, progress) = activeTransition(of: layer, time: time) {
            drawTransition(transition, progress: progress, layer, p, time: time, device: device)
            return
        }
        drawShadowedContent(layer, p, time: time, device: device)
    }

    /// The content, under its shadow when it has one.
    func drawShadowedContent(_ layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform) {
        if p.shadowOpacity > 0, !p.masksToBounds, let color = p.shadowColor, color.alpha > 0 {
            drawWithShadow(layer, p, time: time, device: device)
        } else {
            drawContent(layer, p, time: time, device: device)
        }
    }

    /// Backdrop, background, contents, drawing, sublayers and border.
    func drawContent(_ layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform) {
        if let backdrop = layer.backdrop {
            let source = backdropSource ?? cairo_get_group_target(cr)
            backdropSource = nil
            if let source { drawBackdrop(backdrop, p, device: device, beneath: source) }
        }
        fillBackground(p, device: device, alpha: 1)

        let clips = p.masksToBounds
        if clips {
            cairo_save(cr)
            Cairo.setMatrix(cr, device)
            Cairo.roundedRectangle(cr, p.bounds, radius: p.cornerRadius, corners: p.maskedCorners)
            cairo_clip(cr)
        }
        if let contents = layer.contents, let image = contents as? CGImage {
            drawContents(image, layer, p, device: device)
        }
        if let drawing = layer.drawing {
            DisplayListPlayer.play(drawing, cr: cr, device: device, bounds: p.bounds)
        }
        if !p.subclassValues.isEmpty { drawSubclassContent(layer, p, device: device) }
        if clips {
            withDirectClipped(to: p, device: device) { drawSublayers(of: layer, p, time: time, device: device) }
            cairo_restore(cr)
        } else {
            drawSublayers(of: layer, p, time: time, device: device)
        }
        drawBorder(p, device: device)
    }

    private func drawSublayers(of layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform) {
        let children = layer.sublayerList
        guard !children.isEmpty else { return }
        let ordered = layer.sublayersInDrawingOrder
        let s = p.sublayerTransform
        if CATransform3DIsIdentity(s) {
            for child in ordered where skip?(child) != true {
                drawLayer(child, parentTime: time, parent: device, space: nil)
            }
            return
        }
        let b = p.bounds
        let center = CGPoint(x: b.minX + p.anchorPoint.x * b.width, y: b.minY + p.anchorPoint.y * b.height)
        if Projection.isFlat(s) {
            let m = CGAffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(CATransform3DGetAffineTransform(s))
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            let childParent = m.concatenating(device)
            for child in ordered where skip?(child) != true {
                drawLayer(child, parentTime: time, parent: childParent, space: nil)
            }
        } else {
            let space = SublayerSpace(transform: s, center: center)
            for child in ordered { drawLayer(child, parentTime: time, parent: device, space: space) }
        }
    }

    // MARK: Layer parts

    static func hasBorder(_ p: LayerProperties) -> Bool {
        p.borderWidth > 0 && (p.borderColor?.alpha ?? 0) > 0
    }

    /// Whether the layer paints its background alone (no sublayers, contents, drawing, border,
    /// shadow, mask or transition): drawn with its opacity folded into the colour, no group.
    static func isPlain(_ layer: CALayer, _ p: LayerProperties) -> Bool {
        layer.sublayerList.isEmpty && layer.contents == nil && layer.drawing == nil && layer.backdrop == nil
            && !hasBorder(p) && p.shadowOpacity <= 0 && !hasTransition(layer) && p.subclassValues.isEmpty
            && layer.mask == nil
    }

    func fillBackground(_ p: LayerProperties, device: CGAffineTransform, alpha: CGFloat) {
        guard let color = p.backgroundColor else { return }
        let c = color.rgba
        let a = c.a * alpha
        guard a > 0 else { return }
        if direct != nil, fillDirect(p, color: (c.r, c.g, c.b, a), device: device) { return }
        if p.cornerRadius > 0, let canvas = direct, !canvas.insideLayerClip, let cull {
            let whole = canvas.bounds
            let box = device.boundingBox(of: p.bounds).intersection(
                CGRect(x: whole.x0, y: whole.y0, width: whole.x1 - whole.x0, height: whole.y1 - whole.y0))
            noteCut(box, cull)
        }
        Cairo.setMatrix(cr, device)
        if p.cornerRadius > 0 {
            Cairo.roundedRectangle(cr, p.bounds, radius: p.cornerRadius, corners: p.maskedCorners)
        } else {
            Cairo.rectangle(cr, p.bounds)
        }
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(a))
        cairo_fill(cr)
    }

    private func noteCut(_ box: CGRect, _ cull: CGRect) {
        let overlaps = box.minX < cull.maxX && cull.minX < box.maxX && box.minY < cull.maxY && cull.minY < box.maxY
        if overlaps, !cull.contains(box) { cutRoundedFill = true }
    }

    /// The border lies inside the bounds; its inner edge is rounded by `cornerRadius − width`.
    private func drawBorder(_ p: LayerProperties, device: CGAffineTransform) {
        guard Self.hasBorder(p), let color = p.borderColor else { return }
        let b = p.bounds
        guard b.width > 0, b.height > 0 else { return }
        let width = min(p.borderWidth, min(b.width, b.height) / 2)
        Cairo.setMatrix(cr, device)
        Cairo.roundedRectangle(cr, b, radius: p.cornerRadius, corners: p.maskedCorners)
        let inner = b.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            Cairo.roundedRectangle(cr, inner, radius: max(0, p.cornerRadius - width), corners: p.maskedCorners)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        Cairo.setSource(cr, color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    private func drawContents(_ image: CGImage, _ layer: CALayer, _ p: LayerProperties, device: CGAffineTransform) {
        guard let surface = ImageSurfaceCache.surface(for: image) else { return }
        let cr0 = p.contentsRect
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let source = CGRect(x: cr0.minX * w, y: cr0.minY * h, width: cr0.width * w, height: cr0.height * h)
        guard source.width > 0, source.height > 0 else { return }
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let dest = Self.gravityRect(layer.contentsGravity, natural: natural, in: p.bounds)
        Cairo.setMatrix(cr, device)
        let whole = CGRect(x: 0, y: 0, width: w, height: h)
        let magnifies = dest.width * device.linearScale > source.width
        let filter = magnifies ? p.rasterization.magnificationFilter : p.rasterization.minificationFilter
        let nearest = filter == .nearest
        if whole.contains(source) && source.width == w && source.height == h {
            Cairo.drawImage(cr, surface, source: source, in: dest, nearest: nearest)
            return
        }
        // A part of the image: sample a sub-surface so filtering pads at the part's own edges
        // instead of blending in the neighbouring pixels.
        let part = source.intersection(whole)
        guard !part.isNull, part.width > 0, part.height > 0 else { return }
        let x0 = part.minX.rounded(.down), y0 = part.minY.rounded(.down)
        let x1 = part.maxX.rounded(.up), y1 = part.maxY.rounded(.up)
        guard
            let sub = cairo_surface_create_for_rectangle(
                surface, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
        else { return }
        Cairo.drawImage(cr, sub, source: source.offsetBy(dx: -x0, dy: -y0), in: dest, nearest: nearest)
        cairo_surface_destroy(sub)
    }

    /// Where contents of `natural` size go in `bounds` for a gravity (y-down, as on iOS).
    static func gravityRect(_ g: CALayerContentsGravity, natural n: CGSize, in b: CGRect) -> CGRect {
        switch g {
        case .resizeAspect, .resizeAspectFill:
            guard n.width > 0, n.height > 0 else { return b }
            let sx = b.width / n.width, sy = b.height / n.height
            let s = g == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: n.width * s, height: n.height * s)
            return CGRect(
                x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let x: CGFloat, y: CGFloat
            switch g {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - n.width
            default: x = b.midX - n.width / 2
            }
            switch g {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - n.height
            default: y = b.midY - n.height / 2
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: n)
        default:
            return b
        }
    }

    // MARK: Extents

    /// The area `layer` and its visible subtree may paint, in its bounds coordinates, or nil
    /// when that is unbounded (3-D sublayers) or too costly to find (more than `budget` layers).
    /// Used to keep offscreen groups no larger than needed.
    static func paintExtent(_ layer: CALayer, _ p: LayerProperties, time: Double, budget: inout Int) -> CGRect? {
        var r = p.bounds
        if p.masksToBounds { return r }
        if let shape = Self.shapeExtent(p) { r = r.union(shape) }
        if let image = layer.contents as? CGImage {
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            let cr0 = p.contentsRect
            let natural = CGSize(
                width: cr0.width * CGFloat(image.width) / scale, height: cr0.height * CGFloat(image.height) / scale)
            r = r.union(Self.gravityRect(layer.contentsGravity, natural: natural, in: p.bounds))
        }
        let children = layer.sublayerList
        guard !children.isEmpty else { return withShadow(r, p) }
        let s = p.sublayerTransform
        guard Projection.isFlat(s) else { return nil }
        let b = p.bounds
        let c = CGPoint(x: b.minX + p.anchorPoint.x * b.width, y: b.minY + p.anchorPoint.y * b.height)
        let sub = CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CATransform3DGetAffineTransform(s))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        for child in children {
            budget -= 1
            if budget < 0 { return nil }
            let childTime = child.layerTiming.localTime(fromParent: time)
            let cp = child.presentationProperties(atLocalTime: childTime)
            if cp.isHidden || cp.opacity <= Self.invisibleOpacity { continue }
            guard CATransform3DIsAffine(cp.transform),
                let e = Self.paintExtent(child, cp, time: childTime, budget: &budget)
            else { return nil }
            r = r.union(cp.toSuperlayer.concatenating(sub).boundingBox(of: e))
        }
        return withShadow(r, p)
    }

    /// `content` grown by the shadow it casts: sublayers cast it too, so this comes after them.
    private static func withShadow(_ content: CGRect, _ p: LayerProperties) -> CGRect {
        guard p.shadowOpacity > 0 else { return content }
        let m = 3 * p.shadowRadius + 1
        let caster = p.shadowPath.map { $0.isEmpty ? content : $0.boundingBox } ?? content
        return content.union(
            caster.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -m, dy: -m))
    }
}
