/// Records the objects created while a test runs and the appearance transitions left open,
/// so a test can check that nothing outlives it and every "will" got its "did".
///
/// The tracker is a task-local value: objects register with the tracker of the test that
/// created them, so tests running side by side do not see each other's objects.
@_spi(Testing)
public final class LifetimeTracker: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let description: String
    }

    /// The tracker of the running test, if it asked for one.
    @TaskLocal public static var current: LifetimeTracker?

    private var entries: [Entry] = []
    private var openAppearances: [ObjectIdentifier: String] = [:]

    /// Creates an empty tracker.
    public init() {}

    /// Notes a new object (views, layers, controllers, presentation controllers, drivers).
    public static func track(_ object: AnyObject) {
        guard let tracker = current else { return }
        tracker.entries.append(Entry(object: object, description: "\(type(of: object))"))
    }

    /// Notes that an appearance transition began (`true`) or ended (`false`) for `object`.
    public static func appearance(of object: AnyObject, began: Bool, description: @autoclosure () -> String) {
        guard let tracker = current else { return }
        let id = ObjectIdentifier(object)
        if began { tracker.openAppearances[id] = description() } else { tracker.openAppearances[id] = nil }
    }

    /// The tracked objects still alive, by type name.
    public var survivors: [String] { entries.filter { $0.object != nil }.map(\.description) }

    /// Appearance transitions that began and never ended.
    public var unbalancedAppearances: [String] { openAppearances.values.sorted() }
}
