// The fonts `UIFont(name:size:)` knows. Only the DejaVu families are installed (and pinned by
// the renderer's fontconfig setup), so common iOS families are mapped onto the closest DejaVu
// family: sans-serif faces to DejaVu Sans, monospaced ones to DejaVu Sans Mono and serif ones
// to DejaVu Serif. Metrics and drawing therefore follow DejaVu, whatever name was asked for.

/// One named face: what UIKit calls it and what the renderer draws it with.
struct FontFace: Sendable {
    let fontName: String
    let familyName: String
    let renderFamily: String
    let weight: UIFont.Weight
    let italic: Bool
}

enum FontCatalog {
    static let sans = "DejaVu Sans"
    static let mono = "DejaVu Sans Mono"
    static let serif = "DejaVu Serif"

    private static func family(
        _ family: String, _ render: String, _ faces: [(String, UIFont.Weight, Bool)]
    ) -> [FontFace] {
        faces.map { FontFace(fontName: $0.0, familyName: family, renderFamily: render, weight: $0.1, italic: $0.2) }
    }

    /// Every known face, grouped by family in a fixed order.
    static let faces: [FontFace] =
        family(
            "DejaVu Sans", sans,
            [
                ("DejaVuSans", .regular, false), ("DejaVuSans-Bold", .bold, false),
                ("DejaVuSans-Oblique", .regular, true), ("DejaVuSans-BoldOblique", .bold, true),
                ("DejaVuSans-ExtraLight", .ultraLight, false),
            ])
        + family(
            "DejaVu Sans Mono", mono,
            [
                ("DejaVuSansMono", .regular, false), ("DejaVuSansMono-Bold", .bold, false),
                ("DejaVuSansMono-Oblique", .regular, true), ("DejaVuSansMono-BoldOblique", .bold, true),
            ])
        + family(
            "DejaVu Serif", serif,
            [
                ("DejaVuSerif", .regular, false), ("DejaVuSerif-Bold", .bold, false),
                ("DejaVuSerif-Italic", .regular, true), ("DejaVuSerif-BoldItalic", .bold, true),
            ])
        + family(
            "Helvetica", sans,
            [
                ("Helvetica", .regular, false), ("Helvetica-Bold", .bold, false),
                ("Helvetica-Oblique", .regular, true), ("Helvetica-BoldOblique", .bold, true),
                ("Helvetica-Light", .light, false), ("Helvetica-LightOblique", .light, true),
            ])
        + family(
            "Helvetica Neue", sans,
            [
                ("HelveticaNeue", .regular, false), ("HelveticaNeue-Bold", .bold, false),
                ("HelveticaNeue-Italic", .regular, true), ("HelveticaNeue-BoldItalic", .bold, true),
                ("HelveticaNeue-Light", .light, false), ("HelveticaNeue-LightItalic", .light, true),
                ("HelveticaNeue-Medium", .medium, false), ("HelveticaNeue-MediumItalic", .medium, true),
                ("HelveticaNeue-Thin", .thin, false), ("HelveticaNeue-ThinItalic", .thin, true),
                ("HelveticaNeue-UltraLight", .ultraLight, false), ("HelveticaNeue-UltraLightItalic", .ultraLight, true),
            ])
        + family(
            "Arial", sans,
            [
                ("ArialMT", .regular, false), ("Arial-BoldMT", .bold, false),
                ("Arial-ItalicMT", .regular, true), ("Arial-BoldItalicMT", .bold, true),
            ])
        + family(
            "Avenir", sans,
            [
                ("Avenir-Book", .regular, false), ("Avenir-Roman", .regular, false),
                ("Avenir-Light", .light, false), ("Avenir-Medium", .medium, false),
                ("Avenir-Heavy", .heavy, false), ("Avenir-Black", .black, false),
            ])
        + family(
            "Avenir Next", sans,
            [
                ("AvenirNext-Regular", .regular, false), ("AvenirNext-Italic", .regular, true),
                ("AvenirNext-Medium", .medium, false), ("AvenirNext-DemiBold", .semibold, false),
                ("AvenirNext-Bold", .bold, false), ("AvenirNext-Heavy", .heavy, false),
                ("AvenirNext-UltraLight", .ultraLight, false),
            ])
        + family(
            "Courier", mono,
            [
                ("Courier", .regular, false), ("Courier-Bold", .bold, false),
                ("Courier-Oblique", .regular, true), ("Courier-BoldOblique", .bold, true),
            ])
        + family(
            "Courier New", mono,
            [
                ("CourierNewPSMT", .regular, false), ("CourierNewPS-BoldMT", .bold, false),
                ("CourierNewPS-ItalicMT", .regular, true), ("CourierNewPS-BoldItalicMT", .bold, true),
            ])
        + family(
            "Menlo", mono,
            [
                ("Menlo-Regular", .regular, false), ("Menlo-Bold", .bold, false),
                ("Menlo-Italic", .regular, true), ("Menlo-BoldItalic", .bold, true),
            ])
        + family(
            "Times New Roman", serif,
            [
                ("TimesNewRomanPSMT", .regular, false), ("TimesNewRomanPS-BoldMT", .bold, false),
                ("TimesNewRomanPS-ItalicMT", .regular, true), ("TimesNewRomanPS-BoldItalicMT", .bold, true),
            ])
        + family(
            "Georgia", serif,
            [
                ("Georgia", .regular, false), ("Georgia-Bold", .bold, false),
                ("Georgia-Italic", .regular, true), ("Georgia-BoldItalic", .bold, true),
            ])

    /// The face with a PostScript name, or the first face of a family name (case-insensitive).
    static func face(named name: String) -> FontFace? {
        let key = name.lowercased()
        return faces.first { $0.fontName.lowercased() == key }
            ?? faces.first { $0.familyName.lowercased() == key } ?? FontRegistry.face(named: name)
    }

    /// The family names in catalog order.
    static var familyNames: [String] {
        var seen = Set<String>()
        return faces.map(\.familyName).filter { seen.insert($0).inserted }
    }
}
