/// One line the porting command changed, for the dry-run listing.
public struct PortingChange: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the folder ported.
    public var file: String
    /// The 1-based line in the original file.
    public var line: Int
    /// The line before the change, trimmed.
    public var before: String
    /// The line after the change, trimmed (`(removed)` when the line went away).
    public var after: String

    /// `file:line: before -> after`.
    public var description: String { "\(file):\(line): \(before) -> \(after)" }
}

/// Something the porting command found but could not rewrite, with what to write instead.
public struct PortingNote: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the folder ported.
    public var file: String
    /// The 1-based line in the original file.
    public var line: Int
    /// What was found.
    public var problem: String
    /// What a porter writes instead.
    public var advice: String

    /// `file:line: problem; advice`.
    public var description: String { "\(file):\(line): \(problem); \(advice)" }
}

/// The outcome of porting one file.
public struct PortedFile: Equatable, Sendable {
    /// The file, relative to the folder ported.
    public var file: String
    /// The rewritten source.
    public var output: String
    /// The lines changed.
    public var changes: [PortingChange]
    /// What could not be rewritten.
    public var notes: [PortingNote]
}
