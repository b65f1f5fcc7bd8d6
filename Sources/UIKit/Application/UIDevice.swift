import Foundation

/// The device the app runs on: its kind, system and physical orientation, as UIKit's `UIDevice`.
///
/// Each world (the app, or each `VirtualDevice`) has its own device; `current` is the current
/// world's.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the current world.
    public class var current: UIDevice { UIApplication.current.device }

    private unowned let application: UIApplication
    private var orientationNotificationRequests = 0

    /// The physical orientation, which follows every rotation of the device even when the
    /// interface does not rotate.
    public package(set) var orientation: UIDeviceOrientation

    init(application: UIApplication, orientation: UIDeviceOrientation) {
        self.application = application
        self.orientation = orientation
        super.init()
    }

    /// The kind of interface the device has (`.pad` for iPad-sized screens, else `.phone`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        UITraitCollection.defaultTraits(for: application.screen).userInterfaceIdiom
    }

    /// The device's name.
    open var name: String { model }
    /// The device's model ("iPhone" or "iPad").
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, localized.
    open var localizedModel: String { model }
    /// The operating system's name.
    open var systemName: String { "iOS" }
    /// The operating system's version.
    open var systemVersion: String { "17.0" }
    /// Whether the device can run apps side by side or in the background.
    open var isMultitaskingSupported: Bool { true }

    /// Whether `orientationDidChangeNotification` is being posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Starts posting `orientationDidChangeNotification` (calls nest; each needs an end).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Records a physical rotation, posting the notification when it is being generated.
    func setOrientation(_ newValue: UIDeviceOrientation) {
        guard newValue != orientation else { return }
        orientation = newValue
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }
}

extension UIDevice {
    /// Posted, with the device as object, when the physical orientation changes (only while
    /// orientation notifications are being generated).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
