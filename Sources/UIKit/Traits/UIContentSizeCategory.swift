/// The text size the user chose in Settings, as UIKit's `UIContentSizeCategory`; categories
/// order from extra small to the largest accessibility size, so they compare with `<`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference (a trait collection that does not say).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted on the application when the preferred category changes; the user info's
    /// `newValueUserInfoKey` holds the new category's raw value.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Whether `lhs` is a smaller text size than `rhs` (unspecified sorts first).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
    }
}

/// The preferred content size category trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

extension UIApplication {
    /// The text size the user chose (the device's setting).
    public var preferredContentSizeCategory: UIContentSizeCategory { screen.preferredContentSizeCategory }

    /// Changes the device's appearance settings and tells every window's views and controllers
    /// whose traits changed, as a change in Settings does; the content size category also
    /// posts `UIContentSizeCategory.didChangeNotification`.
    package func setAppearance(style: UIUserInterfaceStyle? = nil, contentSizeCategory: UIContentSizeCategory? = nil) {
        let oldCategory = screen.preferredContentSizeCategory
        if let style { screen.userInterfaceStyle = style }
        if let contentSizeCategory { screen.preferredContentSizeCategory = contentSizeCategory }
        for window in windows { window.propagateTraitChanges() }
        if screen.preferredContentSizeCategory != oldCategory {
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: screen.preferredContentSizeCategory.rawValue])
        }
    }
}
