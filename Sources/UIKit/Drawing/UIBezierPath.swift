/// Corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with drawing attributes, as UIKit's `UIBezierPath`.
///
/// Coordinates are UIKit's (y down): `clockwise` arcs turn clockwise on screen.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The width of stroked lines, in points.
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are stroked.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked segments meet.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit beyond which mitered joins are bevelled.
    open var miterLimit: CGFloat = 10
    /// How accurately curves are drawn (kept for compatibility; curves are drawn exactly).
    open var flatness: CGFloat = 0.6
    /// Whether filling and hit-testing use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public override init() { super.init() }

    /// Creates a closed rectangle path.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a closed oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a rounded rectangle whose corners have `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a rectangle with the chosen corners rounded. As in UIKit, the radii's width is
    /// used for both directions.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
        func rad(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let (tl, tr, br, bl) = (rad(.topLeft), rad(.topRight), rad(.bottomRight), rad(.bottomLeft))
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { corner(CGPoint(x: r.maxX - tr, y: r.minY + tr), tr, from: -.pi / 2) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { corner(CGPoint(x: r.maxX - br, y: r.maxY - br), br, from: 0) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { corner(CGPoint(x: r.minX + bl, y: r.maxY - bl), bl, from: .pi / 2) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { corner(CGPoint(x: r.minX + tl, y: r.minY + tl), tl, from: .pi) }
        path.closeSubpath()
    }

    /// A quarter circle turning clockwise on screen from `angle`.
    private func corner(_ center: CGPoint, _ radius: CGFloat, from angle: CGFloat) {
        path.addArc(center: center, radius: radius, startAngle: angle, endAngle: angle + .pi / 2, clockwise: false)
    }

    /// Creates an open arc of a circle; angles in radians from the positive x axis.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with the elements of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    // MARK: Building

    /// The path as an immutable Core Graphics path; setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds an arc of a circle, joined to the current point by a line when there is one.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // CGPath's `clockwise` is in Core Graphics' y-up sense, the reverse of UIKit's on screen.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a line back to its start.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(
            elements: path.elements.map {
                CGPathElement(type: $0.type, points: $0.points.map { $0.applying(transform) })
            })
    }

    /// A new path with the same shape drawn in the opposite direction.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        reversed.path = CGMutablePath(elements: Self.reversed(path.elements))
        return reversed
    }

    /// Each subpath reversed in place: it starts where it ended and walks its elements back,
    /// curves with their control points swapped; closed subpaths stay closed.
    private static func reversed(_ elements: [CGPathElement]) -> [CGPathElement] {
        var out: [CGPathElement] = []
        var subpath: [CGPathElement] = []
        func flush(closed: Bool) {
            defer { subpath = [] }
            guard let first = subpath.first else { return }
            var points: [CGPoint] = [first.points.last ?? .zero]
            for e in subpath.dropFirst() { points.append(e.points.last ?? .zero) }
            out.append(CGPathElement(type: .moveToPoint, points: [points[points.count - 1]]))
            for i in stride(from: subpath.count - 1, through: 1, by: -1) {
                let e = subpath[i], target = points[i - 1]
                switch e.type {
                case .addCurveToPoint:
                    out.append(CGPathElement(type: .addCurveToPoint, points: [e.points[1], e.points[0], target]))
                case .addQuadCurveToPoint:
                    out.append(CGPathElement(type: .addQuadCurveToPoint, points: [e.points[0], target]))
                default: out.append(CGPathElement(type: .addLineToPoint, points: [target]))
                }
            }
            if closed { out.append(CGPathElement(type: .closeSubpath, points: [])) }
        }
        for e in elements {
            switch e.type {
            case .moveToPoint:
                flush(closed: false)
                subpath = [e]
            case .closeSubpath:
                flush(closed: true)
            default:
                if subpath.isEmpty { subpath = [CGPathElement(type: .moveToPoint, points: [.zero])] }
                subpath.append(e)
            }
        }
        flush(closed: false)
        return out
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    // MARK: Reading

    /// The smallest rectangle enclosing every point of the path, control points included.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// The end point of the last element (`.zero` when empty).
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Whether the area the path encloses (open subpaths closed) contains `point`, under the
    /// path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash pattern: `count` lengths from `pattern` (nil or 0 for solid), started `phase` in.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern into `pattern` (room for `count` values), its count and phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the enclosed area with the current context's fill colour.
    @preconcurrency @MainActor
    open func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and this path's line attributes.
    @preconcurrency @MainActor
    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        applyStrokeAttributes(to: ctx)
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the enclosed area.
    @preconcurrency @MainActor
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    @MainActor private func applyStrokeAttributes(to ctx: CGContext) {
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}
