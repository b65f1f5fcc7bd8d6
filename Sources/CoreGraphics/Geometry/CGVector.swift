/// A two-dimensional vector, as CoreGraphics' `CGVector`.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The vector (0, 0).
    public static let zero = CGVector(dx: 0, dy: 0)

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from double components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A textual form like CoreGraphics' `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
