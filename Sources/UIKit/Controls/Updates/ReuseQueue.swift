/// The reuse pools behind `dequeueReusable...` of table and collection views: classes registered
/// by identifier, and cells that scrolled away waiting to be handed out again.
@MainActor
struct ReuseQueue<Cell: UIView> {
    private var registered: [String: () -> Cell] = [:]
    private var pools: [String: [Cell]] = [:]

    init() {}

    /// Registers (or, with nil, unregisters) a factory for `identifier`.
    mutating func register(_ identifier: String, factory: (() -> Cell)?) {
        registered[identifier] = factory
    }

    func isRegistered(_ identifier: String) -> Bool { registered[identifier] != nil }

    /// A waiting cell for `identifier`, if any.
    mutating func popReusable(_ identifier: String) -> Cell? {
        pools[identifier]?.popLast()
    }

    /// A new cell of the class registered for `identifier`, if one is.
    func make(_ identifier: String) -> Cell? { registered[identifier]?() }

    /// What `dequeueReusable...` hands out: a waiting cell, made ready by `prepare`
    /// (`prepareForReuse`), else a new one of the registered class; nil when none is registered.
    mutating func dequeue(_ identifier: String, prepare: (Cell) -> Void) -> Cell? {
        if let cell = popReusable(identifier) {
            prepare(cell)
            return cell
        }
        return make(identifier)
    }

    /// Puts a cell that left the screen back in its pool.
    mutating func enqueue(_ cell: Cell, identifier: String?) {
        cell.removeFromSuperview()
        guard let identifier else { return }
        pools[identifier, default: []].append(cell)
    }

    /// Drops every waiting cell (the registrations stay).
    mutating func removeAllReusable() { pools.removeAll() }

    /// How many cells wait in all pools.
    var reusableCount: Int { pools.values.reduce(0) { $0 + $1.count } }
}
