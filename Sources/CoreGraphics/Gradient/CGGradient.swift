import Foundation

/// An array as Core Foundation passes it, toll-free bridged to `NSArray` as on Apple platforms,
/// so `[color1, color2] as CFArray` compiles (Documentation/Deviations.md, "Gradients").
public typealias CFArray = NSArray

/// Returns the device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// Returns the device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// A smooth transition between colours at locations from 0 to 1, as CoreGraphics' `CGGradient`,
/// drawn with `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// One colour of the ramp and where it sits (0...1), in straight RGBA.
    package struct Stop: Equatable, Sendable {
        package var location: CGFloat
        package var red, green, blue, alpha: CGFloat
    }

    /// The ramp's colours in location order.
    package let stops: [Stop]

    private init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// Creates a gradient from an array of `CGColor`s and their locations (evenly spaced from 0
    /// to 1 when `locations` is nil); nil when `colors` holds no colour.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        let at = CGGradient.locations(locations, count: list.count)
        self.init(
            stops: zip(at, list).map { location, color in
                let c = color.rgba
                return Stop(location: location, red: c.r, green: c.g, blue: c.b, alpha: c.a)
            })
    }

    /// Creates a gradient from `count` colours given as components in `space` (alpha last), at
    /// `locations` (evenly spaced when nil); nil when `count` is not positive.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let at = CGGradient.locations(locations, count: count)
        self.init(
            stops: (0..<count).map { i in
                let c = (0..<n).map { components[i * n + $0] }
                return n == 4
                    ? Stop(location: at[i], red: c[0], green: c[1], blue: c[2], alpha: c[3])
                    : Stop(location: at[i], red: c[0], green: c[0], blue: c[0], alpha: c[1])
            })
    }

    private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let given { return (0..<count).map { min(max(given[$0], 0), 1) } }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}

/// Whether a gradient also fills beyond its start and end, as CoreGraphics'
/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fills before the start point (or inside the start circle) with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fills beyond the end point (or outside the end circle) with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// How a gradient is shaped when drawn: along an axis or between two circles.
package enum CGGradientShape: Sendable {
    case linear(start: CGPoint, end: CGPoint)
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
}

extension CGContext {
    /// Fills the clipping area with `gradient` along the axis from `startPoint` to `endPoint`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
    ) {
        recordGradient(gradient, .linear(start: startPoint, end: endPoint), options)
    }

    /// Fills the clipping area with `gradient` blended between the start and end circles.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        recordGradient(
            gradient,
            .radial(
                startCenter: startCenter, startRadius: max(startRadius, 0), endCenter: endCenter,
                endRadius: max(endRadius, 0)), options)
    }
}
