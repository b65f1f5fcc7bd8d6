import Testing

/// A test trait that records every failed element action (`device.buttons["Close"].tap()` with
/// no such button, or one that is covered) as an issue of the test, with the list of the
/// elements on screen, as a failed XCUITest action fails its test.
///
/// Apply it to a suite (`@Suite(.reportsElementQueryFailures)`) or a single test.
public struct ElementQueryIssueTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with a reporter that turns each failure into an issue.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        let reporter: @Sendable (String, ElementQueryIssues.CallSite) -> Void = { message, site in
            let location = SourceLocation(
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
        try await ElementQueryIssues.$reporter.withValue(reporter) { try await function() }
    }
}

extension Trait where Self == ElementQueryIssueTrait {
    /// Records failed element actions as issues of the test.
    public static var reportsElementQueryFailures: Self { ElementQueryIssueTrait() }
}
