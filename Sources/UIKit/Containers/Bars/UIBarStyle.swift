/// The look of a navigation bar, toolbar or search bar before appearances, as `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The system's light bar.
    case `default` = 0
    /// A dark bar with light content.
    case black = 1
    /// Deprecated in UIKit: a dark bar (use `.black` with `isTranslucent`).
    case blackTranslucent = 2
}

/// Where a bar sits, for images set per position, as `UIBarPosition`.
public enum UIBarPosition: Int, Sendable {
    /// Any position: an image set for it is used where none is set for the bar's own.
    case any = 0
    /// At the bottom of its view (a toolbar).
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching under the status bar.
    case topAttached = 3
}

/// The bar heights images are set for, as `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// The regular height.
    case `default` = 0
    /// The compact height (landscape on a phone).
    case compact = 1
    /// The regular height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}

/// A bar image's position and metrics.
struct BarImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}
