import Foundation

// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:...)` are
// Objective-C runtime messages that Foundation on Linux lacks. The porter turns the selector
// into a method reference, which these take; the request runs on the clock of the world
// running when it is made (virtual under a `VirtualDevice`) and, as on iOS, holds the target
// and argument until it runs or is cancelled.

/// One pending `perform(_:with:afterDelay:)`.
@MainActor
private struct DelayedPerformRequest {
    let target: ObjectIdentifier
    let timer: Int
    weak var loop: MainLoop?
}

@MainActor
private var pendingPerformRequests: [DelayedPerformRequest] = []

extension NSObject {
    /// Calls a method of the receiver taking nothing after `delay` seconds on the main run loop.
    @preconcurrency @MainActor
    public func perform<Target: NSObject>(
        _ aSelector: @escaping (Target) -> () -> Void, with anArgument: Any?, afterDelay delay: TimeInterval
    ) {
        schedulePerform(afterDelay: delay) { (target: Target) in aSelector(target)() }
    }

    /// Calls a method of the receiver with `anArgument` after `delay` seconds on the main run loop.
    @preconcurrency @MainActor
    public func perform<Target: NSObject, Argument>(
        _ aSelector: @escaping (Target) -> (Argument) -> Void, with anArgument: Argument,
        afterDelay delay: TimeInterval
    ) {
        schedulePerform(afterDelay: delay) { (target: Target) in aSelector(target)(anArgument) }
    }

    /// Cancels every request to perform a method of `aTarget` made with `perform(_:with:afterDelay:)`.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        // A value boxes into a new object, which has no requests.
        let identity = ObjectIdentifier(aTarget as AnyObject)
        for request in pendingPerformRequests where request.target == identity {
            request.loop?.cancelTimer(request.timer)
        }
        pendingPerformRequests.removeAll { $0.target == identity || $0.loop == nil }
    }

    /// Cancels `aTarget`'s requests to perform a method (all of them: method references cannot
    /// be compared, see Documentation/Deviations.md).
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests<Target: NSObject>(
        withTarget aTarget: Any, selector aSelector: (Target) -> () -> Void, object anArgument: Any?
    ) {
        cancelPreviousPerformRequests(withTarget: aTarget)
    }

    /// Cancels `aTarget`'s requests to perform a method taking an argument (all of them).
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests<Target: NSObject, Argument>(
        withTarget aTarget: Any, selector aSelector: (Target) -> (Argument) -> Void, object anArgument: Any?
    ) {
        cancelPreviousPerformRequests(withTarget: aTarget)
    }

    @MainActor
    private func schedulePerform<Target: NSObject>(afterDelay delay: TimeInterval, _ call: @escaping (Target) -> Void) {
        guard let target = self as? Target else {
            Diagnostics.log(
                "-[\(type(of: self)) performSelector:withObject:afterDelay:]: unrecognized selector sent to instance; the method is \(Target.self)'s"
            )
            return
        }
        let loop = MainLoop.current
        let identity = ObjectIdentifier(self)
        var timer = 0
        // The closure holds the target (and the argument) until it runs, as the run loop does.
        timer = loop.schedule(after: delay) {
            pendingPerformRequests.removeAll { $0.timer == timer && $0.target == identity }
            call(target)
        }
        pendingPerformRequests.append(DelayedPerformRequest(target: identity, timer: timer, loop: loop))
    }
}
