/// A drawing destination, as CoreGraphics' `CGContext`.
///
/// This context records what is drawn into it as a display list; QuartzCore's renderer plays
/// the list back into pixels. That keeps this module free of any rasteriser while letting
/// `UIView.draw(_:)` and `CALayer.draw(in:)` use the same calls as on Apple platforms.
public final class CGContext {
    /// The recorded drawing operations, in order.
    package private(set) var commands: [CGDrawingCommand] = []
    private var path = CGMutablePath()
    private var ctmStack: [CGAffineTransform] = []

    /// The current transformation matrix (user space to the layer's space).
    public private(set) var ctm: CGAffineTransform = .identity

    /// The size of the area being drawn, in points.
    public let size: CGSize

    /// Pixels per point of the destination, for content rasterised before it is recorded
    /// (`CALayer.render(in:)`); an image renderer sets its format's scale.
    package var backingScale: CGFloat = 1

    /// Creates a recording context for an area of `size`.
    public init(size: CGSize) { self.size = size }

    private func record(_ c: CGDrawingCommand) { commands.append(c) }

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        ctmStack.append(ctm)
        record(.save)
    }

    /// Pops the graphics state.
    public func restoreGState() {
        guard let last = ctmStack.popLast() else { return }
        retargetPath(ctm.concatenating(last.inverted()))
        ctm = last
        record(.restore)
    }

    /// Translates user space.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current matrix.
    public func concatenate(_ transform: CGAffineTransform) {
        retargetPath(transform.inverted())
        ctm = transform.concatenating(ctm)
        record(.concatenate(transform))
    }

    /// Keeps the current path where it was drawn when the matrix changes: CoreGraphics applies
    /// the matrix to points as they are added, so a later change must not move them. The path is
    /// kept in the current user space (the space the recorded commands are played back in).
    private func retargetPath(_ oldToNew: CGAffineTransform) {
        guard !path.isEmpty, oldToNew != .identity else { return }
        let moved = path.storage.map { CGPathElement(type: $0.type, points: $0.points.map { $0.applying(oldToNew) }) }
        path = CGMutablePath(elements: moved)
    }

    /// Sets the colour used by fills.
    public func setFillColor(_ color: CGColor) { record(.setFillColor(color)) }
    /// Sets the colour used by strokes.
    public func setStrokeColor(_ color: CGColor) { record(.setStrokeColor(color)) }
    /// Sets the stroke width.
    public func setLineWidth(_ width: CGFloat) { record(.setLineWidth(width)) }
    /// Sets a global alpha multiplied into everything drawn.
    public func setAlpha(_ alpha: CGFloat) { record(.setAlpha(alpha)) }
    /// Sets how the ends of stroked open subpaths are drawn.
    public func setLineCap(_ cap: CGLineCap) { record(.setLineCap(cap)) }
    /// Sets how stroked segments are joined.
    public func setLineJoin(_ join: CGLineJoin) { record(.setLineJoin(join)) }
    /// Sets the limit above which mitered joins are bevelled.
    public func setMiterLimit(_ limit: CGFloat) { record(.setMiterLimit(limit)) }
    /// Sets the dash pattern of strokes (an empty `lengths` draws solid lines).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { record(.setLineDash(phase, lengths)) }

    /// Starts a new subpath in the current path.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to the current path.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic curve to the current path.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Adds a quadratic curve to the current path.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// Adds an arc to the current path.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Adds a rectangle to the current path.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds an ellipse to the current path.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds a whole path to the current path.
    public func addPath(_ p: CGPath) { path.addPath(p) }
    /// Adds a polyline through `points` to the current path, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    private func takePath() -> CGPath {
        defer { path = CGMutablePath() }
        return CGPath(elements: path.storage)
    }

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) { record(.fill(takePath(), rule)) }
    /// Strokes the current path and clears it.
    public func strokePath() { record(.stroke(takePath())) }
    /// Paints the current path as `mode` says (fill, stroke or both, fill first) and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let p = takePath()
        switch mode {
        case .fill: record(.fill(p, .winding))
        case .eoFill: record(.fill(p, .evenOdd))
        case .stroke: record(.stroke(p))
        case .fillStroke:
            record(.fill(p, .winding))
            record(.stroke(p))
        case .eoFillStroke:
            record(.fill(p, .evenOdd))
            record(.stroke(p))
        }
    }
    /// Intersects the clip with the current path and clears it.
    public func clip(using rule: CGPathFillRule = .winding) { record(.clip(takePath(), rule)) }

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) { record(.fill(CGPath(rect: rect), .winding)) }
    /// Fills several rectangles.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) { record(.stroke(CGPath(rect: rect))) }
    /// Strokes a rectangle's outline with a given width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        setLineWidth(width)
        stroke(rect)
    }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) { record(.fill(CGPath(ellipseIn: rect), .winding)) }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) { record(.stroke(CGPath(ellipseIn: rect))) }
    /// Paints a rectangle transparent.
    public func clear(_ rect: CGRect) { record(.clear(rect)) }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { record(.clip(CGPath(rect: rect), .winding)) }
    /// Draws an image scaled into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) { record(.image(image, rect)) }

    /// Records a gradient fill of the clipping area.
    func recordGradient(_ gradient: CGGradient, _ shape: CGGradientShape, _ options: CGGradientDrawingOptions) {
        record(.gradient(gradient, shape, options))
    }

    /// Records a text run; UIKit's string drawing uses this, QuartzCore lays it out with Pango.
    package func drawText(_ run: CGTextRun) { record(.text(run)) }
}

/// How `CGContext.drawPath(using:)` paints the current path, as CoreGraphics'
/// `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills with the non-zero winding rule.
    case fill = 0
    /// Fills with the even-odd rule.
    case eoFill = 1
    /// Strokes the outline.
    case stroke = 2
    /// Fills (non-zero winding), then strokes.
    case fillStroke = 3
    /// Fills (even-odd), then strokes.
    case eoFillStroke = 4
}

/// One recorded drawing operation of a `CGContext`.
package enum CGDrawingCommand {
    case save, restore
    case concatenate(CGAffineTransform)
    case setFillColor(CGColor), setStrokeColor(CGColor), setLineWidth(CGFloat), setAlpha(CGFloat)
    case setLineCap(CGLineCap), setLineJoin(CGLineJoin), setMiterLimit(CGFloat), setLineDash(CGFloat, [CGFloat])
    case fill(CGPath, CGPathFillRule), stroke(CGPath), clip(CGPath, CGPathFillRule)
    case clear(CGRect)
    case image(CGImage, CGRect)
    case text(CGTextRun)
    case gradient(CGGradient, CGGradientShape, CGGradientDrawingOptions)
}

/// A run of text to lay out and draw inside a rectangle.
package struct CGTextRun: Sendable {
    package var string: String
    package var fontFamily: String
    package var pointSize: CGFloat
    /// CSS-like weight, 100...900.
    package var weight: Int
    package var italic: Bool
    package var color: CGColor
    package var rect: CGRect
    /// 0 left, 1 centre, 2 right, 3 justified, 4 natural.
    package var alignment: Int
    /// Maximum number of lines, 0 for no limit.
    package var numberOfLines: Int
    /// How lines wrap or truncate, as `NSLineBreakMode`'s raw value (4: truncate the tail).
    package var lineBreakMode: Int = 4
    /// Extra points between lines (a paragraph style's `lineSpacing`).
    package var lineSpacing: CGFloat = 0

    package init(
        string: String, fontFamily: String, pointSize: CGFloat, weight: Int, italic: Bool,
        color: CGColor, rect: CGRect, alignment: Int, numberOfLines: Int
    ) {
        self.string = string
        self.fontFamily = fontFamily
        self.pointSize = pointSize
        self.weight = weight
        self.italic = italic
        self.color = color
        self.rect = rect
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }
}
