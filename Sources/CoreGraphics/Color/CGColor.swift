/// A colour space, as CoreGraphics' `CGColorSpace`. Only device RGB and grey exist here.
public final class CGColorSpace: Hashable, Sendable {
    /// The colour model of a colour space.
    public enum Model: Int32, Sendable { case monochrome = 0, rgb = 1 }

    /// The colour model.
    public let model: Model
    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    private init(model: Model) { self.model = model }

    /// The device RGB space.
    public static let deviceRGB = CGColorSpace(model: .rgb)
    /// The device grey space.
    public static let deviceGray = CGColorSpace(model: .monochrome)

    /// Returns the device RGB colour space (`CGColorSpaceCreateDeviceRGB`).
    public static func createDeviceRGB() -> CGColorSpace { deviceRGB }

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.model == r.model }
    public func hash(into h: inout Hasher) { h.combine(model) }
}

/// An immutable colour with components and alpha, as CoreGraphics' `CGColor`.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last (`[r, g, b, a]` or `[white, a]`).
    public let components: [CGFloat]?

    /// Creates an sRGB-like device RGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB
        components = [red, green, blue, alpha]
    }

    /// Creates a device grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray
        components = [gray, alpha]
    }

    /// Creates a colour in the sRGB space (device RGB here).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from a space and components (alpha last); nil when the count is wrong.
    public init?(colorSpace space: CGColorSpace, components comps: UnsafePointer<CGFloat>) {
        colorSpace = space
        components = Array(UnsafeBufferPointer(start: comps, count: space.numberOfComponents + 1))
    }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Returns a copy with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components else { return nil }
        c[c.count - 1] = alpha
        return c.count == 4
            ? CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
            : CGColor(gray: c[0], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components as straight (not premultiplied) RGBA in 0...1.
    public var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard let c = components else { return (0, 0, 0, 0) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (0, 0, 0, 0)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.colorSpace == r.colorSpace && l.components == r.components
    }
    public func hash(into h: inout Hasher) { h.combine(components) }

    /// A textual form listing the components.
    public var description: String {
        "CGColor(\((components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: ", ")))"
    }
}
