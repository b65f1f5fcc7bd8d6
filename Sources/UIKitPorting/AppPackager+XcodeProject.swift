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
