// Cause: a protocol of the library requiring `init()` that every NSObject adopts, for a
// `with { $0... }` configuration helper. On Apple platforms NSObject's `init()` satisfies it (an
// Objective-C initializer); on Linux Foundation's NSObject is a Swift class whose `init()` is
// not `required`.
// Stops: SideMenu (Extensions.swift `extension NSObject: InitializableClass {}`: 1 error).
// Error: initializer requirement 'init()' can only be satisfied by a 'required' initializer in
// non-final class 'NSObject'.
// Expected: uikit-port splits the protocol: NSObject adopts `ConfigurableMembers` (with(_:)),
// the initializer moves there under `where Self: Configurable` (fixed).
import UIKit

protocol Configurable: class {
    init()
}

extension Configurable {
    init(_ configure: (Self) -> Void) {
        self.init()
        configure(self)
    }

    @discardableResult func with(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}

extension NSObject: Configurable {}

func makeTap() -> UITapGestureRecognizer {
    UITapGestureRecognizer().with { $0.numberOfTapsRequired = 2 }
}
