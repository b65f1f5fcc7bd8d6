/// A colour with alpha, as UIKit's `UIColor`.
///
/// Colours are stored as extended sRGB or grey components. Display P3 colours are taken as sRGB
/// (there is no colour management here), and the system colours are their light-mode values
/// because traits and dark mode do not resolve colours yet.
public final class UIColor: NSObject, Sendable {
    /// The colour model the components were given in.
    enum Model: Sendable { case rgb, gray }

    let model: Model
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
    /// For a dynamic colour, what it is under given traits (the components above are its
    /// appearance under the traits current when it was made).
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    init(
        model: Model, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat,
        provider: (@Sendable (UITraitCollection) -> UIColor)? = nil
    ) {
        self.model = model
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.provider = provider
    }

    // MARK: Creating colours

    /// Creates a colour from sRGB components and alpha, each 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: .rgb, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey colour from a white level and alpha, each 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(model: .gray, red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(model: .rgb, red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from Display P3 components (taken as sRGB here).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: .rgb, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        if cgColor.colorSpace?.model == .monochrome, c.count == 2 {
            self.init(white: c[0], alpha: c[1])
        } else {
            let rgba = cgColor.rgba
            self.init(red: rgba.r, green: rgba.g, blue: rgba.b, alpha: rgba.a)
        }
    }

    // MARK: Reading components

    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor {
        if let provider { return provider(UITraitCollection.current).cgColor }
        return model == .gray
            ? CGColor(gray: red, alpha: alpha)
            : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Returns the same colour with a different alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(model: model, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the sRGB components; always succeeds here (grey converts to RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the white level; false (leaving the arguments alone) for RGB colours, as UIKit does.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard model == .gray else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads hue, saturation and brightness; always succeeds here.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let hsb = UIColor.hsb(red: red, green: green, blue: blue)
        hue?.pointee = hsb.h
        saturation?.pointee = hsb.s
        brightness?.pointee = hsb.b
        alpha?.pointee = self.alpha
        return true
    }

    /// The components as straight RGBA in 0...1 (package convenience for drawing code).
    var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { (red, green, blue, alpha) }

    // MARK: Equality

    // Colours compare by their sRGB components, so a grey and the same RGB grey are equal;
    // UIKit also equates colours across compatible spaces (P3 and extended sRGB, for example).
    /// Whether `object` is a colour with the same components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? UIColor else { return false }
        if provider != nil || r.provider != nil { return self === r }
        return red == r.red && green == r.green && blue == r.blue && alpha == r.alpha
    }

    /// A hash agreeing with `isEqual(_:)`.
    public override var hash: Int {
        var h = Hasher()
        h.combine(red)
        h.combine(green)
        h.combine(blue)
        h.combine(alpha)
        return h.finalize()
    }

    /// A textual form naming the colour space and listing the components.
    public override var description: String {
        func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return model == .gray
            ? "UIExtendedGrayColorSpace \(f(red)) \(f(alpha))"
            : "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
    }

    // MARK: Conversions

    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard s > 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (h: CGFloat, s: CGFloat, b: CGFloat) {
        let maxC = max(r, g, b), minC = min(r, g, b)
        let delta = maxC - minC
        let s: CGFloat = maxC > 0 ? delta / maxC : 0
        guard delta > 0 else { return (0, s, maxC) }
        var h: CGFloat
        if maxC == r {
            h = (g - b) / delta
        } else if maxC == g {
            h = 2 + (b - r) / delta
        } else {
            h = 4 + (r - g) / delta
        }
        h /= 6
        if h < 0 { h += 1 }
        return (h, s, maxC)
    }
}
