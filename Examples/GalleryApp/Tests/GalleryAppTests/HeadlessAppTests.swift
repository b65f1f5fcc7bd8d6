import Foundation
import Testing

/// The headless app (`GalleryHeadless`, run as its own process, as an app runs): what
/// background threads post to the main queue or the main actor reaches the main thread while
/// `UIApplicationMain` runs.
@Suite struct HeadlessAppTests {
    @Test func backgroundWorkReachesTheMainThreadUnderUIApplicationMain() throws {
        // The test bundle and the app are built side by side (`swift build --build-tests`).
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let app = binaries.appendingPathComponent("GalleryHeadless")
        try #require(FileManager.default.isExecutableFile(atPath: app.path), "build GalleryHeadless first")
        let process = Process()
        process.executableURL = app
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")
        #expect(printed.contains("arrived on the main thread: main queue"))
        #expect(printed.contains("arrived on the main thread: main actor"))
    }
}
