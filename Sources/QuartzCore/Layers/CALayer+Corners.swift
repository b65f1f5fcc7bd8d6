/// Which corners of a layer `cornerRadius` rounds, as Core Animation's `CACornerMask`.
///
/// The names are in the layer's own coordinates; with UIKit's top-left origin `minY` is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and minimum y (top left in UIKit).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (top right in UIKit).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (bottom left in UIKit).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y (bottom right in UIKit).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    package static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// The curve a layer's rounded corners follow, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = Self(rawValue: "circular")
    /// A curve that eases into the straight edges, as Apple's continuous ("squircle") corners.
    public static let continuous = Self(rawValue: "continuous")
}

extension CALayer {
    /// The corners `cornerRadius` rounds; the others stay square (all four by default).
    public var maskedCorners: CACornerMask {
        get { modelState.maskedCorners }
        set { modelState.maskedCorners = newValue }
    }
    /// The curve of the rounded corners.
    public var cornerCurve: CALayerCornerCurve {
        get { modelState.cornerCurve }
        set { modelState.cornerCurve = newValue }
    }
}
