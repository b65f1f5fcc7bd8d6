import Foundation

/// Where one snapshot's reference and failure artifacts live.
@MainActor
struct SnapshotFiles {
    /// The reference: `<test file's folder>/__Snapshots__/<TestFile>/<test>.<n or name>.<ext>`.
    let reference: URL
    /// The failed snapshot: the same relative path under the artifacts directory.
    let actual: URL

    init(testFile: String, testName: String, name: String?, pathExtension: String?, snapshotDirectory: String?) {
        let fileURL = URL(fileURLWithPath: testFile)
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        let directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: true)
        let test = Self.sanitized(testName)
        let identifier: String
        if let name {
            identifier = Self.sanitized(name)
        } else {
            let key = directory.appendingPathComponent(test).path
            let n = (Self.counters[key] ?? 0) + 1
            Self.counters[key] = n
            identifier = "\(n)"
        }
        let base = "\(test).\(identifier)" + (pathExtension.map { ".\($0)" } ?? "")
        reference = directory.appendingPathComponent(base)
        actual = SnapshotTestingConfiguration.artifactsDirectory
            .appendingPathComponent(fileName, isDirectory: true)
            .appendingPathComponent(base)
    }

    /// The artifact file for an attachment: `<test>.<n>-<name>.<ext>` beside the actual file.
    func attachment(_ attachment: SnapshotAttachment) -> URL {
        let stem = actual.deletingPathExtension().lastPathComponent
        return actual.deletingLastPathComponent()
            .appendingPathComponent("\(stem)-\(attachment.name).\(attachment.pathExtension)")
    }

    /// A file-name-safe form: runs of anything but letters, digits and underscores become one
    /// `-`, trimmed at both ends (`viewMatches()` becomes `viewMatches`).
    static func sanitized(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}

/// Compares a snapshot with its reference file, writing what the record mode and the outcome
/// call for.
@MainActor
struct SnapshotVerifier<Format> {
    let files: SnapshotFiles
    let diffing: Diffing<Format>
    let mode: SnapshotTestingConfiguration.Record

    /// The failure message, or nil when the snapshot matches its reference.
    func verify(_ snapshot: Format) -> String? {
        let fm = FileManager.default
        let reference = files.reference
        let exists = fm.fileExists(atPath: reference.path)
        if mode == .all || (!exists && mode != .never) {
            do {
                try write(diffing.toData(snapshot), to: reference)
            } catch {
                return "Could not record the snapshot at \(reference.path): \(error)"
            }
            return mode == .all
                ? """
                Record mode is on (SNAPSHOT_TESTING_RECORD=all or record: true). Recorded snapshot:
                \(reference.path)

                Turn record mode off and run the test again to compare against it.
                """
                : """
                No reference was found on disk. Recorded snapshot:
                \(reference.path)

                Run the test again to compare against it.
                """
        }
        guard exists, let data = fm.contents(atPath: reference.path) else {
            return """
                No reference was found on disk and record mode is "never":
                \(reference.path)
                """
        }
        guard let (difference, attachments) = diffing.diff(diffing.fromData(data), snapshot) else { return nil }
        var lines = [
            "Snapshot does not match reference.", "", "reference: \(reference.path)",
        ]
        do {
            try write(diffing.toData(snapshot), to: files.actual)
            lines.append("actual:    \(files.actual.path)")
            for attachment in attachments {
                let url = files.attachment(attachment)
                try write(attachment.data, to: url)
                lines.append(
                    "\(attachment.name):\(String(repeating: " ", count: max(1, 10 - attachment.name.count)))\(url.path)"
                )
            }
        } catch {
            lines.append("(could not write the failure artifacts: \(error))")
        }
        if mode == .failed {
            do {
                try write(diffing.toData(snapshot), to: reference)
                lines.append("Record mode is \"failed\": the reference was rewritten.")
            } catch {
                lines.append("(could not rewrite the reference: \(error))")
            }
        }
        lines += ["", difference]
        return lines.joined(separator: "\n")
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension SnapshotFiles {
    fileprivate static var counters: [String: Int] {
        get { ProcessWide.counters }
        _modify { yield &ProcessWide.counters }
    }
}
