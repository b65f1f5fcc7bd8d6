import Foundation

/// Which Swift files Xcode compiles: an app folder often holds files its target no longer
/// builds (an old copy of a controller, a playground page), and packaging them would declare
/// their types twice. The project file lists every compiled file as `Name.swift in Sources`.
enum XcodeProjectScan {
    /// The names of the Swift files compiled by the project beside or above `app`, or nil when
    /// there is no project or it keeps folders in sync instead of listing files (Xcode 16).
    static func compiledSwiftFileNames(near app: URL) -> Set<String>? {
        for folder in [app, app.deletingLastPathComponent()] {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let file = folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj")
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                if text.contains("PBXFileSystemSynchronizedRootGroup") { return nil }
                let names = compiledNames(in: text)
                return names.isEmpty ? nil : names
            }
        }
        return nil
    }

    /// Swift files the project beside or above `app` compiles from outside `app`: pairs of the
    /// file's URL and the relative name it gets in the package (under `External/`).
    static func compiledSwiftFilesOutside(_ app: URL) -> [(url: URL, name: String)] {
        let appPath = app.standardizedFileURL.path
        for folder in [app, app.deletingLastPathComponent()] {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let file = folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj")
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                return XcodeProjectFiles(project: text).compiledSwiftPaths.compactMap { relative in
                    let url = folder.appendingPathComponent(relative).standardizedFileURL
                    guard !url.path.hasPrefix(appPath + "/"), FileManager.default.fileExists(atPath: url.path) else {
                        return nil
                    }
                    return (url, "External/" + url.lastPathComponent)
                }
            }
        }
        return []
    }

    /// Resource files (fonts, sounds, data) the project's application targets copy from
    /// outside `app` (`../Common/Fonts/Fira.otf`), those the package can carry.
    static func resourceFilesOutside(_ app: URL) -> [(url: URL, name: String)] {
        let appPath = app.standardizedFileURL.path
        // An app folder may hold the project a level or two down (`iOS/RoundAndSplit/*.xcodeproj`).
        let fileManager = FileManager.default
        let children = ((try? fileManager.contentsOfDirectory(atPath: app.path)) ?? []).sorted()
            .map { app.appendingPathComponent($0) }
        let grandchildren = children.flatMap { child in
            ((try? fileManager.contentsOfDirectory(atPath: child.path)) ?? []).sorted()
                .map { child.appendingPathComponent($0) }
        }
        for folder in [app, app.deletingLastPathComponent()] + children + grandchildren {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let file = folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj")
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                return XcodeProjectFiles(project: text).resourcePaths.compactMap { relative in
                    let url = folder.appendingPathComponent(relative).standardizedFileURL
                    guard !url.path.hasPrefix(appPath + "/"),
                        ResourceScan.copiedExtensions.contains(url.pathExtension.lowercased()),
                        ["storyboard", "xib"].allSatisfy({ $0 != url.pathExtension.lowercased() }),
                        FileManager.default.fileExists(atPath: url.path)
                    else { return nil }
                    return (url, url.lastPathComponent)
                }
            }
        }
        return []
    }

    /// The Info.plist the built app carries, as property-list data: the app's `file` (nil when
    /// Xcode generates it) with the build settings of the project beside, above or below `app`
    /// expanded into it; nil when there is neither a file nor a generated one.
    static func builtInfoPlist(app: URL, file: URL?) throws -> Data? {
        let fileManager = FileManager.default
        var plist: [String: Any] = [:]
        if let file {
            let object = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
            plist = object as? [String: Any] ?? [:]
        }
        let children = ((try? fileManager.contentsOfDirectory(atPath: app.path)) ?? []).sorted()
            .map { app.appendingPathComponent($0) }
        search: for folder in [app, app.deletingLastPathComponent()] + children {
            guard let entries = try? fileManager.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let project = folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj")
                guard let text = try? String(contentsOf: project, encoding: .utf8) else { continue }
                let folderPath = folder.standardizedFileURL.path + "/"
                let relative = file.map(\.standardizedFileURL.path).flatMap {
                    $0.hasPrefix(folderPath) ? String($0.dropFirst(folderPath.count)) : nil
                }
                let settings = XcodeProjectFiles(project: text).applicationBuildSettings(
                    infoPlist: relative, projectName: (entry as NSString).deletingPathExtension)
                guard file != nil || settings["GENERATE_INFOPLIST_FILE"] == "YES" else { return nil }
                plist = XcodeBuildSettings.builtInfoPlist(plist, settings: settings)
                break search
            }
        }
        guard file != nil || !plist.isEmpty else { return nil }
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    }

    /// `/* Name.swift in Sources */` comments of build files.
    static func compiledNames(in project: String) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: #"/\* ([^*]+\.swift) in Sources \*/"#) else { return [] }
        let range = NSRange(project.startIndex..., in: project)
        return Set(
            regex.matches(in: project, range: range).compactMap {
                Range($0.range(at: 1), in: project).map { String(project[$0]) }
            })
    }
}

/// Where the project's compiled files are: a target may compile files outside the app folder
/// (a `Constants.swift` shared beside it), which the project names by paths relative to its
/// groups. Each object of `project.pbxproj` is `ID = { key = value; ... };`; a file's path is
/// its group chain's paths joined, from the folder holding the `.xcodeproj`.
struct XcodeProjectFiles {
    private struct Object {
        var isa = "", path: String?, sourceTree: String?, children: [String] = [], fileRef: String?
        var productType: String?, buildPhases: [String] = [], files: [String] = []
        var name: String?, configurationList: String?, configurations: [String] = []
        var defaultConfiguration: String?, developmentRegion: String?, buildSettings: [String: String] = [:]
    }
    private var objects: [String: Object] = [:]
    private var parents: [String: String] = [:]

    init(project: String) {
        let scanner = project.unicodeScalars.map(Character.init)
        var index = 0
        // Objects sit at depth 2 of the plist: `objects = { ID = { ... }; }`.
        var depth = 0
        var entryStart: Int?
        while index < scanner.count {
            let c = scanner[index]
            if c == "\"" {
                index += 1
                while index < scanner.count, scanner[index] != "\"" { index += scanner[index] == "\\" ? 2 : 1 }
            } else if c == "/", index + 1 < scanner.count, scanner[index + 1] == "*" {
                index += 2
                while index + 1 < scanner.count, !(scanner[index] == "*" && scanner[index + 1] == "/") { index += 1 }
                index += 1
            } else if c == "{" {
                depth += 1
                if depth == 3 { entryStart = index }
            } else if c == "}" {
                if depth == 3, let start = entryStart {
                    record(String(scanner[start...index]), header: scanner, at: start)
                }
                depth -= 1
            }
            index += 1
        }
        for (id, object) in objects {
            for child in object.children { parents[child] = id }
        }
    }

    private mutating func record(_ body: String, header: [Character], at start: Int) {
        // The ID is the first word on the entry's line.
        var lineStart = start
        while lineStart > 0, header[lineStart - 1] != "\n" { lineStart -= 1 }
        let line = String(header[lineStart..<start]).trimmingCharacters(in: .whitespaces)
        guard let id = line.split(separator: " ").first.map(String.init) else { return }
        var object = Object()
        object.isa = Self.value("isa", in: body) ?? ""
        object.path = Self.value("path", in: body)
        object.sourceTree = Self.value("sourceTree", in: body)
        object.fileRef = Self.value("fileRef", in: body)
        object.productType = Self.value("productType", in: body)
        object.children = Self.list("children", in: body)
        object.buildPhases = Self.list("buildPhases", in: body)
        object.files = Self.list("files", in: body)
        object.name = Self.value("name", in: body)
        object.configurationList = Self.value("buildConfigurationList", in: body)
        object.configurations = Self.list("buildConfigurations", in: body)
        object.defaultConfiguration = Self.value("defaultConfigurationName", in: body)
        object.developmentRegion = Self.value("developmentRegion", in: body)
        if object.isa == "XCBuildConfiguration" { object.buildSettings = XcodeBuildSettings.dictionary(in: body) }
        objects[id] = object
    }

    /// The IDs of a list value (`children = ( ID /* name */, ... );`).
    private static func list(_ key: String, in body: String) -> [String] {
        guard let open = body.range(of: "\(key) = ("), let close = body[open.upperBound...].range(of: ")") else {
            return []
        }
        return body[open.upperBound..<close.lowerBound].split(separator: ",").compactMap {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").first.map(String.init)
        }
    }

    private static func value(_ key: String, in body: String) -> String? {
        guard
            let regex = try? NSRegularExpression(
                pattern: #"(?:^|[\s{;])\#(key) = ("(?:[^"\\]|\\.)*"|[^;\s]+)(?:\s*/\*.*?\*/)?;"#),
            let match = regex.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)),
            let range = Range(match.range(at: 1), in: body)
        else { return nil }
        let raw = String(body[range])
        return raw.hasPrefix("\"") ? String(raw.dropFirst().dropLast()) : raw
    }

    /// The paths, relative to the folder holding the project, of the Swift files its application
    /// targets compile (those whose group chain resolves; absolute and SDK paths are skipped).
    /// Test targets' files are left out: they import XCTest and the app as a module.
    var compiledSwiftPaths: [String] {
        paths(in: "PBXSourcesBuildPhase").filter { $0.hasSuffix(".swift") }
    }

    /// The paths of the files the application targets' resources phases copy.
    var resourcePaths: [String] { paths(in: "PBXResourcesBuildPhase") }

    /// The resolved paths of the files in the application targets' build phases of kind `phase`
    /// (every build file when the project declares no application target).
    private func paths(in phase: String) -> [String] {
        let apps = objects.values.filter {
            $0.isa == "PBXNativeTarget" && $0.productType == "com.apple.product-type.application"
        }
        let buildFiles =
            apps.isEmpty
            ? objects.values.filter { $0.isa == "PBXBuildFile" }
            : apps.flatMap(\.buildPhases).compactMap { objects[$0] }.filter { $0.isa == phase }
                .flatMap(\.files).compactMap { objects[$0] }
        let references = Set(buildFiles.compactMap(\.fileRef))
        return references.compactMap { id -> String? in
            guard let file = objects[id], file.isa == "PBXFileReference", file.path != nil else { return nil }
            return resolve(id)
        }.sorted()
    }

    /// The build settings of the application target whose `INFOPLIST_FILE` is `infoPlist` (a
    /// path relative to the folder holding the project), else of the first application target,
    /// in its default configuration (Release in Xcode's templates) over the project's: what
    /// Xcode expands the `$(NAME)` references of the app's Info.plist with.
    func applicationBuildSettings(infoPlist: String?, projectName: String) -> [String: String] {
        let apps = objects.values.filter {
            $0.isa == "PBXNativeTarget" && $0.productType == "com.apple.product-type.application"
        }
        .sorted { ($0.name ?? "") < ($1.name ?? "") }
        func configuration(of list: String?, named wanted: String?) -> Object? {
            guard let list = list.flatMap({ objects[$0] }) else { return nil }
            let name = wanted ?? list.defaultConfiguration ?? "Release"
            let configurations = list.configurations.compactMap { objects[$0] }
            return configurations.first { $0.name == name } ?? configurations.first
        }
        let standardized = infoPlist.map { ($0 as NSString).standardizingPath }
        let target =
            apps.first { app in
                guard let file = configuration(of: app.configurationList, named: nil)?.buildSettings["INFOPLIST_FILE"]
                else { return false }
                return (XcodeBuildSettings.expand(file, in: [:]) as NSString).standardizingPath == standardized
            } ?? apps.first
        let own = configuration(of: target?.configurationList, named: nil)
        let project = objects.values.first { $0.isa == "PBXProject" }
        var settings = XcodeBuildSettings.defaults(
            target: target?.name ?? projectName, project: projectName,
            configuration: own?.name ?? "Release", developmentRegion: project?.developmentRegion)
        // A level's `$(inherited)` is the value of the level below it.
        for level in [configuration(of: project?.configurationList, named: own?.name), own] {
            settings.merge(level?.buildSettings ?? [:]) { below, value in
                value.replacingOccurrences(of: "$(inherited)", with: below)
            }
        }
        return settings
    }

    private func resolve(_ id: String) -> String? {
        guard let object = objects[id] else { return nil }
        let own = object.path ?? ""
        switch object.sourceTree {
        case "SOURCE_ROOT": return own
        case "<group>", nil:
            guard let parent = parents[id] else { return own }
            guard let base = resolve(parent) else { return nil }
            return base.isEmpty ? own : own.isEmpty ? base : (base as NSString).appendingPathComponent(own)
        default: return nil
        }
    }
}
