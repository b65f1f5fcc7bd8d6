/// The observations of every observed object, by object and property name. Setters of
/// observable properties call `willChange`/`didChange`, which cost one dictionary emptiness
/// check while nothing is observed.
@preconcurrency @MainActor
package enum KeyValueObservers {
    struct Entry {
        weak var object: AnyObject?
        weak var observation: NSKeyValueObservation?
        let key: String
    }

    /// Registers an observation of `key` (nil: a property that never notifies), calling the
    /// handler at once for `.initial`.
    package static func observe<Object: AnyObject, Value>(
        _ object: Object, key: String?, keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
        changeHandler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observe(
            object, key: key, options: options, read: { ($0 as! Object)[keyPath: keyPath] },
            deliver: { object, old, new, isPrior in
                guard let object = object as? Object else { return }
                changeHandler(
                    object,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: new as? Value, oldValue: old as? Value, indexes: nil, isPrior: isPrior
                    ))
            })
    }

    /// Registers an observation of `key` whose values `read` gets and `deliver` receives (old,
    /// new, whether prior): the form behind `addObserver(_:forKeyPath:options:context:)`.
    package static func observe(
        _ object: AnyObject, key: String?, options: NSKeyValueObservingOptions,
        read: @escaping @MainActor (AnyObject) -> Any,
        deliver: @escaping @MainActor (AnyObject, Any?, Any?, Bool) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation(options: options, read: read, deliver: deliver)
        if let key {
            let id = ObjectIdentifier(object)
            var list = entries[id, default: []].filter { $0.object === object && $0.observation != nil }
            list.append(Entry(object: object, observation: observation, key: key))
            entries[id] = list
            // Objects that deallocated or whose observations ended leave entries behind; sweep
            // them whenever the table has doubled, so it stays proportional to what is live.
            if entries.count > max(16, 2 * sizeAtLastSweep) {
                for id in Array(entries.keys) { prune(id) }
                sizeAtLastSweep = entries.count
            }
        }
        if options.contains(.initial) {
            let value = options.contains(.new) ? read(object) : nil
            observation.deliver?(object, nil, value, false)
        }
        return observation
    }

    private static func observations(of object: AnyObject, key: String) -> [NSKeyValueObservation] {
        guard !entries.isEmpty, let list = entries[ObjectIdentifier(object)] else { return [] }
        var live: [NSKeyValueObservation] = []
        var stale = false
        for entry in list {
            guard entry.object === object, let observation = entry.observation, observation.deliver != nil else {
                stale = true
                continue
            }
            if entry.key == key { live.append(observation) }
        }
        if stale { prune(ObjectIdentifier(object)) }
        return live
    }

    private static func prune(_ id: ObjectIdentifier) {
        let list = entries[id, default: []].filter { $0.object != nil && $0.observation?.deliver != nil }
        entries[id] = list.isEmpty ? nil : list
    }

    /// Called by a setter before it changes `key`: remembers old values and sends prior
    /// notifications.
    package static func willChange(_ object: AnyObject, _ key: String) {
        guard !entries.isEmpty else { return }
        for observation in observations(of: object, key: key) {
            let needsOld = observation.options.contains(.old)
            let old = needsOld ? observation.read(object) : nil
            observation.pendingOld.append(old)
            if observation.options.contains(.prior) {
                observation.deliver?(object, old, nil, true)
            }
        }
    }

    /// Called by a setter after it changed `key`: sends the change to each observation.
    package static func didChange(_ object: AnyObject, _ key: String) {
        guard !entries.isEmpty else { return }
        for observation in observations(of: object, key: key) {
            // An observation added between will- and did-change has no old value to report.
            guard let old = observation.pendingOld.popLast() else { continue }
            let new = observation.options.contains(.new) ? observation.read(object) : nil
            observation.deliver?(object, observation.options.contains(.old) ? old : nil, new, false)
        }
    }

    /// The number of objects in the table, live or awaiting a sweep (for tests).
    package static var tableSize: Int { entries.count }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension KeyValueObservers {
    fileprivate static var entries: [ObjectIdentifier: [Entry]] {
        get { ProcessWide.entries }
        _modify { yield &ProcessWide.entries }
    }

    fileprivate static var sizeAtLastSweep: Int {
        get { ProcessWide.sizeAtLastSweep }
        _modify { yield &ProcessWide.sizeAtLastSweep }
    }
}
