import UIKit

// A router written as Clean Swift's templates write one, in Swift 5 language mode: the caller
// builds a selector from a segue's identifier and sends it if the router responds. The
// extension and the table class at the end are what `uikit-port` appends to such a file.

/// The routes a toast's screen can take.
public protocol ToastRoutingLogic: AnyObject {
    /// Routes to the undo screen.
    func routeToUndo(segue: UIStoryboardSegue?)
}

/// Records the routes it is sent.
public class ToastRouter: NSObject, ToastRoutingLogic {
    /// The identifiers of the segues routed, in order.
    public private(set) var routes: [String?] = []

    /// Routes to the undo screen.
    public func routeToUndo(segue: UIStoryboardSegue?) { routes.append(segue?.identifier) }
}

/// Sends `router` the route a segue's identifier names, the Clean Swift way; false when the
/// router has no such route.
@MainActor
public func route(_ segue: UIStoryboardSegue, with router: NSObjectProtocol & ToastRoutingLogic) -> Bool {
    let selector = NSSelectorFromString("routeTo\(segue.identifier ?? "")WithSegue:")
    guard router.responds(to: selector) else { return false }
    router.perform(selector, with: segue)
    return true
}

extension ToastRouter {
    @MainActor fileprivate static var __objectiveCMethods:
        [String: @MainActor @Sendable (AnyObject, Any?, Any?) -> _ObjectiveCMessageResult]
    {
        [
            "routeToUndoWithSegue:": { object, a, b in
                guard let t = object as? ToastRouter else { return .mismatched }
                return _ObjectiveCMessage.call(t.routeToUndo(segue:), a, b)
            }
        ]
    }
}

@MainActor
final class __ObjectiveCMethods_ToastRouter: _ObjectiveCMethodTable {
    static var _methods: [String: @MainActor @Sendable (AnyObject, Any?, Any?) -> _ObjectiveCMessageResult] {
        ToastRouter.__objectiveCMethods
    }
}
