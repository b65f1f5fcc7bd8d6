extension CGRect {
    /// Whether the two rectangles have the same origin and size, as Core Graphics'
    /// `CGRectEqualToRect` (Swift on Apple's platforms names it `equalTo(_:)`).
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

extension CGPoint {
    /// Whether the two points are the same, as `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same, as `CGSizeEqualToSize`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
