// Cause: a library whose Swift target imports another target of its own package, written in
// Objective-C: a delegate proxy that forwards every message to several delegates through the
// runtime's message forwarding (`forwardInvocation:`), which Swift on Linux cannot express.
// Stops: SwipeTransition (DelegateProxy.swift `import STDelegateProxy`: 1 error).
// Error: no such module 'STDelegateProxy'.
// Expected: uikit-port reports the import with what to write (a Swift class implementing each
// delegate method and calling it on each delegate); no rewrite. Since w3c-libs-behaviour the
// note names the class to write, the `init(__delegates: [Any])` the sources call, and each
// forwarding subclass with its protocol (PorterTests, aDelegateForwarderFromAnObjectiveCTarget...).
import UIKit
#if SWIFT_PACKAGE
import ForwardingProxy
#endif

class DelegateFanOut<T>: ForwardingProxy {
    convenience init(delegates: [T]) {
        self.init(__delegates: delegates)
    }
}

final class NavigationDelegateFanOut: DelegateFanOut<UINavigationControllerDelegate>, UINavigationControllerDelegate {}
