import Foundation

/// A description of a font by its attributes, from which fonts are made, as UIKit's
/// `UIFontDescriptor`. Descriptors here describe the installed faces (see `FontCatalog`).
public final class UIFontDescriptor: NSObject, Sendable {
    /// Traits of a typeface, as `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An italic or oblique face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// An expanded face.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A condensed face.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A fixed-pitch face.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face optimised for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// A face with tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// A face with looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A system font design, as `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default system design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded letterforms (drawn with the default design here).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif letterforms.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Fixed-width letterforms.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The names of descriptor attributes, as `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an attribute name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The full font name.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The point size.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The text style.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The font described, at the descriptor's size.
    let font: UIFont
    /// The feature settings `addingAttributes(_:)` was given (kept, not drawn).
    nonisolated(unsafe) let featureSettings: Any?

    init(font: UIFont, featureSettings: Any? = nil) {
        self.font = font
        self.featureSettings = featureSettings
    }

    /// Creates a descriptor for the font named `fontName` (a family name picks its regular face).
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size))
    }

    /// The descriptor of the font for a text style at the default content size category.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// The point size (0 when unspecified).
    public var pointSize: CGFloat { font.pointSize }
    /// The full font name.
    public var postscriptName: String { font.fontName }
    /// The described face's traits.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.renderFamily == FontCatalog.mono { traits.insert(.traitMonoSpace) }
        if font.familyName == UIFont.systemFamily { traits.insert(.traitUIOptimized) }
        return traits
    }
    /// The attributes describing the font.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.family: font.familyName, .name: font.fontName, .size: font.pointSize]
        attributes[.featureSettings] = featureSettings
        return attributes
    }

    /// The same descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize))
    }

    /// A descriptor for the face of the same family with `symbolicTraits` (bold and italic are
    /// honoured); nil when the family has no such face.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let bold = symbolicTraits.contains(.traitBold), italic = symbolicTraits.contains(.traitItalic)
        let wasBold = self.symbolicTraits.contains(.traitBold)
        let weight = bold ? (wasBold ? font.weight : .bold) : (wasBold ? .regular : font.weight)
        if font.familyName == UIFont.systemFamily || font.familyName == UIFont.monospacedFamily {
            let mono = font.familyName == UIFont.monospacedFamily || symbolicTraits.contains(.traitMonoSpace)
            return UIFontDescriptor(
                font: .system(size: font.pointSize, weight: weight, italic: italic, monospaced: mono))
        }
        guard
            let face = FontCatalog.faces.first(where: {
                $0.familyName == font.familyName && $0.italic == italic
                    && ($0.weight.rawValue >= UIFont.Weight.semibold.rawValue) == bold
            })
        else { return nil }
        return UIFontDescriptor(font: UIFont(name: face.fontName, size: font.pointSize) ?? font)
    }

    /// A descriptor for the system font in another design (monospaced and serif change the face
    /// drawn; rounded draws as the default); nil for fonts that are not the system font.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard font.familyName == UIFont.systemFamily || font.familyName == UIFont.monospacedFamily else { return nil }
        let italic = font.isItalic
        switch design {
        case .monospaced:
            return UIFontDescriptor(
                font: .system(size: font.pointSize, weight: font.weight, italic: italic, monospaced: true))
        case .serif:
            let serif = FontCatalog.faces.first { $0.renderFamily == FontCatalog.serif && $0.italic == italic }
            return serif.flatMap { UIFont(name: $0.fontName, size: font.pointSize) }.map { UIFontDescriptor(font: $0) }
        default:
            return UIFontDescriptor(font: .system(size: font.pointSize, weight: font.weight, italic: italic))
        }
    }

    /// Whether `object` describes the same font.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFontDescriptor).map { $0.font.isEqual(font) } ?? false
    }

    /// A hash agreeing with `isEqual(_:)`.
    public override var hash: Int { font.hash }
}

extension UIFont {
    /// The descriptor of this font.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// Creates the font a descriptor describes at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = descriptor.font
        self.init(
            fontName: f.fontName, familyName: f.familyName, pointSize: pointSize > 0 ? pointSize : f.pointSize,
            renderFamily: f.renderFamily, weight: f.weight, isItalic: f.isItalic)
    }
}
