import Foundation

/// Turns an iOS app's source folder into a SwiftPM package that builds and runs on OpenUIKit
/// (`uikit-port <app> --package <dir>`): the Swift sources ported by `Porter`, storyboards,
/// xibs and other resources copied, asset catalog images renamed after their sets, and a
/// generated `main.swift` that launches the app from its Info.plist on a virtual device.
public enum AppPackager {
    /// What packaging found and made.
    public struct Result: Sendable {
        /// The executable target (the app's module name, which storyboards refer to).
        public var targetName: String
        /// The class launched as the app delegate.
        public var appDelegateClass: String
        /// The scene delegate the Info.plist names, when its class is in the sources.
        public var sceneDelegateClass: String?
        /// The launch keys of the Info.plist, when the app has one.
        public var infoPlist: InfoPlist?
        /// The ported Swift files (relative to the app folder).
        public var files: [PortedFile]
        /// Resource files copied, by their name in the package.
        public var resources: [String]
        /// What the packager could not carry over, one line each.
        public var notes: [String]
    }

    /// What went wrong before anything was written.
    public enum Failure: Error, CustomStringConvertible {
        /// No class could be found to launch as the app delegate.
        case noAppDelegate(String)

        public var description: String {
            switch self {
            case .noAppDelegate(let folder):
                return
                    "no app delegate in \(folder): no @main or @UIApplicationMain class, no UIApplicationMain call and no class adopting UIApplicationDelegate"
            }
        }
    }

    /// Packages the app in `app` into a new package at `output` (replaced if present) that
    /// depends on the OpenUIKit checkout at `openUIKit`.
    public static func package(app: URL, output: URL, openUIKit: URL) throws -> Result {
        let fileManager = FileManager.default
        var notes: [String] = []
        var paths = try Porter.swiftFiles(under: app).filter { !isExcluded($0) }
        if let compiled = XcodeProjectScan.compiledSwiftFileNames(near: app) {
            for path in paths where !compiled.contains((path as NSString).lastPathComponent) {
                notes.append("\(path): not compiled by the Xcode project; left out")
            }
            paths.removeAll { !compiled.contains(($0 as NSString).lastPathComponent) }
        }
        var sources = try paths.map {
            (file: $0, text: try String(contentsOf: app.appendingPathComponent($0), encoding: .utf8))
        }
        for outside in XcodeProjectScan.compiledSwiftFilesOutside(app) {
            sources.append((file: outside.name, text: try String(contentsOf: outside.url, encoding: .utf8)))
            notes.append(
                "\(outside.url.path): compiled by the Xcode project from outside the app folder; added as \(outside.name)"
            )
        }
        guard let appDelegate = AppSourceScan.appDelegateClass(in: sources) else {
            throw Failure.noAppDelegate(app.path)
        }
        var resources = try ResourceScan(app: app)
        // Written with the project's build settings expanded, as Xcode builds the app's bundle.
        let builtInfo = try XcodeProjectScan.builtInfoPlist(app: app, file: resources.infoPlist)
        let info = try builtInfo.map { try InfoPlist(data: $0) }
        var sceneDelegate: String?
        if let named = info?.sceneDelegateClassName {
            if AppSourceScan.declaresClass(named, in: sources) {
                sceneDelegate = named
            } else {
                notes.append("Info.plist names scene delegate \(named), which no source declares; launching without it")
            }
        }
        notes += resources.notes
        for outside in XcodeProjectScan.resourceFilesOutside(app)
        where !resources.files.contains(where: { $0.name.lowercased() == outside.url.lastPathComponent.lowercased() }) {
            resources.files.append((outside.url.lastPathComponent, outside.url))
            notes.append(
                "\(outside.url.path): a resource of the Xcode project from outside the app folder; carried over")
        }
        let targetName = resources.customModule ?? moduleName(for: app.lastPathComponent)

        if fileManager.fileExists(atPath: output.path) { try fileManager.removeItem(at: output) }
        let target = output.appendingPathComponent("Sources").appendingPathComponent(targetName)
        let appSources = target.appendingPathComponent("App")
        let resourceFolder = target.appendingPathComponent("Resources")
        try fileManager.createDirectory(at: appSources, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: resourceFolder, withIntermediateDirectories: true)

        // The generated manifest lists the stand-in frameworks the sources import, so the notes
        // asking for those products are done already.
        let ported = Porter.port(sources: sources).map { file in
            var file = file
            file.notes.removeAll { note in
                SourceRewriter.standInModules.contains { note.problem == "import \($0)" }
            }
            return file
        }
        for file in ported {
            // The generated main.swift starts the app; the app's own entry point would be a second one.
            if (file.file as NSString).lastPathComponent == "main.swift" {
                notes.append("\(file.file): replaced by the generated launcher (main.swift)")
                continue
            }
            let destination = appSources.appendingPathComponent(file.file)
            try fileManager.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            let entry = AppSourceScan.removingEntryPointAttributes(file.output)
            let moduleLookups = AppSourceScan.lookingUpResourcesInModuleBundle(entry)
            if moduleLookups != entry {
                notes.append("\(file.file): Bundle.main resource look-ups read Bundle.module (the package's resources)")
            }
            let text = AppSourceScan.addingNetworkingImport(moduleLookups)
            if text.contains("import FoundationNetworking") && !file.output.contains("import FoundationNetworking") {
                notes.append("\(file.file): import FoundationNetworking added (URL loading is there on Linux)")
            }
            try text.write(
                to: destination, atomically: true, encoding: .utf8)
        }
        for (name, source) in resources.files {
            try fileManager.copyItem(at: source, to: resourceFolder.appendingPathComponent(name))
        }
        if let builtInfo {
            try builtInfo.write(to: resourceFolder.appendingPathComponent("Info-iOS.plist"))
        }
        let openUIKitPath = openUIKit.standardizedFileURL.path
        let standIns = AppSourceScan.standInFrameworks(importedBy: ported.map(\.output))
        try PackageTemplate.manifest(target: targetName, openUIKit: openUIKitPath, standIns: standIns).write(
            to: output.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try PackageTemplate.main(target: targetName, appDelegate: appDelegate, sceneDelegate: sceneDelegate).write(
            to: target.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        return Result(
            targetName: targetName, appDelegateClass: appDelegate, sceneDelegateClass: sceneDelegate,
            infoPlist: info, files: ported,
            resources: resources.files.map(\.name) + (builtInfo == nil ? [] : ["Info-iOS.plist"]),
            notes: notes)
    }

    /// Tests, UI tests, playgrounds and dependency folders are not part of the app.
    static func isExcluded(_ relative: String) -> Bool {
        if relative.hasSuffix("Tests.swift") { return true }
        return relative.split(separator: "/").dropLast().contains { component in
            component.hasSuffix("Tests") || component.hasSuffix(".playground") || component == "Pods"
                || component == "Carthage" || component.hasSuffix(".xcodeproj")
        }
    }

    /// Xcode's product module name for a product name: other characters become underscores.
    static func moduleName(for name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }
}
