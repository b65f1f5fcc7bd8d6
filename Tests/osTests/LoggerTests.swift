import Foundation
import Testing

@testable import os

@Suite struct LoggerTests {
    private func messages(_ subsystem: String, _ work: () -> Void) -> [LogSink.Entry] {
        LogSink.capture(work).filter { $0.subsystem == subsystem }
    }

    @Test func eachLevelMethodWritesAtItsLogType() {
        let logger = Logger(subsystem: "levels", category: "tests")
        let entries = messages("levels") {
            logger.trace("t")
            logger.debug("d")
            logger.info("i")
            logger.notice("n")
            logger.log("l")
            logger.warning("w")
            logger.error("e")
            logger.critical("c")
            logger.fault("f")
            logger.log(level: .info, "li")
        }
        #expect(entries.map(\.message) == ["t", "d", "i", "n", "l", "w", "e", "c", "f", "li"])
        #expect(
            entries.map(\.type) == [
                .debug, .debug, .info, .default, .default, .error, .error, .fault, .fault, .info,
            ])
        #expect(entries.allSatisfy { $0.category == "tests" })
    }

    @Test func interpolatedValuesAreShownAtEveryPrivacyLevel() {
        let logger = Logger(subsystem: "privacy", category: "tests")
        let name = "Ada"
        let entries = messages("privacy") {
            logger.info(
                "\(name, privacy: .public) \(name, privacy: .private) \(name, privacy: .sensitive) \(name) \(42, privacy: .private)"
            )
        }
        #expect(entries.map(\.message) == ["Ada Ada Ada Ada 42"])
    }

    @Test func redactedFormHidesPrivateAndDynamicValuesButNotPublicOrScalars() {
        let name = "Ada"
        let message: OSLogMessage =
            "\(name, privacy: .public) \(name, privacy: .private) \(name) \(7) \(8, privacy: .sensitive)"
        #expect(message.composed(redacting: true) == "Ada <private> <private> 7 <private>")
    }

    @Test func formatsAndAlignmentsApplyToNumbers() {
        let message: OSLogMessage =
            "\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(5, format: .decimal(minDigits: 3)) \(1.25, format: .fixed(precision: 1)) \(true, format: .answer) [\("x", align: .right(columns: 3))] [\("y", align: .left(columns: 2))]"
        #expect(message.composed(redacting: false) == "ff 0xFF 005 1.2 YES [  x] [y ]")
    }

    @Test func valuesAreReadOnlyWhenTheMessageIsWritten() {
        var reads = 0
        func value() -> Int {
            reads += 1
            return reads
        }
        let disabled = Logger(OSLog.disabled)
        disabled.info("\(value())")
        #expect(reads == 0)
        let entries = messages("reads") { Logger(subsystem: "reads", category: "").info("\(value())") }
        #expect(entries.count == 1)
    }

    @Test func objectsErrorsAndTypesInterpolateByDescription() {
        struct Failure: Error, CustomStringConvertible { var description: String { "broken" } }
        let error: any Error = Failure()
        let message: OSLogMessage = "\(error) \(Int.self) \(Optional(3) ?? 0)"
        #expect(message.composed(redacting: false) == "broken Int 3")
    }
}
