@_spi(Testing) import QuartzCore
import Testing

/// A test trait that fails the test when any view, layer, view controller, presentation
/// controller, transition or property animator it created outlives it, or when a view
/// controller was left between a "will" and a "did" appearance callback.
///
/// Apply it to a suite (`@Suite(.checksLifetimes)`) or a single test.
public struct LifetimeCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with a fresh tracker, then checks what survived.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        let tracker = LifetimeTracker()
        try await LifetimeTracker.$current.withValue(tracker) {
            try await function()
        }
        // Let pending main-actor work that still holds the test's objects finish.
        await MainActor.run {}
        let survivors = tracker.survivors
        #expect(
            survivors.isEmpty, "objects outlived the test: \(Dictionary(grouping: survivors) { $0 }.mapValues(\.count))"
        )
        #expect(tracker.unbalancedAppearances.isEmpty, "unbalanced appearance: \(tracker.unbalancedAppearances)")
    }
}

extension Trait where Self == LifetimeCheckTrait {
    /// Checks that nothing the test created outlives it and appearance callbacks balance.
    public static var checksLifetimes: Self { LifetimeCheckTrait() }
}
