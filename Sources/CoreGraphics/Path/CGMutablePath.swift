/// A path that can be built up element by element, as CoreGraphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public override init(elements: [CGPathElement] = []) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(CGPathElement(type: .moveToPoint, points: [point.applying(transform)]))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(CGPathElement(type: .addLineToPoint, points: [point.applying(transform)]))
    }

    /// Adds a sequence of connected lines, starting a new subpath at the first point.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(
            CGPathElement(
                type: .addQuadCurveToPoint, points: [control.applying(transform), end.applying(transform)]))
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        storage.append(
            CGPathElement(
                type: .addCurveToPoint,
                points: [control1.applying(transform), control2.applying(transform), end.applying(transform)]))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        storage.append(CGPathElement(type: .closeSubpath, points: []))
    }

    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// Adds several closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, drawn as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
    }

    /// Adds a closed rounded rectangle; corner sizes are clamped to half the sides.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        // Control-point distance that makes a cubic Bézier approximate a quarter ellipse.
        let k: CGFloat = 0.5522847498307936
        let (kx, ky) = (rx * k, ry * k)
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ry - ky), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
            control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ry + ky), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
            control2: CGPoint(x: r.minX + rx - kx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds a circular arc, drawn as cubic curves of at most a quarter turn each.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        // In CoreGraphics' y-down use on iOS, `clockwise: true` decreases the angle.
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise { while sweep > 0 { sweep -= full } } else { while sweep < 0 { sweep += full } }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if storage.isEmpty || storage.last?.type == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4) * radius
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            addCurve(
                to: p1, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)), transform: transform)
            a0 = a1
        }
    }

    /// Appends the elements of another path.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.storage {
            storage.append(CGPathElement(type: e.type, points: e.points.map { $0.applying(transform) }))
        }
    }
}
