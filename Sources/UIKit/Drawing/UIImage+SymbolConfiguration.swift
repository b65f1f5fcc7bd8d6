extension UIImage {
    /// Traits and settings an image is drawn with, as UIKit's `UIImage.Configuration`.
    public class Configuration: NSObject, @unchecked Sendable {}

    /// How a symbol image is drawn: its point size, weight and relative scale, as UIKit's
    /// `UIImage.SymbolConfiguration`. Unset values (0, `.unspecified`) leave the default.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The size of the text the symbol sits beside (0: unspecified).
        public let pointSize: CGFloat
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The size relative to the point size.
        public let scale: SymbolScale

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration for symbols beside text of `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// A configuration for symbols beside text of `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// A configuration with a weight only.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        /// A configuration with a relative scale only.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// A configuration matching `font`'s size and weight.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified)
        }
        /// A configuration matching `font`, at a relative scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        /// A configuration matching a text style's default size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: textStyle.defaultMetrics.size, weight: .unspecified, scale: .unspecified)
        }
        /// A configuration matching a text style's default size, at a relative scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: textStyle.defaultMetrics.size, weight: .unspecified, scale: scale)
        }

        /// This configuration with `other`'s specified values taking over.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale)
        }

        /// The placeholder glyph's box in points: 24 beside 17-point body text, in proportion
        /// for other sizes, a fifth smaller or larger for the small and large scales ([U]: the
        /// real symbols' proportions vary by symbol).
        var glyphPoints: Int {
            let base = pointSize > 0 ? pointSize * 24 / 17 : 24
            let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.2 : 1
            return max(1, Int((base * factor).rounded()))
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }
    }

    /// The stroke weights of symbols, as `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// Symbol sizes relative to their point size, as `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// This symbol image drawn with `configuration` applied over its own; other images return
    /// themselves.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage, let name = accessibilityName else { return self }
        let combined = (symbolConfiguration ?? SymbolConfiguration(pointSize: 0)).applying(configuration)
        return UIImage(systemName: name, withConfiguration: combined) ?? self
    }
}
