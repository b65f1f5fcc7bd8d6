@_spi(Testing) import QuartzCore

/// The device's accessibility settings (Settings > Accessibility) and what the app posted to
/// assistive technologies.
extension VirtualDevice {
    /// Reduce Motion: setting it posts `UIAccessibility.reduceMotionStatusDidChangeNotification`
    /// when it changes; from then on UIKit's built-in presentations cross-fade.
    public var isReduceMotionEnabled: Bool {
        get {
            enter()
            return application.accessibilitySettings.isReduceMotionEnabled
        }
        set {
            enter()
            guard newValue != application.accessibilitySettings.isReduceMotionEnabled else { return }
            application.accessibilitySettings.isReduceMotionEnabled = newValue
            loop.perform {
                NotificationCenter.default.post(
                    name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            }
            loop.drainTurns()
        }
    }

    /// The notifications the app posted with `UIAccessibility.post(notification:argument:)`,
    /// in order.
    public var postedAccessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] {
        enter()
        return application.accessibilitySettings.posted
    }
}
