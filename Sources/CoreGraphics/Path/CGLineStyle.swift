/// How the ends of stroked open subpaths are drawn, as CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends square at the end point.
    case butt
    /// The stroke ends in a half circle around the end point.
    case round
    /// The stroke ends square, extended by half the line width.
    case square
}

/// How stroked segments meet, as CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Outer edges extended to a point (bevelled beyond the miter limit).
    case miter
    /// A circular arc around the joint.
    case round
    /// The outer corner cut off.
    case bevel
}
