/// The name of an action method, standing in for Objective-C's `Selector` in the few UIKit
/// APIs that route actions by name (`targetViewController(forAction:sender:)`, unwind segues).
///
/// Selectors compare and hash by name. An unwind action also carries its method reference
/// (see `Selector(_:unwindAction:)`), which is how a controller "implements" it here.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, as `#selector` would spell it (`"show(_:sender:)"`).
    public let name: String
    /// The method of an unwind action, nil for a bare name.
    let unwindMethod: UnwindMethod?
    /// Creates a selector from a method name.
    public init(_ name: String) {
        self.name = name
        unwindMethod = nil
    }
    /// Creates a selector from a method name written as a string literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// The method's name.
    public var description: String { name }

    /// Whether two selectors name the same method.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    /// Hashes the method's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Selector {
    /// `show(_:sender:)`.
    public static let show = Selector("show(_:sender:)")
    /// `showDetailViewController(_:sender:)`.
    public static let showDetailViewController = Selector("showDetailViewController(_:sender:)")
}
