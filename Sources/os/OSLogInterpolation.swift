import Foundation

/// The parts of an `OSLogMessage` as it is written, as the `os` framework's
/// `OSLogInterpolation`. Values are read only when the message is written, as there.
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Segment {
        case literal(String)
        case value(() -> String, OSLogPrivacy, isScalar: Bool)
    }
    var segments: [Segment] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }

    /// Appends a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ align.apply(argumentString()) }, privacy, isScalar: false))
    }

    /// Appends a value by its description.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        // Literal numbers can land here rather than in the integer overload; they stay scalars.
        let isScalar = T.self is any Numeric.Type || T.self == Bool.self
        segments.append(.value({ align.apply(value().description) }, privacy, isScalar: isScalar))
    }

    /// Appends an object by its description.
    public mutating func appendInterpolation<T: NSObject>(
        _ argumentObject: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ argumentObject().description }, privacy, isScalar: false))
    }

    /// Appends a metatype by its name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ align.apply(String(describing: value())) }, privacy, isScalar: false))
    }

    /// Appends an integer in a format.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ align.apply(format.render(number())) }, privacy, isScalar: true))
    }

    /// Appends a double in a format.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ align.apply(format.render(number())) }, privacy, isScalar: true))
    }

    /// Appends a float in a format.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ align.apply(format.render(Double(number()))) }, privacy, isScalar: true))
    }

    /// Appends a CGFloat in a format.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ align.apply(format.render(Double(number()))) }, privacy, isScalar: true))
    }

    /// Appends a Boolean as `true`/`false` or `YES`/`NO`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
        privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ format.render(boolean()) }, privacy, isScalar: true))
    }

    /// Appends an error by its description.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto
    ) {
        segments.append(.value({ String(describing: error()) }, privacy, isScalar: false))
    }
}

/// How an interpolated integer is written, as the `os` framework's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal digits.
    public static let decimal = decimal(explicitPositiveSign: false)
    /// Lower-case hexadecimal digits without a prefix.
    public static let hex = hex(explicitPositiveSign: false)
    /// Octal digits without a prefix.
    public static let octal = octal(explicitPositiveSign: false)

    /// Decimal digits, optionally signed and zero-padded.
    public static func decimal(
        explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits())
    }

    /// Hexadecimal digits, optionally prefixed, upper-case and zero-padded.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }

    /// Octal digits, optionally prefixed, upper-case and zero-padded.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }

    func render<T: FixedWidthInteger>(_ n: T) -> String {
        var digits = String(n.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : "0") + digits }
        if n < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written, as the `os` framework's
/// `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool

    /// Fixed-point notation (`%f`).
    public static let fixed = fixed(explicitPositiveSign: false)
    /// Exponential notation (`%e`).
    public static let exponential = exponential(explicitPositiveSign: false)
    /// The shorter of fixed and exponential notation (`%g`).
    public static let hybrid = hybrid(explicitPositiveSign: false)

    /// Fixed-point notation with `precision` digits after the point.
    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "F" : "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    /// Fixed-point notation.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "F" : "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    /// Exponential notation.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: uppercase ? "E" : "e", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    /// The shorter of fixed and exponential notation.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "G" : "g", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    func render(_ x: Double) -> String {
        let sign = explicitPositiveSign ? "+" : ""
        let digits = precision.map { ".\($0)" } ?? ""
        return String(format: "%\(sign)\(digits)\(conversion)", x)
    }
}

/// How an interpolated Boolean is written, as the `os` framework's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    func render(_ b: Bool) -> String {
        switch self {
        case .truth: b ? "true" : "false"
        case .answer: b ? "YES" : "NO"
        }
    }
}
