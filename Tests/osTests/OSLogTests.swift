import Foundation
import Testing

@testable import os

@Suite struct OSLogTests {
    @Test func formatConversionsRenderTheirArguments() {
        let log = OSLog(subsystem: "format", category: "tests")
        let entries = LogSink.capture {
            os_log("%@ has %d cards, %ld left, %.2f%% done", log: log, type: .info, "Deck", 52, 7, 12.5)
        }.filter { $0.subsystem == "format" }
        #expect(entries.map(\.message) == ["Deck has 52 cards, 7 left, 12.50% done"])
        #expect(entries.first?.type == .info)
    }

    @Test func privacyDecorationsAreStrippedAndValuesShown() {
        let log = OSLog(subsystem: "decorations", category: "tests")
        let entries = LogSink.capture {
            os_log(.error, log: log, "%{public}@ / %{private}@ / %{public}d / %{private}s", "a", "b", 3, "c")
        }.filter { $0.subsystem == "decorations" }
        #expect(entries.map(\.message) == ["a / b / 3 / c"])
        #expect(entries.first?.type == .error)
    }

    @Test func redactedFormatHidesPrivateAndUndecoratedObjects() {
        let rendered = LogFormat.render(
            "%{public}@ %{private}@ %@ %d %{private}d", ["a", "b", "c", 4, 5], redacting: true)
        #expect(rendered == "a <private> <private> 4 <private>")
    }

    @Test func cStringsAndMissingArgumentsAreHandled() {
        let rendered = "abc".withCString { LogFormat.render("%s|%s|%d", [$0], redacting: false) }
        #expect(rendered == "abc|<missing>|<missing>")
    }

    @Test func plainLiteralsAndTypedCallsResolve() {
        let entries = LogSink.capture {
            os_log("plain literal")
            os_log("value %d", 3)
            os_log("typed", type: .fault)
        }
        #expect(entries.contains { $0.message == "plain literal" && $0.subsystem.isEmpty })
        #expect(entries.contains { $0.message == "value 3" })
        #expect(entries.contains { $0.message == "typed" && $0.type == .fault })
    }

    @Test func disabledLogDropsMessagesAndReportsDisabled() {
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        let entries = LogSink.capture { os_log("dropped", log: .disabled) }
        #expect(!entries.contains { $0.message == "dropped" })
    }

    @Test func defaultLogHasNoSubsystemPrefix() {
        #expect(OSLog.default.prefix.isEmpty)
        #expect(OSLog(subsystem: "com.example", category: "ui").prefix == "com.example:ui: ")
        #expect(OSLogType.debug.name == "debug" && OSLogType.fault.rawValue == 0x11)
    }

    @Test func interpolatedOSLogWritesAtItsType() {
        let log = OSLog(subsystem: "interpolated", category: "tests")
        let count = 3
        let entries = LogSink.capture { os_log(.debug, log: log, "count \(count)") }
            .filter { $0.subsystem == "interpolated" }
        #expect(entries.map(\.message) == ["count 3"])
    }
}
