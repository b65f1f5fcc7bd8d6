import CoreGraphics
import Foundation

// Font features (tabular figures, small capitals) are OpenType settings Core Text applies when
// it shapes text. A descriptor here keeps the settings it is given so code that asks for them
// compiles and reads them back, but Pango draws the face's default figures
// (Documentation/Deviations.md, "Font feature settings").

extension UIFontDescriptor.AttributeName {
    /// An array of feature settings, each a dictionary of `FeatureKey`s.
    public static let featureSettings = UIFontDescriptor.AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    /// The traits dictionary (weight, width, slant, symbolic traits).
    public static let traits = UIFontDescriptor.AttributeName(rawValue: "NSCTFontTraitsAttribute")
}

extension UIFontDescriptor {
    /// The keys of one feature setting, as `UIFontDescriptor.FeatureKey`.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a feature key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature type (`kNumberSpacingType`).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The selector within the type (`kMonospacedNumbersSelector`).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type, under its name before iOS 15.
        public static let featureIdentifier = FeatureKey.type
        /// The selector within the type, under its name before iOS 15.
        public static let typeIdentifier = FeatureKey.selector
    }

    /// A descriptor with `attributes` added to this one's; a new family, face name or size
    /// picks that font, and feature settings are kept but not drawn.
    public func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        var font = self.font
        if let name = attributes[.name] as? String, let named = UIFont(name: name, size: font.pointSize) {
            font = named
        } else if let family = attributes[.family] as? String, let named = UIFont(name: family, size: font.pointSize) {
            font = named
        }
        if let size = attributes[.size] as? CGFloat, size > 0 { font = font.withSize(size) }
        return UIFontDescriptor(font: font, featureSettings: attributes[.featureSettings] ?? featureSettings)
    }
}

/// Core Text's number spacing feature type, visible through UIKit as in Apple's SDK.
public let kNumberSpacingType = 6
/// Core Text's selector for figures of one width (tabular figures).
public let kMonospacedNumbersSelector = 0
/// Core Text's selector for figures of their own widths (proportional figures).
public let kProportionalNumbersSelector = 1
