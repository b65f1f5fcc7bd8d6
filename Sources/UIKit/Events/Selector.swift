/// The name of an action method, standing in for Objective-C's `Selector` in the few UIKit
/// APIs that route actions by name (`targetViewController(forAction:sender:)`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, as `#selector` would spell it (`"show(_:sender:)"`).
    public let name: String
    /// Creates a selector from a method name.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

extension Selector {
    /// `show(_:sender:)`.
    public static let show = Selector("show(_:sender:)")
    /// `showDetailViewController(_:sender:)`.
    public static let showDetailViewController = Selector("showDetailViewController(_:sender:)")
}
