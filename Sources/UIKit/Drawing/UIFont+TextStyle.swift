extension UIFont {
    /// A Dynamic Type text style, as `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's identifier.
        public var rawValue: String
        /// Creates a style from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a style from its identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The largest title style (34 pt).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style (28 pt).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style (22 pt).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style (20 pt).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style (17 pt semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The body text style (17 pt).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style (16 pt).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The subheadline style (15 pt).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The footnote style (13 pt).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The primary caption style (12 pt).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The secondary caption style (11 pt).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default (Large) content size category.
        var defaultMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .callout: return (16, .regular)
            case .subheadline: return (15, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}
