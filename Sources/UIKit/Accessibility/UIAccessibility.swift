/// The system's accessibility settings and the notifications apps post to assistive
/// technologies, as UIKit's `UIAccessibility` namespace. The settings are the ambient world's:
/// a `VirtualDevice` sets them.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies, as `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32

        /// Creates a notification from its UIKit number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (the argument: the element to focus, or nil).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (the argument: the element to focus, or nil).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak (the argument: the string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (the argument: a string describing the new position).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether the user turned on Reduce Motion: built-in presentations cross-fade instead of
    /// sliding or flipping.
    public static var isReduceMotionEnabled: Bool {
        UIApplication.current.accessibilitySettings.isReduceMotionEnabled
    }

    /// Posted (by the default center, with no object) when Reduce Motion is turned on or off.
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether the user prefers cross-fades to sliding transitions (a Reduce Motion option):
    /// pushes and pops then fade in place.
    public static var prefersCrossFadeTransitions: Bool {
        UIApplication.current.accessibilitySettings.prefersCrossFadeTransitionsInEffect
    }

    /// Posted (by the default center, with no object) when the cross-fade preference changes.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

    /// Whether the user turned on Reduce Transparency (blurs are drawn as they are regardless).
    public static var isReduceTransparencyEnabled: Bool {
        UIApplication.current.accessibilitySettings.isReduceTransparencyEnabled
    }

    /// Posted (by the default center, with no object) when Reduce Transparency is turned on or off.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")

    /// Whether VoiceOver is running (never, in a world with no screen reader).
    public static var isVoiceOverRunning: Bool {
        UIApplication.current.accessibilitySettings.isVoiceOverRunning
    }

    /// Posted (by the default center, with no object) when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Posts a notification to assistive technologies; the world records it in order (a
    /// `VirtualDevice` lists them) since no screen reader listens here.
    public static func post(notification: Notification, argument: Any?) {
        UIApplication.current.accessibilitySettings.posted.append((notification, argument))
    }
}

/// A world's accessibility settings and what its app posted to assistive technologies.
package struct AccessibilitySettings {
    package var isReduceMotionEnabled = false
    package var isVoiceOverRunning = false
    package var isReduceTransparencyEnabled = false
    /// The switch under Reduce Motion; it counts only while Reduce Motion is on.
    package var prefersCrossFadeTransitions = false
    var prefersCrossFadeTransitionsInEffect: Bool { isReduceMotionEnabled && prefersCrossFadeTransitions }
    package var posted: [(notification: UIAccessibility.Notification, argument: Any?)] = []
}
