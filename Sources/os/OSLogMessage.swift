import Foundation

/// A log message written as a string with interpolations, each of which can carry a privacy
/// level and a format, as the `os` framework's `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The literal text and interpolated values, in order.
    var interpolation: OSLogInterpolation

    /// Creates a message from a string with interpolations.
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// Creates a message from a string literal.
    public init(stringLiteral value: String) {
        interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
    }

    /// The message's text; with `redacting`, values whose privacy hides them read `<private>`,
    /// as the system log stores them when no debugger is attached.
    func composed(redacting: Bool) -> String {
        interpolation.segments.map { segment in
            switch segment {
            case .literal(let text): return text
            case .value(let render, let privacy, let isScalar):
                return redacting && privacy.redacts(isScalar: isScalar) ? "<private>" : render()
            }
        }.joined()
    }
}

/// The privacy of an interpolated value, as the `os` framework's `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Sendable { case auto, `public`, `private`, sensitive }
    let level: Level

    /// How a redacted value is replaced, as the `os` framework's `OSLogPrivacy.Mask`.
    public enum Mask: Equatable, Hashable, Sendable {
        /// A string made from a hash of the value.
        case hash
        /// A generic string.
        case none
    }

    /// Shows scalars and redacts dynamic strings and objects.
    public static let auto = OSLogPrivacy(level: .auto)
    /// Always shows the value.
    public static let `public` = OSLogPrivacy(level: .public)
    /// Redacts the value.
    public static let `private` = OSLogPrivacy(level: .private)
    /// Redacts the value, which holds sensitive information.
    public static let sensitive = OSLogPrivacy(level: .sensitive)
    /// Shows scalars and redacts dynamic strings and objects; the mask is accepted and ignored.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    /// Redacts the value; the mask is accepted and ignored.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Redacts the sensitive value; the mask is accepted and ignored.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }

    func redacts(isScalar: Bool) -> Bool {
        switch level {
        case .public: false
        case .private, .sensitive: true
        case .auto: !isScalar
        }
    }
}

/// The column alignment of an interpolated value, as the `os` framework's
/// `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0)
    /// Pads on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: -columns())
    }
    /// Pads on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns())
    }

    func apply(_ s: String) -> String {
        let pad = String(repeating: " ", count: max(0, abs(columns) - s.count))
        return columns < 0 ? s + pad : pad + s
    }
}
