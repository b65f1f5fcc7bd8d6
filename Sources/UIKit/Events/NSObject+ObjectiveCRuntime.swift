import Foundation

// Linux has no Objective-C runtime. These declarations exist only to turn a confusing
// "no member" error into one that names the Swift form (Documentation/Deviations.md, "What the
// Objective-C runtime does that Linux cannot").
extension NSObject {
    /// Unavailable: there is no message sending on Linux; call the method directly.
    @available(*, unavailable, message: "Linux has no Objective-C runtime: call the method directly")
    public func perform(_ aSelector: Selector) -> Any? { fatalError() }

    /// Unavailable: there is no message sending on Linux; call the method directly.
    @available(*, unavailable, message: "Linux has no Objective-C runtime: call the method directly")
    public func perform(_ aSelector: Selector, with object: Any?) -> Any? { fatalError() }

    /// Unavailable: there is no message sending on Linux; schedule a closure instead.
    @available(*, unavailable, message: "Linux has no Objective-C runtime: schedule a closure that calls the method")
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) { fatalError() }

    /// Unavailable: optional protocol methods are requirements with default implementations here.
    @available(
        *, unavailable,
        message:
            "Linux has no Objective-C runtime: optional protocol methods have default implementations, so call them directly"
    )
    public func responds(to aSelector: Selector) -> Bool { fatalError() }
}
