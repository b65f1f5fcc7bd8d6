@_spi(Testing) import QuartzCore

/// The device's accessibility settings (Settings > Accessibility) and what the app posted to
/// assistive technologies.
extension VirtualDevice {
    /// Reduce Motion: setting it posts `UIAccessibility.reduceMotionStatusDidChangeNotification`
    /// when it changes; from then on UIKit's built-in presentations cross-fade.
    public var isReduceMotionEnabled: Bool {
        get { accessibilitySetting(\.isReduceMotionEnabled) }
        set {
            setAccessibilitySetting(
                \.isReduceMotionEnabled, to: newValue, posting: UIAccessibility.reduceMotionStatusDidChangeNotification)
        }
    }

    /// Reduce Motion's "Prefer Cross-Fade Transitions" switch: while both are on, pushes and pops
    /// fade in place. Setting it posts `UIAccessibility.prefersCrossFadeTransitionsStatusDidChange`
    /// when it changes.
    public var prefersCrossFadeTransitions: Bool {
        get { accessibilitySetting(\.prefersCrossFadeTransitions) }
        set {
            setAccessibilitySetting(
                \.prefersCrossFadeTransitions, to: newValue,
                posting: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange)
        }
    }

    /// Reduce Transparency: setting it posts
    /// `UIAccessibility.reduceTransparencyStatusDidChangeNotification` when it changes.
    public var isReduceTransparencyEnabled: Bool {
        get { accessibilitySetting(\.isReduceTransparencyEnabled) }
        set {
            setAccessibilitySetting(
                \.isReduceTransparencyEnabled, to: newValue,
                posting: UIAccessibility.reduceTransparencyStatusDidChangeNotification)
        }
    }

    /// VoiceOver, for apps that behave differently under it: setting it posts
    /// `UIAccessibility.voiceOverStatusDidChangeNotification` when it changes. Nothing speaks.
    public var isVoiceOverRunning: Bool {
        get { accessibilitySetting(\.isVoiceOverRunning) }
        set {
            setAccessibilitySetting(
                \.isVoiceOverRunning, to: newValue, posting: UIAccessibility.voiceOverStatusDidChangeNotification)
        }
    }

    /// Performs VoiceOver's escape gesture (a two-finger Z): `accessibilityPerformEscape()` is
    /// asked along the responder chain from the view of the topmost presented controller (where
    /// VoiceOver's focus would be), until one returns true; returns whether one did.
    @discardableResult
    public func performAccessibilityEscape() -> Bool {
        enter()
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        var responder: UIResponder? = top?.viewIfLoaded ?? top
        while let current = responder {
            if current.accessibilityPerformEscape() {
                loop.drainTurns()
                return true
            }
            responder = current.next
        }
        return false
    }

    private func accessibilitySetting(_ key: KeyPath<AccessibilitySettings, Bool>) -> Bool {
        enter()
        return application.accessibilitySettings[keyPath: key]
    }

    /// Changes a switch as Settings does: the app hears of it in a notification on the next turn.
    private func setAccessibilitySetting(
        _ key: WritableKeyPath<AccessibilitySettings, Bool>, to newValue: Bool, posting name: Notification.Name
    ) {
        enter()
        guard newValue != application.accessibilitySettings[keyPath: key] else { return }
        application.accessibilitySettings[keyPath: key] = newValue
        loop.perform { NotificationCenter.default.post(name: name, object: nil) }
        loop.drainTurns()
    }

    /// The notifications the app posted with `UIAccessibility.post(notification:argument:)`,
    /// in order.
    public var postedAccessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] {
        enter()
        return application.accessibilitySettings.posted
    }
}
