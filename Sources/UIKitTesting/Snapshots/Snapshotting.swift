import Foundation

/// A way to turn a value into a snapshot format that can be written to disk and compared, in
/// the shape of swift-snapshot-testing's `Snapshotting`: `.image`, `.recursiveDescription`,
/// `.hierarchy`, `.transition(frames:)`, or your own made with `pullback`.
@preconcurrency @MainActor
public struct Snapshotting<Value, Format> {
    /// The reference file's extension (`png`, `txt`), or nil for none.
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value.
    public var snapshot: @MainActor (Value) -> Format

    /// Creates a strategy from a file extension, a diffing and a snapshot function.
    public init(
        pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping @MainActor (Value) -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for another type of value, which `transform` turns into this strategy's value
    /// (`Snapshotting<UIView, CGImage>.image.pullback { $0.view }`).
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor (NewValue) -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            snapshot(transform(newValue))
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose value is already its format.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// A strategy whose value is its own format (`SimplySnapshotting<String>.lines`).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

/// How a snapshot format is written to disk, read back and compared.
@preconcurrency @MainActor
public struct Diffing<Value> {
    /// Encodes a snapshot for its reference file.
    public var toData: @MainActor (Value) -> Data
    /// Decodes a reference file.
    public var fromData: @MainActor (Data) -> Value
    /// Compares a reference (first) with a new snapshot (second): nil when they match, else a
    /// message and files worth keeping beside the failure (a diff image).
    public var diff: @MainActor (Value, Value) -> (String, [SnapshotAttachment])?

    /// Creates a diffing from its three functions.
    public init(
        toData: @escaping @MainActor (Value) -> Data, fromData: @escaping @MainActor (Data) -> Value,
        diff: @escaping @MainActor (Value, Value) -> (String, [SnapshotAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A file a failed comparison leaves beside the failure artifacts (swift-snapshot-testing
/// attaches an `XCTAttachment`; here it is written to disk and named in the message).
public struct SnapshotAttachment: Sendable {
    /// What the file shows; the file is named `<test>.<n>-<name>.<pathExtension>`.
    public var name: String
    /// The file's bytes.
    public var data: Data
    /// The file's extension (`png`, `txt`).
    public var pathExtension: String

    /// Creates an attachment.
    public init(name: String, data: Data, pathExtension: String) {
        self.name = name
        self.data = data
        self.pathExtension = pathExtension
    }
}
