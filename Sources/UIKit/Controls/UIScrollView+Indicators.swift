extension UIScrollView {
    /// How fast scrolling slows after a fling, as `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The usual rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop (picker-like scrolling).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Sets both scroll indicators' insets; reading gives the vertical one.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}
