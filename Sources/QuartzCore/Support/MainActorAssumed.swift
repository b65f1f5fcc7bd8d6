/// Runs main-actor work from a nonisolated `NSObject` entry point (`description`, `isEqual(_:)`,
/// `hash`, `copy(with:)`).
///
/// Foundation declares those members nonisolated, so a main-actor class can only override them
/// nonisolated. UIKit's objects are used on the main thread only, as on iOS, so the work runs
/// there; a call from another thread traps, which is what main-thread checking reports on iOS.
package func mainActorAssumed<T>(_ body: @MainActor () -> T) -> T {
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated { result = body() }
    return result!
}
