import CoreGraphics

/// Scales fonts and lengths for Dynamic Type, as `UIFontMetrics`.
///
/// Fonts here are made at the default content size category only (as `preferredFont` is), so
/// scaling leaves a font and a value as they are (see Documentation/Deviations.md).
public final class UIFontMetrics: Sendable {
    /// The text style whose scaling this follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style, which apps use for custom fonts.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size category.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled for the current content size category, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `font` scaled for the content size category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    /// A length (a margin, a row height) scaled for the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// A length scaled for the content size category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value
    }
}
