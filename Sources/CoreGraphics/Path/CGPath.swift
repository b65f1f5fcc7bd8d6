/// The kind of one element of a path, as CoreGraphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path with its points (end point last), as `CGPathElement`.
public struct CGPathElement: Hashable, Sendable {
    /// The kind of element.
    public var type: CGPathElementType
    /// Control points followed by the end point; empty for `closeSubpath`.
    public var points: [CGPoint]

    package init(type: CGPathElementType, points: [CGPoint]) {
        self.type = type
        self.points = points
    }
}

/// The rule that decides which points a path encloses, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

/// An immutable vector path, as CoreGraphics' `CGPath`.
public class CGPath: @unchecked Sendable, Equatable {
    package var storage: [CGPathElement] = []

    package init(elements: [CGPathElement]) { storage = elements }

    /// Creates an empty path.
    public convenience init() { self.init(elements: []) }

    /// Creates a closed rectangle path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.storage)
    }

    /// Creates a closed ellipse path inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.storage)
    }

    /// Creates a closed rounded-rectangle path.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let p = CGMutablePath()
        p.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: p.storage)
    }

    /// The elements in order.
    public var elements: [CGPathElement] { storage }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in storage {
            switch e.type {
            case .moveToPoint: start = e.points[0]; current = start
            case .closeSubpath: current = start
            default: current = e.points.last!
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect {
        let pts = storage.flatMap(\.points)
        guard let first = pts.first else { return .null }
        var r = CGRect(origin: first, size: .zero)
        for p in pts.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    /// The smallest rectangle containing the path's curves (control points excluded).
    public var boundingBoxOfPath: CGRect {
        let pts = flattened(tolerance: 0.05).flatMap { $0 }
        guard let first = pts.first else { return .null }
        var r = CGRect(origin: first, size: .zero)
        for p in pts.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (CGPathElement) -> Void) {
        storage.forEach(block)
    }

    /// Returns a mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: storage) }

    /// Returns an immutable copy, transformed when `transform` is given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>? = nil) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(elements: storage) }
        return CGPath(
            elements: storage.map { e in
                CGPathElement(type: e.type, points: e.points.map { $0.applying(t) })
            })
    }

    /// Whether `point` is inside the path under `rule`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform.inverted())
        var winding = 0
        var crossings = 0
        for polygon in flattened(tolerance: 0.1) where polygon.count > 1 {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if (a.y <= p.y) != (b.y <= p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// The path's subpaths as closed polygons of points, curves split into segments.
    package func flattened(tolerance: CGFloat) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() { if !current.isEmpty { result.append(current) }; current = [] }
        for e in storage {
            switch e.type {
            case .moveToPoint:
                flush(); current = [e.points[0]]
            case .addLineToPoint:
                current.append(e.points[0])
            case .addQuadCurveToPoint:
                let p0 = current.last ?? .zero, c = e.points[0], p1 = e.points[1]
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
            case .addCurveToPoint:
                let p0 = current.last ?? .zero
                let (c1, c2, p1) = (e.points[0], e.points[1], e.points[2])
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(
                        CGPoint(
                            x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                            y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y))
                }
            case .closeSubpath:
                flush()
            }
        }
        flush()
        return result
    }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.storage == r.storage }
}
