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

    /// Reduce Motion's "Prefer Cross-Fade Transitions" switch: while both are on, pushes and pops
    /// fade in place. Setting it posts `UIAccessibility.prefersCrossFadeTransitionsStatusDidChange`
    /// when it changes.
    public var prefersCrossFadeTransitions: Bool {
        get {
            enter()
            return application.accessibilitySettings.prefersCrossFadeTransitions
        }
        set {
            enter()
            guard newValue != application.accessibilitySettings.prefersCrossFadeTransitions else { return }
            application.accessibilitySettings.prefersCrossFadeTransitions = newValue
            loop.perform {
                NotificationCenter.default.post(
                    name: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange, object: nil)
            }
            loop.drainTurns()
        }
    }

    /// VoiceOver, for apps that behave differently under it: setting it posts
    /// `UIAccessibility.voiceOverStatusDidChangeNotification` when it changes. Nothing speaks.
    public var isVoiceOverRunning: Bool {
        get {
            enter()
            return application.accessibilitySettings.isVoiceOverRunning
        }
        set {
            enter()
            guard newValue != application.accessibilitySettings.isVoiceOverRunning else { return }
            application.accessibilitySettings.isVoiceOverRunning = newValue
            loop.perform {
                NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
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
