// UIKit's geometry additions to NSValue (`NSValue(cgRect:)` lives with the keyboard's user
// info, which needed it first).
extension NSValue {
    /// Wraps a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The wrapped point.
    public var cgPointValue: CGPoint { pointValue }

    /// Wraps a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The wrapped size.
    public var cgSizeValue: CGSize { sizeValue }

    /// Wraps an affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
        self.init(bytes: &numbers, objCType: "[6d]")
    }

    /// The wrapped affine transform (identity when the value holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let n = GeometryValueCoding.numbers(in: self, count: 6) else { return .identity }
        return CGAffineTransform(
            a: CGFloat(n[0]), b: CGFloat(n[1]), c: CGFloat(n[2]), d: CGFloat(n[3]), tx: CGFloat(n[4]),
            ty: CGFloat(n[5]))
    }

    /// Wraps edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var numbers = [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
        self.init(bytes: &numbers, objCType: "[4d]")
    }

    /// The wrapped edge insets (zero when the value holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let n = GeometryValueCoding.numbers(in: self, count: 4) else { return .zero }
        return UIEdgeInsets(top: CGFloat(n[0]), left: CGFloat(n[1]), bottom: CGFloat(n[2]), right: CGFloat(n[3]))
    }

    /// Wraps an offset.
    public convenience init(uiOffset offset: UIOffset) {
        var numbers = [Double(offset.horizontal), Double(offset.vertical)]
        self.init(bytes: &numbers, objCType: "[2d]")
    }

    /// The wrapped offset (zero when the value holds something else).
    public var uiOffsetValue: UIOffset {
        guard let n = GeometryValueCoding.numbers(in: self, count: 2) else { return .zero }
        return UIOffset(horizontal: CGFloat(n[0]), vertical: CGFloat(n[1]))
    }
}
