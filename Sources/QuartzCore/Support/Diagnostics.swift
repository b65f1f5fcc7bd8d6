/// The one channel for UIKit-style console warnings.
///
/// Every message goes to the current world's list (which `VirtualDevice.diagnostics` reads) and,
/// unless the world is quiet, to standard error, the way UIKit's warnings reach the console.
@preconcurrency @MainActor
package enum Diagnostics {
    /// Records a warning in `loop`'s world (by default the ambient one; callers with an object
    /// at hand pass its world so the warning lands where the misuse happened).
    package static func log(in loop: MainLoop, _ message: String) {
        log(message, in: loop)
    }

    /// Records a warning in `loop`'s world.
    package static func log(_ message: String, in loop: MainLoop = MainLoop.current) {
        loop.diagnostics.append(message)
        if !loop.isQuiet {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}

/// Reports that an API exists for source compatibility but is not built yet.
///
/// Every stub goes through here so a coverage list can be generated (`Scripts/coverage-list.sh`
/// greps for the call sites) and so nothing silently pretends to work.
@preconcurrency @MainActor
package func unimplemented(_ function: String, file: StaticString = #fileID) {
    let loop = MainLoop.current
    let key = "\(file):\(function)"
    guard !loop.reportedUnimplemented.contains(key) else { return }
    loop.reportedUnimplemented.insert(key)
    Diagnostics.log("OpenUIKit: \(function) is not implemented yet (\(file)).")
}
