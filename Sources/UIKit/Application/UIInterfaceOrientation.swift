/// The orientation of the app's user interface, as UIKit's `UIInterfaceOrientation`.
///
/// The landscape cases are the device's turned around: rotating the device left (home button on
/// the right) puts the interface in `.landscapeRight`, as in UIKit, so the raw values match.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, with the top of the device at the top.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, with the top of the interface on the device's right side.
    case landscapeLeft = 4
    /// Landscape, with the top of the interface on the device's left side.
    case landscapeRight = 3

    /// Whether the interface is in a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is in a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The one-bit mask of this orientation (empty for `.unknown`).
    var mask: UIInterfaceOrientationMask {
        self == .unknown ? [] : UIInterfaceOrientationMask(rawValue: 1 << UInt(rawValue))
    }
}

/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape with the interface's top on the device's right side.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape with the interface's top on the device's left side.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside-down portrait.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, home button (or indicator) at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned left: the home button is on the right.
    case landscapeLeft = 3
    /// Turned right: the home button is on the left.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// Whether the device is in a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is in a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is upright or on its side (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// The interface orientation that keeps the interface upright in this device orientation
    /// (nil when flat or unknown, where the interface stays as it is).
    package var interfaceOrientation: UIInterfaceOrientation? {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        default: return nil
        }
    }
}

extension UIViewController {
    /// `.all` on an iPad, `.allButUpsideDown` elsewhere, as UIKit's defaults.
    var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The current interface orientation when the controller supports it, else the first it
    /// supports.
    var defaultPreferredInterfaceOrientation: UIInterfaceOrientation {
        let current = world.interfaceOrientation
        if supportedInterfaceOrientations.contains(current.mask) { return current }
        for o in [UIInterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        where supportedInterfaceOrientations.contains(o.mask) { return o }
        return current
    }
}
