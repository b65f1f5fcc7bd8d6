/// The base of the haptic feedback generators, as UIKit's `UIFeedbackGenerator`.
///
/// There is no Taptic Engine here: each feedback is recorded on the application's world (a
/// virtual device's `haptics`) so a test can assert that it fired.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the haptics hardware for a feedback about to come (nothing to warm up here).
    open func prepare() {}

    func record(_ entry: String) {
        UIApplication.current.hapticLog.append(entry)
    }
}

/// Plays a physical impact, as UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact of `intensity` (0...1).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = min(max(intensity, 0), 1)
        record(clamped == 1 ? "impact \(style)" : "impact \(style) intensity=\(clamped)")
    }
}

/// Plays the tick of a changing selection, as UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() { record("selection") }
}

/// Plays the outcome of a task, as UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification feedback reports.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification \(notificationType)")
    }
}
