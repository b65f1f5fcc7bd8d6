import Foundation

extension AppLauncher {
    /// Makes the app's packaged Info.plist the one `Bundle.main` answers with, as iOS reads an
    /// app's `infoDictionary` from its bundle; call it before anything reads `Bundle.main`.
    ///
    /// Foundation on Linux reads the main bundle's Info.plist once, when `Bundle.main` is first
    /// made, from the folder holding the executable, and offers no other way to supply it (a
    /// resources folder named after the executable is not read, and `Bundle.module` itself
    /// reads `Bundle.main`). So the `Info-iOS.plist` of the resource bundle that SwiftPM puts
    /// beside the executable for `target` is copied there as `Info.plist`, only when it differs
    /// from what is there already. Returns whether that folder now holds the app's Info.plist.
    @discardableResult
    public nonisolated static func provideMainBundleInfo(target: String, name: String = "Info-iOS") -> Bool {
        provideMainBundleInfo(target: target, name: name, executable: runningExecutable())
    }

    nonisolated static func provideMainBundleInfo(target: String, name: String, executable: URL?) -> Bool {
        guard let folder = executable?.deletingLastPathComponent(),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return false }
        // SwiftPM names the bundle `<package>_<target>.resources`; the package differs between a
        // generated app package and a package holding several apps.
        let sources = entries.sorted().filter { $0.hasSuffix("_\(target).resources") || $0 == "\(target).resources" }
            .map { folder.appendingPathComponent($0).appendingPathComponent("\(name).plist") }
        guard let source = sources.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
            let contents = try? Data(contentsOf: source)
        else { return false }
        let destination = folder.appendingPathComponent("Info.plist")
        if (try? Data(contentsOf: destination)) == contents { return true }
        do {
            try contents.write(to: destination, options: .atomic)
            return true
        } catch {
            FileHandle.standardError.write(
                Data("warning: cannot write \(destination.path) for Bundle.main's info dictionary: \(error)\n".utf8))
            return false
        }
    }

    /// The running executable, found without `Bundle.main` (which would read its Info.plist).
    private nonisolated static func runningExecutable() -> URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardizedFileURL }
    }
}
