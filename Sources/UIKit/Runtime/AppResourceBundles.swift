import Foundation

/// Where an app's own resources are when it is a SwiftPM executable on Linux: not in the main
/// bundle (the executable's folder) as in an iOS app bundle, but in the resource bundle SwiftPM
/// puts beside it, `<Package>_<Target>.resources`. Lookups that UIKit makes in the main bundle
/// (`UIImage(named:)`, a storyboard opened with a nil bundle) look there next, in the bundle of
/// the executable's own target first, so several apps built into one folder keep their own.
enum AppResourceBundles {
    /// The executable target's resource bundles, its own target's first; read once.
    static let all: [Bundle] = find()

    private static func find() -> [Bundle] {
        guard let executable = Bundle.main.executableURL else { return [] }
        let folder = executable.deletingLastPathComponent()
        let module = executable.lastPathComponent.replacingOccurrences(of: "-", with: "_")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let bundles = names.filter { $0.hasSuffix(".resources") }.sorted()
        let own = bundles.filter { $0.hasSuffix("_\(module).resources") }
        return own.compactMap { Bundle(path: folder.appendingPathComponent($0).path) }
    }
}
