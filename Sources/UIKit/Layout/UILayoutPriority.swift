internal import Cassowary

/// How strongly a constraint or content preference is held, 1...1000, as UIKit's
/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// Creates a priority from a literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view wants to be as small as its content allows when fitting.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a split view divider drag that resizes the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a split view divider drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority raised by an amount.
    public static func + (p: UILayoutPriority, amount: Float) -> UILayoutPriority {
        UILayoutPriority(p.rawValue + amount)
    }
    /// A priority lowered by an amount.
    public static func - (p: UILayoutPriority, amount: Float) -> UILayoutPriority {
        UILayoutPriority(p.rawValue - amount)
    }

    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }

    /// The solver strength: required stays required; optional priorities are spread
    /// exponentially, ten times stronger per 100 points (10^((p − 200)/100), 0.01 to ~10^8), so
    /// a higher priority outweighs several equal violations of a lower one: close to UIKit's
    /// "higher priorities are satisfied first" while keeping the simplex well conditioned
    /// (Documentation/Deviations.md).
    var strength: Double {
        rawValue >= 1000 ? LayoutSolver.Strength.required : Foundation.pow(10, (Double(max(rawValue, 0)) - 200) / 100)
    }
}
