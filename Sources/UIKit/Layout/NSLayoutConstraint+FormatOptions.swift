extension NSLayoutConstraint {
    /// How a visual format aligns its views and which way it runs, as UIKit's
    /// `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every pair of neighbouring views.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of every pair of neighbouring views.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of every pair of neighbouring views.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of every pair of neighbouring views.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of every pair of neighbouring views.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of every pair of neighbouring views.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of every pair of neighbouring views.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of every pair of neighbouring views.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of every pair of neighbouring views.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of every pair of neighbouring views.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that choose alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Lays a horizontal format out from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays a horizontal format out from left to right, with left and right attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays a horizontal format out from right to left, with left and right attributes.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that choose the direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spaces vertical neighbours edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces vertical neighbours from the last baseline above to the first baseline below.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that choose the spacing.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}
