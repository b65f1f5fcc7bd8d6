import Foundation
import InterfaceBuilderFormat

/// A parsed storyboard indexed by scene: each scene's controller (or reference placeholder) by
/// id, storyboard IDs, and the initial controller. Parsed files are cached by path, as UIKit
/// keeps compiled storyboards, so instantiating again does not read the file again.
@MainActor
final class StoryboardDocument {
    struct Scene {
        /// The scene's controller or `<viewControllerPlaceholder>`.
        let controller: IBElement
        /// Every member of the scene's `<objects>`.
        let objects: [IBElement]
    }

    let root: IBElement
    let file: String
    let scenes: [String: Scene]
    let identifiers: [String: String]
    let initialID: String?
    /// The scene (by its controller's id) of every object id, to tell a connection into another
    /// scene from a dangling one.
    lazy var sceneOfObject: [String: String] = {
        var found: [String: String] = [:]
        for (sceneID, scene) in scenes {
            for element in scene.objects {
                for member in [element] + element.descendants {
                    if let id = member["id"] { found[id] = sceneID }
                }
            }
        }
        return found
    }()

    static func load(_ url: URL) throws -> StoryboardDocument {
        if let cached = cache[url.path] { return cached }
        let document = try StoryboardDocument(
            root: IBDocumentParser.parse(contentsOf: url), file: url.lastPathComponent)
        cache[url.path] = document
        return document
    }

    init(root: IBElement, file: String) throws {
        self.root = root
        self.file = file
        guard root["type"]?.contains("Storyboard") ?? false else {
            throw IBDocumentError(
                file: file, line: root.line, message: "is not a storyboard (type \(root["type"] ?? "none"))")
        }
        var scenes: [String: Scene] = [:]
        var identifiers: [String: String] = [:]
        // A scene this loader cannot use is reported and left out; the others still load.
        func skip(_ element: IBElement, _ message: String) {
            StoryboardErrors.warn(IBDocumentError(file: file, line: element.line, message: message))
        }
        for scene in root.child(named: "scenes")?.children ?? [] {
            guard scene.name == "scene" else {
                skip(scene, "unknown element <\(scene.name)> in <scenes> skipped")
                continue
            }
            guard let objects = scene.child(named: "objects") else {
                skip(scene, "a scene without <objects> skipped")
                continue
            }
            let members = objects.children
            guard
                let controller = members.first(where: {
                    $0["sceneMemberID"] == "viewController" || $0.name == "viewControllerPlaceholder"
                }), let id = controller["id"]
            else {
                skip(scene, "a scene without a view controller skipped")
                continue
            }
            scenes[id] = Scene(controller: controller, objects: members)
            if let identifier = controller["storyboardIdentifier"] { identifiers[identifier] = id }
        }
        self.scenes = scenes
        self.identifiers = identifiers
        var initialID = root["initialViewController"]
        if let id = initialID, scenes[id] == nil {
            skip(root, "the initial view controller '\(id)' is not a scene; the storyboard has no initial controller")
            initialID = nil
        }
        self.initialID = initialID
    }
}

/// Finds storyboards and nibs the way SwiftPM lays resources out on Linux: `.process` copies a
/// file to the bundle's top level, `.copy` keeps its folder, and Xcode projects put them in
/// `Base.lproj`.
enum StoryboardFiles {
    static func find(_ name: String, extension ext: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: "Base.lproj") { return url }
        if bundle == .main {
            for own in AppResourceBundles.all {
                if let url = own.url(forResource: name, withExtension: ext) { return url }
            }
        }
        guard let root = bundle.resourceURL,
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return nil }
        let wanted = "\(name).\(ext)"
        for case let url as URL in walker where url.lastPathComponent == wanted { return url }
        return nil
    }

    /// UIKit's form of a bundle in its exception texts.
    static func describe(_ bundle: Bundle) -> String { "NSBundle <\(bundle.bundlePath)> (loaded)" }

    /// The modules whose classes a bundle's documents most likely name: the target of a SwiftPM
    /// resource bundle (`Package_Target.resources`), or the main executable's module.
    static func moduleHints(_ bundle: Bundle) -> [String] {
        let last = bundle.bundleURL.lastPathComponent
        if last.hasSuffix(".resources"), let underscore = last.firstIndex(of: "_") {
            return [String(last[last.index(after: underscore)...].dropLast(".resources".count))]
        }
        if let executable = Bundle.main.executableURL?.lastPathComponent {
            return [executable.replacingOccurrences(of: "-", with: "_")]
        }
        return []
    }
}

/// How loading problems reach the console: always on standard error as well as in the world's
/// diagnostics (a quiet `VirtualDevice` included), because a storyboard that fails to load in
/// a headless program must not fail silently; each failure once.
@MainActor
enum StoryboardErrors {
    static func text(_ error: Error) -> String {
        (error as? IBDocumentError)?.consoleText ?? "\(error)"
    }

    /// Reports a failure that stops a file or a scene, unless it was reported already (a
    /// storyboard whose file failed to parse is reported once, when it is opened).
    static func report(_ error: Error, in loop: MainLoop = MainLoop.current) {
        if error is AlreadyReported { return }
        log(text(error), in: loop)
    }

    /// Reports what the loader skipped or replaced so the rest of the document could load:
    /// once per world for each place in a document (a scene instantiated again, or a value
    /// decoded twice, does not repeat it).
    static func warn(_ problem: IBDocumentError, in loop: MainLoop = MainLoop.current) {
        let text = problem.consoleText
        guard loop.isFirstReport("storyboard: \(text)") else { return }
        log(text, in: loop)
    }

    private static func log(_ message: String, in loop: MainLoop) {
        Diagnostics.log(message, in: loop)
        if loop.isQuiet { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }

    /// A storyboard opened after its file failed to load: the failure was logged then.
    struct AlreadyReported: Error {}
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension StoryboardDocument {
    fileprivate static var cache: [String: StoryboardDocument] {
        get { ProcessWide.cache }
        _modify { yield &ProcessWide.cache }
    }
}
