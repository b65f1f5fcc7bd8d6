import Foundation

/// Applies the mechanical changes that make UIKit sources compile against OpenUIKit: drops
/// Objective-C and Interface Builder attributes, turns `#selector` into method references and
/// optional protocol requirements into requirements with defaults, lets `#if os(iOS)` hold on
/// Linux, and reports what it cannot rewrite.
public enum Porter {
    /// Ports sources given as (relative path, text) pairs together, so call sites of optional
    /// requirements are found in any file.
    /// `headers` are the folder's Objective-C headers (an umbrella header's imports are visible
    /// to every Swift file of a framework).
    public static func port(sources: [(file: String, text: String)], headers: [String] = []) -> [PortedFile] {
        // The first pass learns what crosses files: optional requirements and their callers'
        // fallbacks, classes, conformances.
        var names: Set<String> = []
        var fallbacks: [String: Set<String>] = [:]
        var summary = SourcesSummary()
        summary.umbrellaModules = Set(headers.flatMap(importedModules(ofHeader:)))
        for source in sources {
            let rewriter = SourceRewriter(file: source.file, source: source.text, optionalRequirementNames: [])
            names.formUnion(rewriter.optionalRequirementBaseNames())
            fallbacks.merge(rewriter.collectOptionalCallFallbacks()) { $0.union($1) }
        }
        // Which requirements become optional depends on how every file calls them.
        for source in sources {
            let rewriter = SourceRewriter(
                file: source.file, source: source.text, optionalRequirementNames: [], optionalCallFallbacks: fallbacks)
            summary.merge(rewriter.summarize())
        }
        // The second rewrites each file, then moves overrides out of extensions into their
        // classes, which may be declared in other files.
        var rewriters = sources.map { source in
            SourceRewriter(
                file: source.file, source: source.text, optionalRequirementNames: names,
                optionalCallFallbacks: fallbacks, sources: summary)
        }
        for i in rewriters.indices { rewriters[i].applyRewrites() }
        var moved: [MovedMember] = []
        for i in rewriters.indices { moved += rewriters[i].takeMovedMembers() }
        for i in rewriters.indices {
            let file = rewriters[i].file
            rewriters[i].insertMovedMembers(moved.filter { $0.targetFile == file })
        }
        var ported = rewriters.map { $0.render() }
        if summary.sendsMessagesByName { appendObjectiveCMethodTables(to: &ported, rewriters: rewriters, summary) }
        return ported
    }

    /// When the sources send messages by selectors made at run time, each class with methods
    /// Objective-C could call gets a table of them at the end of the file declaring it (private
    /// methods of other files are left out: the table could not reach them).
    private static func appendObjectiveCMethodTables(
        to ported: inout [PortedFile], rewriters: [SourceRewriter], _ summary: SourcesSummary
    ) {
        let methods = rewriters.flatMap { $0.objectiveCMethods(objectiveCProtocols: summary.objectiveCProtocols) }
        for className in Set(methods.map(\.className)).sorted() {
            // A second port of ported sources finds the table already there.
            let table = "__ObjectiveCMethods_" + className.replacingOccurrences(of: ".", with: "_")
            guard let file = summary.classFiles[className]?.first,
                let index = ported.firstIndex(where: { $0.file == file }),
                !ported[index].output.contains("final class \(table):")
            else { continue }
            var seen: Set<String> = []
            let own = methods.filter {
                $0.className == className && (!$0.isPrivate || $0.file == file) && seen.insert($0.selector).inserted
            }
            guard !own.isEmpty else { continue }
            ported[index].output += SourceRewriter.objectiveCMethodTable(className: className, methods: own)
            let lines = ported[index].output.split(separator: "\n", omittingEmptySubsequences: false).count
            ported[index].changes.append(
                PortingChange(
                    file: file, line: lines, before: "",
                    after: "table of \(className)'s Objective-C methods: " + own.map(\.selector).joined(separator: ", ")
                ))
        }
    }

    /// Ports one source on its own.
    public static func port(source: String, file: String = "Source.swift") -> PortedFile {
        port(sources: [(file, source)])[0]
    }

    /// The outcome of porting a folder.
    public struct FolderResult: Sendable {
        /// Every Swift file, changed or not.
        public var files: [PortedFile]
        /// Every change, in file and line order.
        public var changes: [PortingChange] { files.flatMap(\.changes) }
        /// Everything that could not be rewritten.
        public var notes: [PortingNote] { files.flatMap(\.notes) }
    }

    /// Ports every `.swift` file under `source` (skipping hidden folders and `.build`), writing
    /// in place, into a copy of the folder at `output`, or nowhere when `dryRun` is set.
    public static func port(folder source: URL, output: URL? = nil, dryRun: Bool = false) throws -> FolderResult {
        let fileManager = FileManager.default
        let paths = try swiftFiles(under: source)
        let sources = try paths.map {
            (file: $0, text: try String(contentsOf: source.appendingPathComponent($0), encoding: .utf8))
        }
        let headers = try fileManager.subpathsOfDirectory(atPath: source.path)
            .filter { $0.hasSuffix(".h") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
            .compactMap { try? String(contentsOf: source.appendingPathComponent($0), encoding: .utf8) }
        let files = port(sources: sources, headers: headers)
        guard !dryRun else { return FolderResult(files: files) }
        var destination = source
        if let output {
            if fileManager.fileExists(atPath: output.path) { try fileManager.removeItem(at: output) }
            try fileManager.copyItem(at: source, to: output)
            destination = output
        }
        for file in files where !file.changes.isEmpty {
            try file.output.write(to: destination.appendingPathComponent(file.file), atomically: true, encoding: .utf8)
        }
        return FolderResult(files: files)
    }

    /// The framework modules a header imports: `#import <UIKit/UIKit.h>`, `@import UIKit;`.
    static func importedModules(ofHeader text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { " \t<>/;".contains($0) })
            guard words.count >= 2,
                words[0] == "@import" || ["#import", "#include"].contains(words[0]) && line.contains("<")
            else { return nil }
            return String(words[1].split(separator: ".")[0])
        }
    }

    /// Relative paths of the Swift files under a folder, sorted.
    static func swiftFiles(under folder: URL) throws -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        guard isDirectory.boolValue else { return [] }
        var result: [String] = []
        for relative in try fileManager.subpathsOfDirectory(atPath: folder.path) {
            let components = relative.split(separator: "/")
            guard relative.hasSuffix(".swift"), !components.contains(where: { $0.hasPrefix(".") }) else { continue }
            result.append(relative)
        }
        return result.sorted()
    }
}
