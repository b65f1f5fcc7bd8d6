import Foundation

/// A service the share sheet can offer, as UIKit's `UIActivity` (subclass it for your own).
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A service's identifier, as `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Sending by Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending by Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Saving an image to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Sending by AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    }

    /// The service's identifier (nil for the base class).
    open var activityType: ActivityType? { nil }
    /// The title shown under the service's icon.
    open var activityTitle: String? { nil }
    /// The service's icon.
    open var activityImage: UIImage? { nil }
    /// Whether the service can act on `activityItems`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the service runs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Runs the service; call `activityDidFinish(_:)` when it is done.
    open func perform() { activityDidFinish(false) }
    /// Tells the share sheet the service finished.
    open func activityDidFinish(_ completed: Bool) {}
}

/// An operation that supplies a share sheet item once a service is chosen, as UIKit's
/// `UIActivityItemProvider`; until then the sheet shows `placeholderItem`.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
    /// The stand-in item the sheet uses before the real one is made.
    public let placeholderItem: Any?
    /// The service the item is made for (nil until one is chosen).
    public private(set) var activityType: UIActivity.ActivityType?

    /// Creates a provider with the item shown meanwhile.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item to share; override to make it (the placeholder by default).
    open var item: Any { placeholderItem ?? NSNull() }
}
