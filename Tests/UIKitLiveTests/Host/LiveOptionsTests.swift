import Testing
import UIKitLive

@Suite struct LiveOptionsTests {
    @Test func readsItsFlagsAndIgnoresOthers() throws {
        let options = try LiveOptions(arguments: [
            "--live", "--scale", "2", "--frames", "30", "--exit-after", "1.5", "--screenshot", "/tmp/x.png", "--output",
            "o",
        ])
        #expect(options.windowScale == 2)
        #expect(options.frameLimit == 30)
        #expect(options.duration == 1.5)
        #expect(options.screenshotPath == "/tmp/x.png")
    }

    @Test func defaultsRunUntilClosed() throws {
        let options = try LiveOptions(arguments: ["--live"])
        #expect(options == LiveOptions())
        #expect(options.frameLimit == nil && options.duration == nil && options.screenshotPath == nil)
    }

    @Test func refusesValuesThatDoNotFit() {
        #expect(throws: LiveError.self) { try LiveOptions(arguments: ["--scale", "0"]) }
        #expect(throws: LiveError.self) { try LiveOptions(arguments: ["--frames", "2.5"]) }
        #expect(throws: LiveError.self) { try LiveOptions(arguments: ["--exit-after", "soon"]) }
        #expect(throws: LiveError.self) { try LiveOptions(arguments: ["--screenshot"]) }
    }
}
