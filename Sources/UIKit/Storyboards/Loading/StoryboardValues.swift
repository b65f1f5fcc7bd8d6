import CoreGraphics
import Foundation
import InterfaceBuilderFormat

/// Decodes the value elements Xcode writes inside objects (`<rect>`, `<color>`,
/// `<fontDescription>`, ...) and enumerated attribute strings.
@MainActor
enum StoryboardValues {
    static func number(_ string: String?) -> CGFloat? { string.flatMap { Double($0) }.map { CGFloat($0) } }

    static func bool(_ string: String?) -> Bool? {
        switch string {
        case "YES", "yes", "true": return true
        case "NO", "no", "false": return false
        default: return nil
        }
    }

    static func rect(_ e: IBElement) -> CGRect {
        CGRect(
            x: number(e["x"]) ?? 0, y: number(e["y"]) ?? 0, width: number(e["width"]) ?? 0,
            height: number(e["height"]) ?? 0)
    }

    static func size(_ e: IBElement) -> CGSize {
        CGSize(width: number(e["width"]) ?? 0, height: number(e["height"]) ?? 0)
    }

    static func point(_ e: IBElement) -> CGPoint { CGPoint(x: number(e["x"]) ?? 0, y: number(e["y"]) ?? 0) }

    static func insets(_ e: IBElement) -> UIEdgeInsets {
        UIEdgeInsets(
            top: number(e["minY"] ?? e["top"]) ?? 0, left: number(e["minX"] ?? e["leading"] ?? e["left"]) ?? 0,
            bottom: number(e["maxY"] ?? e["bottom"]) ?? 0, right: number(e["maxX"] ?? e["trailing"] ?? e["right"]) ?? 0)
    }

    private static let autoresizingFlags: [(String, UIView.AutoresizingMask)] = [
        ("widthSizable", .flexibleWidth), ("heightSizable", .flexibleHeight),
        ("flexibleMinX", .flexibleLeftMargin), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    static func autoresizingMask(_ e: IBElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        for (key, flag) in autoresizingFlags where bool(e[key]) == true { mask.insert(flag) }
        return mask
    }

    /// The system colours by the selector name Xcode writes (`systemBackgroundColor`).
    static let systemColors: [String: UIColor] = [
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "grayColor": .gray,
        "lightGrayColor": .lightGray, "darkGrayColor": .darkGray, "redColor": .red, "greenColor": .green,
        "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
        "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown, "darkTextColor": .darkText,
        "lightTextColor": .lightText, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemBlueColor": .systemBlue, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemPinkColor": .systemPink, "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal,
        "systemIndigoColor": .systemIndigo, "systemCyanColor": .systemCyan, "systemMintColor": .systemMint,
        "systemBrownColor": .systemBrown, "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2,
        "systemGray3Color": .systemGray3, "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5,
        "systemGray6Color": .systemGray6, "tintColor": .tintColor, "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground, "labelColor": .label,
        "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "linkColor": .link,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
    ]

    /// A `<color>`: sRGB/calibrated/P3 components, white, a system colour, or a catalog name
    /// resolved through the document's `<resources><namedColor>`.
    /// Colours of older catalogs that UIKit renamed or retired, by the name Xcode wrote.
    static let legacyCatalogColors: [String: UIColor] = [
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "viewFlipsideBackgroundColor": .darkGray, "scrollViewTexturedBackgroundColor": .darkGray,
        "underPageBackgroundColor": .gray, "selectedMenuItemTextColor": .white, "systemTintColor": .systemBlue,
    ]

    /// A `<color>`: sRGB/calibrated/P3 components, white, a system colour (`systemColor`, the
    /// older `cocoaTouchSystemColor`, or `catalog="System"` with a `name`), or a catalog name
    /// resolved through the document's `<resources>` (`<namedColor>`, and the `<systemColor>`
    /// values Xcode records for system colours). A name nothing resolves is reported and drawn
    /// grey, so the scene still loads.
    static func color(_ e: IBElement, named: [String: IBElement], file: String) throws -> UIColor {
        if let name = e["systemColor"] ?? e["cocoaTouchSystemColor"] {
            return try systemColor(name, e, named: named, file: file)
        }
        if let name = e["name"] {
            if e["catalog"] == "System" || e["colorSpace"] == "catalog" && named[name] == nil {
                return try systemColor(name, e, named: named, file: file)
            }
            guard let definition = named[name]?.child(named: "color"), definition["name"] != name else {
                StoryboardErrors.warn(
                    IBDocumentError(
                        file: file, line: e.line, message: "no named color '\(name)' in the document; grey instead"))
                return .gray
            }
            return try color(definition, named: [:], file: file)
        }
        let alpha = number(e["alpha"]) ?? 1
        if let white = number(e["white"]) { return UIColor(white: white, alpha: alpha) }
        guard let red = number(e["red"]), let green = number(e["green"]), let blue = number(e["blue"]) else {
            throw IBDocumentError(file: file, line: e.line, message: "a <color> without components")
        }
        if e["customColorSpace"] == "displayP3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func systemColor(
        _ name: String, _ e: IBElement, named: [String: IBElement], file: String
    ) throws -> UIColor {
        if let color = systemColors[name] ?? legacyCatalogColors[name] { return color }
        if let definition = named[name]?.child(named: "color"), definition["name"] != name {
            return try color(definition, named: [:], file: file)
        }
        StoryboardErrors.warn(
            IBDocumentError(file: file, line: e.line, message: "unknown system color '\(name)'; grey instead"))
        return .gray
    }

    private static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// A `<fontDescription>`: system (with weight), bold/italic system, a text style, or a
    /// named font (the system font of that size when the name is not installed, as UIKit does).
    static func font(_ e: IBElement) -> UIFont {
        let size = number(e["pointSize"]) ?? 17
        if let style = e["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        switch e["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            return .systemFont(ofSize: size, weight: e["weight"].flatMap { weights[$0] } ?? .regular)
        default:
            if let name = e["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size)
        }
    }

    private static let contentModeValues: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static func contentMode(_ s: String?) -> UIView.ContentMode? {
        s.flatMap { contentModeValues[$0] }
    }

    private static let textAlignmentValues: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    static func textAlignment(_ s: String?) -> NSTextAlignment? {
        s.flatMap { textAlignmentValues[$0] }
    }

    private static let attributeValues: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
        "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "lastBaseline": .lastBaseline, "baseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    static func attribute(_ s: String?) -> NSLayoutConstraint.Attribute? {
        s.flatMap { attributeValues[$0] }
    }

    /// `multiplier="2:1"` (a ratio) or `multiplier="0.5"`.
    static func multiplier(_ s: String?) -> CGFloat? {
        guard let s else { return 1 }
        let parts = s.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return CGFloat(a / b) }
        return number(s)
    }

    /// An image by name: `catalog="system"` names an SF Symbol.
    static func image(named name: String?, system: Bool) -> UIImage? {
        guard let name else { return nil }
        return system ? UIImage(systemName: name) : (UIImage(named: name) ?? UIImage(systemName: name))
    }
}
