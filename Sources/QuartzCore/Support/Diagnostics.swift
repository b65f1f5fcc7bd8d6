extension MainLoop {
    /// Records a console warning in this world's list (which `VirtualDevice.diagnostics` reads)
    /// and, unless the world is quiet, prints it to standard error, the way UIKit's warnings
    /// reach the console. UIKit's `Diagnostics` channel and `unimplemented` both end here.
    /// Whether `key` is reported for the first time in this world (a warning that should not
    /// repeat, such as a storyboard problem met each time a scene is instantiated).
    package func isFirstReport(_ key: String) -> Bool {
        reportedUnimplemented.insert(key).inserted
    }

    package func logWarning(_ message: String) {
        diagnostics.append(message)
        if !isQuiet {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}

/// Reports that an API exists for source compatibility but is not built yet.
///
/// Every stub goes through here so a coverage list can be generated (`Scripts/coverage-list.sh`
/// greps for the call sites) and so nothing silently pretends to work. It reports once per
/// world, in the ambient world (a stub has no object to find a world by).
@preconcurrency @MainActor
package func unimplemented(_ function: String, file: StaticString = #fileID) {
    let loop = MainLoop.current
    let key = "\(file):\(function)"
    guard !loop.reportedUnimplemented.contains(key) else { return }
    loop.reportedUnimplemented.insert(key)
    loop.logWarning("OpenUIKit: \(function) is not implemented yet (\(file)).")
}
