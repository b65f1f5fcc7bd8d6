import Foundation

/// The device a view controller is snapshotted on: a screen size, traits and a scale, named as
/// swift-snapshot-testing names its configurations (`.iPhone13`, `.iPhone13(.landscape)`,
/// `.iPadPro11`). Size classes and idiom follow from the size as on a real device; `traits`
/// overrides some of them (`UITraitCollection(userInterfaceStyle: .dark)`).
public struct ViewImageConfig: Sendable {
    /// Which way the device is held.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// The screen size in points.
    public var size: CGSize
    /// Traits laid over the device's own (unspecified ones keep the device's).
    public var traits: UITraitCollection
    /// Pixels per point of the snapshot (1 here by default, to keep reference files small;
    /// real devices are 2 or 3).
    public var scale: CGFloat

    /// Creates a configuration for a screen of `size` points.
    public init(size: CGSize, traits: UITraitCollection = UITraitCollection(), scale: CGFloat = 1) {
        self.size = size
        self.traits = traits
        self.scale = scale
    }

    /// A configuration for a device model held in `orientation`.
    public init(
        model: VirtualDevice.Model, orientation: Orientation = .portrait,
        traits: UITraitCollection = UITraitCollection(), scale: CGFloat = 1
    ) {
        self.init(size: orientation == .portrait ? model.size : model.landscapeSize, traits: traits, scale: scale)
    }

    /// The same device with `traits` laid over these traits (later specified values win).
    public func with(traits more: UITraitCollection) -> ViewImageConfig {
        var copy = self
        copy.traits = UITraitCollection(traitsFrom: [traits, more])
        return copy
    }

    /// The same device in light or dark appearance.
    public func with(userInterfaceStyle style: UIUserInterfaceStyle) -> ViewImageConfig {
        with(traits: UITraitCollection(userInterfaceStyle: style))
    }

    /// First-generation iPhone SE, 320 × 568, portrait.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// First-generation iPhone SE, 320 × 568.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhoneSE, orientation: orientation)
    }
    /// iPhone 8, 375 × 667, portrait.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8, 375 × 667.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhone8, orientation: orientation)
    }
    /// iPhone 13 mini, 375 × 812, portrait.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini, 375 × 812.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhoneMini, orientation: orientation)
    }
    /// iPhone 13, 390 × 844, portrait.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13, 390 × 844.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhone, orientation: orientation)
    }
    /// iPhone 13 Pro Max, 428 × 926, portrait.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max, 428 × 926 (regular width in landscape).
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPhone13ProMax, orientation: orientation)
    }
    /// iPad mini, 768 × 1024, portrait.
    public static let iPadMini = iPadMini(.portrait)
    /// iPad mini, 768 × 1024.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPadMini, orientation: orientation)
    }
    /// 11-inch iPad Pro, 834 × 1194, portrait.
    public static let iPadPro11 = iPadPro11(.portrait)
    /// 11-inch iPad Pro, 834 × 1194.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPadPro11, orientation: orientation)
    }
    /// 12.9-inch iPad Pro, 1024 × 1366, portrait.
    public static let iPadPro12_9 = iPadPro12_9(.portrait)
    /// 12.9-inch iPad Pro, 1024 × 1366.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(model: .iPadPro12_9, orientation: orientation)
    }
}
