import Foundation

extension NSExceptionName {
    /// The exception a method raises for an argument it cannot accept.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// The exception raised for an index outside a collection.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// The exception raised for a call that is wrong in the object's present state.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// The general exception.
    public static let genericException = NSExceptionName("NSGenericException")
}

/// An exceptional condition with a name and a reason, as Foundation's `NSException` on Apple's
/// platforms. Swift cannot catch an Objective-C exception, so `raise()` reports the console line
/// of an uncaught one and returns instead of ending the app (Documentation/Deviations.md).
open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name, such as `.invalidArgumentException`.
    open private(set) var name: NSExceptionName
    /// Why the exception was raised.
    open private(set) var reason: String?
    /// Details about the exception.
    open private(set) var userInfo: [AnyHashable: Any]?

    /// Creates an exception with a name, a reason and details.
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// Reports the exception as an uncaught one and returns: on iOS the app would end here.
    @MainActor
    open func raise() {
        Diagnostics.log(
            "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")' "
                + "(not raised: OpenUIKit continues after reporting it)")
    }

    /// Creates an exception and raises it.
    @MainActor
    public class func raise(_ name: NSExceptionName, format: String, arguments: CVarArg...) {
        NSException(name: name, reason: String(format: format, arguments: arguments), userInfo: nil).raise()
    }
}
