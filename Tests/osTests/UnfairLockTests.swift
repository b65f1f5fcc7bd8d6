import Foundation
import Testing
import os

/// `os_unfair_lock` as a library's lock class wraps it.
@Suite struct UnfairLockTests {
    final class Counter: @unchecked Sendable {
        var lock = os_unfair_lock()
        var count = 0
        func increment() {
            os_unfair_lock_lock(&lock)
            count += 1
            os_unfair_lock_unlock(&lock)
        }
    }

    @Test func aHeldLockRefusesTryLockUntilItIsUnlocked() {
        let counter = Counter()
        os_unfair_lock_lock(&counter.lock)
        let other = DispatchGroup()
        DispatchQueue.global().async(group: other) { counter.count = os_unfair_lock_trylock(&counter.lock) ? 1 : -1 }
        other.wait()
        #expect(counter.count == -1)
        os_unfair_lock_unlock(&counter.lock)
        #expect(os_unfair_lock_trylock(&counter.lock))
        os_unfair_lock_unlock(&counter.lock)
    }

    @Test func threadsIncrementingUnderTheLockLoseNoUpdate() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { counter.increment() }
        }
        #expect(counter.count == 8000)
    }
}
