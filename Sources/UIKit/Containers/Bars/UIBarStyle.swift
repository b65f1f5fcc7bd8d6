/// The look of a navigation bar, toolbar or search bar before appearances, as `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The system's light bar.
    case `default` = 0
    /// A dark bar with light content.
    case black = 1
    /// Deprecated in UIKit: a dark bar (use `.black` with `isTranslucent`).
    case blackTranslucent = 2
}
