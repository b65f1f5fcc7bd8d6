import CCairo

/// Renders one layer tree frame after frame into a canvas it keeps, repainting only the
/// damaged region: the union of the old and new pixel extents of every layer whose appearance,
/// placement, inherited opacity or clip changed (running animations count as changed every
/// frame), of layers that appeared or went away, and of whole subtrees whose sublayer order
/// changed. The result is pixel for pixel the full render of `LayerRenderer.render`.
///
/// Trees it cannot bound soundly (masks, backdrops, 3-D transforms, running `CATransition`s)
/// are rendered in full; a shadow touching the damage widens it to the shadow's whole extent,
/// because the blur reads pixels around each one, and so does a layer whose pixels Cairo
/// rasterises differently when the damage cuts through it (see `EdgeSensitivity`).
@preconcurrency @MainActor
package final class IncrementalRenderer {
    private final class Record {
        var stamp: UInt64
        var sublayerStamp: UInt64
        /// What the parent handed down: its sublayer space, clip and inherited opacity.
        var parent: CGAffineTransform
        var clip: CGRect
        var parentOpacity: Float
        var device: CGAffineTransform
        var opacity: Float
        /// What the layer itself paints, in device pixels, clipped (`.null`: nothing).
        var extent: CGRect
        /// How the layer's own pixels depend on where the damage cuts it.
        var sensitivity = EdgeSensitivity.none
        /// Whether the painter fills solid backgrounds straight into the canvas here.
        var direct = true
        /// Whether the layer had no sublayers (the painter draws such a layer differently).
        var leaf = true
        /// What the layer and its sublayers paint, in device pixels, this frame: a subtree
        /// wholly outside the damage is not walked when the damage is repainted.
        var subtree = CGRect.null
        var frame: Int
        /// What the layer hands its sublayers, when an unchanged layer may pass it on without
        /// being looked at again (nil when it must be: shadows, or sublayers the scan gave up on).
        var handed: (parent: CGAffineTransform, clip: CGRect, direct: Bool)?

        init(
            stamp: UInt64, sublayerStamp: UInt64, parent: CGAffineTransform, clip: CGRect, parentOpacity: Float,
            device: CGAffineTransform, opacity: Float, extent: CGRect, frame: Int
        ) {
            self.stamp = stamp
            self.sublayerStamp = sublayerStamp
            self.parent = parent
            self.clip = clip
            self.parentOpacity = parentOpacity
            self.device = device
            self.opacity = opacity
            self.extent = extent
            self.frame = frame
        }
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var frameNumber = 0
    /// The canvas's pixels as of the last frame, premultiplied ARGB32 as rendered images keep them.
    private var words: [UInt32] = []
    /// The last frame's image while somebody still holds it: an unchanged frame hands it back
    /// (not held here, so the next frame can write into `words` without copying them first).
    private weak var lastImage: CGImage?
    private var width = 0, height = 0
    private var scale: CGFloat = 0
    private var background: CGColor?
    private var root: ObjectIdentifier?
    /// Extents the damage must take in whole or not touch, found by the scan: shadowed
    /// subtrees and layers Cairo rasterises differently when clipped through.
    private var wholes: [CGRect] = []
    /// Extents of rounded backgrounds expected to be filled directly (`unlessFilledDirectly`).
    private var directFills: [CGRect] = []
    private var opaqueBeneath = false
    private var scanFailed = false
    private var visited = 0

    /// The pixel rectangle the last render repainted (the whole canvas for a full render,
    /// null when nothing changed, infinite when the screen was rendered by other means).
    package private(set) var lastDamage = CGRect.null
    /// How many renders repainted everything (the first, and trees it cannot bound).
    package private(set) var fullRenders = 0
    /// How each frame is rendered (the pixels are the same whichever is chosen).
    package var options: LayerRenderer.Options

    package init(options: LayerRenderer.Options = LayerRenderer.Options()) { self.options = options }

    /// Forgets the previous frame: the next render paints everything. Until then
    /// `lastDamage` is infinite (whatever was shown came from elsewhere).
    package func invalidate() {
        records.removeAll()
        root = nil
        lastDamage = .infinite
    }

    /// Renders `root` as `LayerRenderer.render(root, size:scale:background:)` would.
    package func render(_ root: CALayer, size: CGSize, scale: CGFloat, background: CGColor?) -> CGImage {
        let w = Self.pixels(size.width * scale), h = Self.pixels(size.height * scale)
        guard w > 0, h > 0, scale > 0, scale.isFinite, w <= Int(Int32.max) / 4 / h else {
            invalidate()
            return LayerRenderer.render(root, size: size, scale: scale, background: background, options: options)
        }
        prepareCanvas(width: w, height: h)
        let sameScene =
            self.root == ObjectIdentifier(root) && self.scale == scale && background == self.background
        self.root = ObjectIdentifier(root)
        self.scale = scale
        self.background = background

        let parentTime = root.superlayer?.currentLocalTime ?? root.loop.now
        let device = CGAffineTransform(scaleX: scale, y: scale)
        let canvas = CGRect(x: 0, y: 0, width: w, height: h)
        frameNumber += 1
        wholes.removeAll(keepingCapacity: true)
        directFills.removeAll(keepingCapacity: true)
        opaqueBeneath = background.map { $0.alpha >= 1 } ?? false
        scanFailed = false
        visited = 0
        var damage = CGRect.null
        _ = scan(
            root, parentTime: parentTime, parent: device, clip: canvas, opacity: 1, direct: true, reordered: false,
            damage: &damage)
        // Layers not reached this frame (removed, hidden, or under one that is) leave their
        // old extents behind.
        if visited < records.count {
            records = records.filter { _, record in
                if record.frame == frameNumber { return true }
                damage = damage.union(record.extent)
                return false
            }
        }
        if scanFailed || !sameScene {
            damage = canvas
            fullRenders += 1
        } else {
            damage = widenedForWholes(damage)
        }
        var region = Self.pixelAligned(damage).intersection(canvas)
        lastDamage = region.isNull || region.isEmpty ? .null : region
        guard !lastDamage.isNull else { return image(width: w, height: h) }

        // The canvas is the last frame's own storage: when nobody holds that frame any more
        // it is painted over in place, otherwise it is copied first (copy on write).
        lastImage = nil
        var painted = repaint(
            region, root, parentTime: parentTime, device: device, width: w, height: h, tryDirect: true)
        if painted == .cutRoundedFill {
            // A rounded background expected to be written directly went to Cairo across the
            // damage's edge: repaint taking every such background whole.
            wholes += directFills
            region = widenedForWholes(region).intersection(canvas)
            lastDamage = region
            painted = repaint(
                region, root, parentTime: parentTime, device: device, width: w, height: h, tryDirect: false)
        }
        guard painted != .failed else {
            invalidate()
            return LayerRenderer.render(root, size: size, scale: scale, background: background, options: options)
        }
        return image(width: w, height: h)
    }

    private enum Repaint { case done, cutRoundedFill, failed }

    /// Paints `region` of the canvas afresh. `tryDirect`: the region leaves out rounded
    /// backgrounds expected to be filled directly; stop and say so if one was not.
    private func repaint(
        _ region: CGRect, _ root: CALayer, parentTime: Double, device: CGAffineTransform, width w: Int, height h: Int,
        tryDirect: Bool
    ) -> Repaint {
        words.withUnsafeMutableBufferPointer { buffer in
            let bytes = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            guard
                let surface = cairo_image_surface_create_for_data(
                    bytes, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))
            else { return .failed }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                return .failed
            }
            defer { cairo_destroy(cr) }
            cairo_rectangle(cr, region.minX, region.minY, region.width, region.height)
            cairo_clip(cr)
            let painter = LayerPainter(cr: cr, options: options)
            painter.cull = region
            painter.paintDirectly(
                on: surface,
                clip: PixelBox(x0: Int(region.minX), y0: Int(region.minY), x1: Int(region.maxX), y1: Int(region.maxY)),
                background: background)
            if tryDirect, painter.direct == nil { return .cutRoundedFill }
            if !scanFailed {
                // Subtrees that paint nothing inside the damage are not walked at all.
                let records = self.records, frame = frameNumber
                painter.skip = { layer in
                    guard let record = records[ObjectIdentifier(layer)], record.frame == frame else { return false }
                    return !record.subtree.intersects(region)
                }
            }
            painter.drawLayer(root, parentTime: parentTime, parent: device, space: nil)
            painter.flushPending()
            cairo_surface_flush(surface)
            return tryDirect && painter.cutRoundedFill ? .cutRoundedFill : .done
        }
    }

    private func image(width w: Int, height h: Int) -> CGImage {
        if let lastImage { return lastImage }
        let image = CGImage(width: w, height: h, premultipliedARGB32: words)!
        lastImage = image
        return image
    }

    private func prepareCanvas(width w: Int, height h: Int) {
        if w == width, h == height { return }
        invalidate()
        width = w
        height = h
        words = [UInt32](repeating: 0, count: w * h)
        lastImage = nil
    }

    /// Walks the tree as `LayerPainter.drawLayer` does, comparing each drawn layer with the
    /// previous frame and adding what changed to `damage`.
    private func scan(
        _ layer: CALayer, parentTime: Double, parent: CGAffineTransform, clip: CGRect, opacity: Float, direct: Bool,
        reordered: Bool, damage: inout CGRect
    ) -> CGRect {
        guard !scanFailed else { return .infinite }
        let time = layer.layerTiming.localTime(fromParent: parentTime)
        let id = ObjectIdentifier(layer)
        let old = records[id]
        // A still layer nothing has touched, under a parent that hands down what it did last
        // frame, is where it was: only its sublayers need looking at.
        if !reordered, let old, let handed = old.handed, old.stamp == layer.renderStamp,
            layer.animationList.isEmpty, old.parent == parent, old.clip == clip, old.parentOpacity == opacity,
            old.direct == direct, old.leaf == layer.sublayerList.isEmpty
        {
            old.frame = frameNumber
            visited += 1
            note(old.sensitivity, old.extent)
            let orderChanged = old.sublayerStamp != layer.sublayerStamp
            old.sublayerStamp = layer.sublayerStamp
            var subtree = old.extent
            for child in layer.sublayersInDrawingOrder {
                subtree = subtree.union(
                    scan(
                        child, parentTime: time, parent: handed.parent, clip: handed.clip, opacity: old.opacity,
                        direct: handed.direct, reordered: orderChanged, damage: &damage))
            }
            old.subtree = subtree
            return subtree
        }
        let p = layer.presentationProperties(atLocalTime: time)
        guard !p.isHidden, p.opacity > LayerPainter.invisibleOpacity else { return .null }
        let animated = !layer.animationList.isEmpty
        if layer.mask != nil || layer.backdrop != nil || (animated && LayerPainter.hasTransition(layer)) {
            scanFailed = true
            return .infinite
        }
        guard let local = p.affinePlacement else {
            scanFailed = true
            return .infinite
        }
        let b = p.bounds
        let ax = b.minX + p.anchorPoint.x * b.width, ay = b.minY + p.anchorPoint.y * b.height
        if !layer.isDoubleSided, local.determinant < 0 { return .null }
        let device = local.concatenating(parent)
        guard device.isDrawable else { return .null }

        var own = b
        if let shape = LayerPainter.shapeExtent(p) { own = own.union(shape) }
        if let image = layer.contents as? CGImage {
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            let r = p.contentsRect
            let natural = CGSize(
                width: r.width * CGFloat(image.width) / scale, height: r.height * CGFloat(image.height) / scale)
            own = own.union(LayerPainter.gravityRect(layer.contentsGravity, natural: natural, in: b))
        }
        let shadowed = p.shadowOpacity > 0 && !p.masksToBounds && p.shadowColor.map { $0.alpha > 0 } == true
        if shadowed {
            var budget = 256
            guard let whole = LayerPainter.paintExtent(layer, p, time: time, budget: &budget) else {
                scanFailed = true
                return .infinite
            }
            own = own.union(whole)
        }
        let box = device.boundingBox(of: own)
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else {
            scanFailed = true
            return .infinite
        }
        var extent = box.insetBy(dx: -1, dy: -1).intersection(clip)
        if extent.isEmpty { extent = .null }
        let sensitivity = Self.edgeSensitivity(
            layer, p, device: device, direct: direct, canvas: CGRect(x: 0, y: 0, width: width, height: height),
            opaqueBeneath: opaqueBeneath)
        note(shadowed ? .whole : sensitivity, extent)
        let leaf = layer.sublayerList.isEmpty
        // A group's surface spans its paint extent within the clip, and what is drawn into it
        // depends on where that surface starts: the damage takes the whole group or none.
        let group = Self.paintsAsGroup(layer, p)
        if group {
            var budget = 256
            let whole = LayerPainter.paintExtent(layer, p, time: time, budget: &budget).map {
                device.boundingBox(of: $0).insetBy(dx: -1, dy: -1).intersection(clip)
            }
            note(.whole, whole ?? clip)
        }

        let inherited = opacity * p.opacity
        // A shadowed layer's extent covers its sublayers too: when one of them moves, the
        // shadow it cast before must be repainted even though the layer itself is unchanged.
        let changed =
            reordered || animated || old == nil || old!.stamp != layer.renderStamp || old!.device != device
            || old!.clip != clip || old!.opacity != inherited || old!.extent != extent || old!.leaf != leaf
        if changed {
            damage = damage.union(extent)
            if let old { damage = damage.union(old.extent) }
        }
        let orderChanged = reordered || old == nil || old!.sublayerStamp != layer.sublayerStamp
        visited += 1
        let record = Record(
            stamp: layer.renderStamp, sublayerStamp: layer.sublayerStamp, parent: parent, clip: clip,
            parentOpacity: opacity, device: device, opacity: inherited, extent: extent, frame: frameNumber)
        record.sensitivity = shadowed ? .whole : sensitivity
        record.direct = direct
        record.leaf = leaf
        records[id] = record

        let childClip = p.masksToBounds ? clip.intersection(device.boundingBox(of: b).insetBy(dx: -1, dy: -1)) : clip
        var childParent = device
        let s = p.sublayerTransform
        let children = layer.sublayersInDrawingOrder
        if !CATransform3DIsIdentity(s) {
            guard Projection.isFlat(s) else {
                if !children.isEmpty { scanFailed = true }
                return children.isEmpty ? extent : .infinite
            }
            let center = CGPoint(x: ax, y: ay)
            childParent = CGAffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(CATransform3DGetAffineTransform(s))
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
                .concatenating(device)
        }
        let childDirect = Self.handsDirect(p, direct: direct)
        if !shadowed, !group { record.handed = (childParent, childClip, childDirect) }
        var subtree = extent
        for child in children {
            subtree = subtree.union(
                scan(
                    child, parentTime: time, parent: childParent, clip: childClip, opacity: inherited,
                    direct: childDirect, reordered: orderChanged, damage: &damage))
        }
        record.subtree = subtree
        return subtree
    }

    private func note(_ sensitivity: EdgeSensitivity, _ extent: CGRect) {
        guard !extent.isNull, !extent.isEmpty else { return }
        switch sensitivity {
        case .none: break
        case .whole: wholes.append(extent)
        case .unlessFilledDirectly: directFills.append(extent)
        }
    }

    /// The damage, pixel-aligned, grown by every shadowed subtree (the blur reads pixels
    /// around each one) and every edge-sensitive layer it cuts into, until none adds more:
    /// those are repainted whole, as the full render paints them.
    private func widenedForWholes(_ damage: CGRect) -> CGRect {
        guard !damage.isNull, !wholes.isEmpty else { return damage }
        let pieces = wholes.map(Self.pixelAligned)
        var result = Self.pixelAligned(damage)
        var grew = true
        while grew {
            grew = false
            for piece in pieces where Self.overlaps(piece, result) && !result.contains(piece) {
                result = result.union(piece)
                grew = true
            }
        }
        return result
    }

    /// Whether two rectangles share some area (not merely an edge).
    private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private static func pixelAligned(_ r: CGRect) -> CGRect {
        guard !r.isNull, !r.isEmpty else { return .null }
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
    }

    private static func pixels(_ v: CGFloat) -> Int {
        guard v.isFinite, v > 0 else { return 0 }
        return Int(v.rounded())
    }
}
