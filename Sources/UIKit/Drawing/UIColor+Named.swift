// The named colours. System and semantic colours are dynamic in UIKit; here they are fixed to
// their light-mode values (iOS 15 and later) until traits resolve colours.

extension UIColor {
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: Fixed colours

    /// Opaque black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Opaque white (white 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Mid grey (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text colour for light backgrounds (black).
    public static let darkText = UIColor.black
    /// Text colour for dark backgrounds (white at 60%).
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: System colours

    /// The system red.
    public static let systemRed = rgb255(255, 59, 48)
    /// The system green.
    public static let systemGreen = rgb255(52, 199, 89)
    /// The system blue, the default tint.
    public static let systemBlue = rgb255(0, 122, 255)
    /// The system orange.
    public static let systemOrange = rgb255(255, 149, 0)
    /// The system yellow.
    public static let systemYellow = rgb255(255, 204, 0)
    /// The system pink.
    public static let systemPink = rgb255(255, 45, 85)
    /// The system purple.
    public static let systemPurple = rgb255(175, 82, 222)
    /// The system teal.
    public static let systemTeal = rgb255(48, 176, 199)
    /// The system indigo.
    public static let systemIndigo = rgb255(88, 86, 214)
    /// The system cyan.
    public static let systemCyan = rgb255(50, 173, 230)
    /// The system mint.
    public static let systemMint = rgb255(0, 199, 190)
    /// The system brown.
    public static let systemBrown = rgb255(162, 132, 94)
    /// The base system grey.
    public static let systemGray = rgb255(142, 142, 147)
    /// The second-level system grey.
    public static let systemGray2 = rgb255(174, 174, 178)
    /// The third-level system grey.
    public static let systemGray3 = rgb255(199, 199, 204)
    /// The fourth-level system grey.
    public static let systemGray4 = rgb255(209, 209, 214)
    /// The fifth-level system grey.
    public static let systemGray5 = rgb255(229, 229, 234)
    /// The sixth-level system grey.
    public static let systemGray6 = rgb255(242, 242, 247)
    /// The colour that resolves to the tint colour of the view it is used in (system blue here).
    public static let tintColor = UIColor.systemBlue

    // MARK: Semantic colours

    /// The background of the main interface.
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The background of content layered on the main background.
    public static let secondarySystemBackground = rgb255(242, 242, 247)
    /// The background of content layered on secondary backgrounds.
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The background of grouped interfaces.
    public static let systemGroupedBackground = rgb255(242, 242, 247)
    /// The background of content layered on a grouped background.
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// The background of content layered on secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = rgb255(242, 242, 247)
    /// Primary text.
    public static let label = UIColor(white: 0, alpha: 1)
    /// Secondary text.
    public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = rgb255(60, 60, 67, 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = rgb255(60, 60, 67, 0.18)
    /// Placeholder text in controls.
    public static let placeholderText = rgb255(60, 60, 67, 0.3)
    /// Thin separator lines, drawn over content.
    public static let separator = rgb255(60, 60, 67, 0.29)
    /// Opaque separator lines.
    public static let opaqueSeparator = rgb255(198, 198, 200)
    /// Links.
    public static let link = rgb255(0, 122, 255)
    /// Fill for thin and small shapes.
    public static let systemFill = rgb255(120, 120, 128, 0.2)
    /// Fill for medium-size shapes.
    public static let secondarySystemFill = rgb255(120, 120, 128, 0.16)
    /// Fill for large shapes.
    public static let tertiarySystemFill = rgb255(118, 118, 128, 0.12)
    /// Fill for large areas containing complex content.
    public static let quaternarySystemFill = rgb255(116, 116, 128, 0.08)
}
