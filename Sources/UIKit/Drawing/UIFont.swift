/// A font: a face at a point size, as UIKit's `UIFont`.
///
/// Text is drawn and measured with the DejaVu families (see `FontCatalog`): the system font is
/// DejaVu Sans, the monospaced system font DejaVu Sans Mono. The system font keeps UIKit's
/// private names (family `.AppleSystemUIFont`) so code comparing names behaves as on iOS, and
/// the vertical metrics are DejaVu's (ascent 1901, descent 483, no line gap, per 2048 units).
public final class UIFont: NSObject, Sendable {
    /// The font's full (PostScript-style) name.
    public let fontName: String
    /// The font's family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The fontconfig family the renderer draws this font with.
    let renderFamily: String
    /// The weight on UIKit's scale.
    let weight: Weight
    /// Whether the face is italic or oblique.
    let isItalic: Bool

    init(
        fontName: String, familyName: String, pointSize: CGFloat, renderFamily: String,
        weight: Weight, isItalic: Bool
    ) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.renderFamily = renderFamily
        self.weight = weight
        self.isItalic = isItalic
    }

    /// Creates a font from a full name such as `"Helvetica-Bold"` or a family name; nil when the
    /// font is not known.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontCatalog.face(named: fontName) else { return nil }
        self.init(
            fontName: face.fontName, familyName: face.familyName, pointSize: fontSize,
            renderFamily: face.renderFamily, weight: face.weight, isItalic: face.italic)
    }

    // MARK: System fonts

    static let systemFamily = ".AppleSystemUIFont"
    static let monospacedFamily = ".AppleSystemUIFontMonospaced"

    static func system(size: CGFloat, weight: Weight, italic: Bool, monospaced: Bool = false) -> UIFont {
        let word = weight.nearest.name + (italic ? "Italic" : "")
        return UIFont(
            fontName: (monospaced ? ".SFUIMono-" : ".SFUI-") + word,
            familyName: monospaced ? monospacedFamily : systemFamily,
            pointSize: size,
            renderFamily: monospaced ? FontCatalog.mono : FontCatalog.sans,
            weight: weight, isItalic: italic)
    }

    /// The system font at a size, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: false)
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(size: fontSize, weight: weight, italic: false)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .bold, italic: false)
    }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(size: fontSize, weight: weight, italic: false, monospaced: true)
    }

    /// The system font with fixed-width digits (DejaVu Sans digits already are).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(size: fontSize, weight: weight, italic: false)
    }

    /// The font for a text style at the default content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let m = style.defaultMetrics
        return system(size: m.size, weight: m.weight, italic: false)
    }

    /// The standard size of label text (17 pt).
    public static var labelFontSize: CGFloat { 17 }
    /// The standard size of button text (18 pt).
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard size of small system text (12 pt).
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The standard system font size (14 pt).
    public static var systemFontSize: CGFloat { 14 }

    /// The names of the installed font families.
    public static var familyNames: [String] { FontCatalog.familyNames }

    /// The full font names in a family.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalog.faces.filter { $0.familyName == familyName }.map(\.fontName)
    }

    // MARK: Variants and metrics

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, pointSize: fontSize,
            renderFamily: renderFamily, weight: weight, isItalic: isItalic)
    }

    // DejaVu's vertical metrics in font units (2048 per em); all three families share them.
    private static let unitsPerEm: CGFloat = 2048

    /// The distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { pointSize * 1901 / UIFont.unitsPerEm }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { -pointSize * 483 / UIFont.unitsPerEm }
    /// The extra space between lines (none for DejaVu).
    public var leading: CGFloat { 0 }
    /// The height of a line of text: ascender minus descender plus leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { pointSize * 1493 / UIFont.unitsPerEm }
    /// The height of lowercase letters above the baseline.
    public var xHeight: CGFloat { pointSize * 1120 / UIFont.unitsPerEm }

    // MARK: Equality

    /// Whether `object` is a font with the same name, family, size, weight and slant.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? UIFont else { return false }
        return fontName == r.fontName && familyName == r.familyName && pointSize == r.pointSize
            && weight == r.weight && isItalic == r.isItalic
    }

    /// A hash agreeing with `isEqual(_:)`.
    public override var hash: Int {
        var h = Hasher()
        h.combine(fontName)
        h.combine(pointSize)
        return h.finalize()
    }

    /// A textual form giving the name, family and size.
    public override var description: String {
        let size = String(format: "%g", Double(pointSize))
        return "<UIFont> font-family: \"\(familyName)\"; font-name: \"\(fontName)\"; font-size: \(size)pt"
    }

    // MARK: Rendering

    /// The CSS weight (100...900) the renderer asks fontconfig for.
    var cssWeight: Int { weight.cssWeight }

    /// A text run for drawing `string` in this font.
    func textRun(
        _ string: String, color: CGColor, rect: CGRect, alignment: Int = 4, numberOfLines: Int = 0,
        lineBreakMode: Int = 4
    ) -> CGTextRun {
        var run = CGTextRun(
            string: string, fontFamily: renderFamily, pointSize: pointSize, weight: cssWeight,
            italic: isItalic, color: color, rect: rect, alignment: alignment, numberOfLines: numberOfLines)
        run.lineBreakMode = lineBreakMode
        return run
    }
}
