import CCairo

extension LayerPainter {
    /// Fills a layer's background straight into the canvas when it is an upright rectangle
    /// (rounded or not) and the painter draws on the canvas itself; false when Cairo must.
    /// The pixels are Cairo's own: whole-pixel rectangles are filled as Cairo fills them, and
    /// other shapes go through a coverage mask Cairo rasterised (see `CoverageMasks`).
    func fillDirect(
        _ p: LayerProperties, color c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat), device m: CGAffineTransform
    )
        -> Bool
    {
        guard let canvas = direct, m.b == 0, m.c == 0, m.a > 0, m.d > 0,
            let src = SolidPixel.word(r: c.r, g: c.g, b: c.b, a: c.a)
        else { return false }
        let b = p.bounds
        guard b.width > 0, b.height > 0 else { return false }
        let x0 = m.a * b.minX + m.tx, x1 = m.a * b.maxX + m.tx
        let y0 = m.d * b.minY + m.ty, y1 = m.d * b.maxY + m.ty
        // Beyond this Cairo's 24.8 fixed point no longer holds the coordinates.
        let limit: CGFloat = 1_048_576
        guard abs(x0) < limit, abs(x1) < limit, abs(y0) < limit, abs(y1) < limit else { return false }
        let radius = min(p.cornerRadius, min(b.width, b.height) / 2)
        let rounded = radius > 0 && !p.maskedCorners.isEmpty
        if !rounded, x0 == x0.rounded(), x1 == x1.rounded(), y0 == y0.rounded(), y1 == y1.rounded() {
            if src != 0 {
                let box = PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
                record(PendingFill(area: box.intersection(canvas.clip), src: src), on: canvas)
            }
            directFillCount += 1
            return true
        }
        // Masks outside layer clips, for opaque colours, and for translucent ones over an
        // opaque canvas: there the pixels are Cairo's to the byte in every case tried (over
        // translucent pixels a translucent blend came out a level off Cairo's in a few).
        guard !canvas.insideLayerClip, src >> 24 == 255 || canvas.opaqueBeneath else { return false }
        let ox = x0.rounded(.down), oy = y0.rounded(.down)
        let shape = CoverageShape(
            bounds: b, radius: rounded ? p.cornerRadius : 0, corners: rounded ? p.maskedCorners.rawValue : 0,
            scaleX: m.a, scaleY: m.d, offsetX: m.tx - ox, offsetY: m.ty - oy)
        let box = PixelBox(x0: Int(ox), y0: Int(oy), x1: Int(x1.rounded(.up)) + 1, y1: Int(y1.rounded(.up)) + 1)
        if box.intersection(canvas.clip).isEmpty { return true }
        guard box.intersection(canvas.bounds) == box else { return false }
        guard let mask = CoverageMasks.mask(for: shape, width: box.x1 - box.x0, height: box.y1 - box.y0) else {
            return false
        }
        if src != 0 {
            let area = canvas.area(of: mask, atX: box.x0, y: box.y0)
            record(PendingFill(area: area, src: src, mask: mask, maskX: box.x0, maskY: box.y0), on: canvas)
        }
        directFillCount += 1
        return true
    }

    /// Runs `body` with Cairo alone drawing (inside a group or a clip the direct fills do not
    /// know about).
    func withoutDirect(_ body: () -> Void) {
        guard let saved = direct else { return body() }
        direct = nil
        body()
        direct = saved
    }

    /// Runs `body` with direct fills clipped as `masksToBounds` clips `p`'s sublayers, when
    /// that clip is a whole-pixel rectangle; otherwise with Cairo alone drawing.
    func withDirectClipped(to p: LayerProperties, device m: CGAffineTransform, _ body: () -> Void) {
        guard let saved = direct else { return body() }
        let b = p.bounds
        let x0 = m.a * b.minX + m.tx, x1 = m.a * b.maxX + m.tx
        let y0 = m.d * b.minY + m.ty, y1 = m.d * b.maxY + m.ty
        let square = p.cornerRadius <= 0 || p.maskedCorners.isEmpty
        let limit: CGFloat = 1_048_576
        guard square, m.b == 0, m.c == 0, m.a > 0, m.d > 0, abs(x0) < limit, abs(x1) < limit, abs(y0) < limit,
            abs(y1) < limit, x0 == x0.rounded(), x1 == x1.rounded(), y0 == y0.rounded(), y1 == y1.rounded()
        else { return withoutDirect(body) }
        direct?.clip = saved.clip.intersection(PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1)))
        direct?.insideLayerClip = true
        body()
        direct = saved
    }
}
