import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A low-level lock that a thread takes and releases, as the `os` framework's `os_unfair_lock`:
/// a value written `os_unfair_lock()` and passed by address to the functions below.
public struct os_unfair_lock: Sendable {
    /// Apple's layout keeps one 32-bit word; here it only gives each lock its own address.
    var _os_unfair_lock_opaque: UInt32

    /// An unlocked lock, as `OS_UNFAIR_LOCK_INIT`.
    public init() { _os_unfair_lock_opaque = 0 }
}

/// A pointer to an `os_unfair_lock`, as the functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// The mutex standing for each lock, by the lock's address. A lock's word cannot hold a mutex, and
/// Swift offers no atomic operations on a plain address, so the mutexes live here.
private enum UnfairLockTable {
    // Process-wide: locks are shared by threads, not worlds; an entry is keyed by the lock's
    // address and only ever held by code running now.
    static let mutexes = Mutex<[UInt: UnsafeMutablePointer<pthread_mutex_t>]>([:])

    static func mutex(for lock: os_unfair_lock_t) -> UnsafeMutablePointer<pthread_mutex_t> {
        let key = UInt(bitPattern: lock)
        return mutexes.withLock { table in
            if let mutex = table[key] { return mutex }
            let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
            table[key] = mutex
            return mutex
        }
    }
}

/// Takes the lock, waiting while another thread holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(UnfairLockTable.mutex(for: lock))
}

/// Takes the lock if no thread holds it; returns whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(UnfairLockTable.mutex(for: lock)) == 0
}

/// Releases the lock the calling thread holds.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(UnfairLockTable.mutex(for: lock))
}
