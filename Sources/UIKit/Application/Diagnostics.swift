@_spi(Testing) import QuartzCore

/// The one channel for UIKit-style console warnings (misuse UIKit reports or raises on).
///
/// A warning goes to the list of the world where the misuse happened (callers with an object at
/// hand pass its `loop`), which `VirtualDevice.diagnostics` reads, and, unless that world is
/// quiet, to standard error.
@preconcurrency @MainActor
enum Diagnostics {
    /// Records a warning in `loop`'s world.
    package static func log(in loop: MainLoop, _ message: String) {
        loop.logWarning(message)
    }

    /// Records a warning in `loop`'s world (by default the ambient one, for code with no object
    /// to find a world by).
    package static func log(_ message: String, in loop: MainLoop = MainLoop.current) {
        loop.logWarning(message)
    }
}
