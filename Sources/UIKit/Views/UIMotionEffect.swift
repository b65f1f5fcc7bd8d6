/// A change to a view's key paths driven by the device's tilt, as UIKit's `UIMotionEffect`.
///
/// A virtual device does not tilt, so effects are kept on their view and never move it.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    /// The key paths and values to apply for a viewer offset (none: there is no tilt here).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// Moves one key path between two values as the device tilts along an axis, as UIKit's
/// `UIInterpolatingMotionEffect`.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    /// The key path the effect changes.
    public let keyPath: String
    /// The axis it follows.
    public let type: EffectType
    /// The value at full tilt one way.
    open var minimumRelativeValue: Any?
    /// The value at full tilt the other way.
    open var maximumRelativeValue: Any?

    /// Creates an effect changing `keyPath` along the `type` axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }
}

/// Motion effects applied together, as UIKit's `UIMotionEffectGroup`.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The grouped effects.
    open var motionEffects: [UIMotionEffect]?
}
