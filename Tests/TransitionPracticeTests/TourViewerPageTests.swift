import Foundation
import Testing
import UIKitTesting

@testable import TransitionPractice

/// The tour's frame-by-frame viewer: what the runner writes for it and the data the page reads.
@MainActor
@Suite struct TourViewerPageTests {
    /// The `TOUR` object the page's script reads, parsed back from the page.
    func tourData(in html: String) throws -> [[String: Any]] {
        let start = try #require(html.range(of: "const TOUR = "))
        let end = try #require(html.range(of: ";</script>", range: start.upperBound..<html.endIndex))
        let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["steps"] as? [[String: Any]])
    }

    func result(trace: [String], traceTimes: [TimeInterval]) -> TourStepResult {
        TourStepResult(
            index: 3, name: "present-half-screen", device: .iPhone, frames: 3, seconds: 0.8, trace: trace,
            traceTimes: traceTimes, frameFiles: ["frames/a/000.png", "frames/a/001.png", "frames/a/002.png"],
            frameTimes: [1.2, 1.25, 1.3], apng: "a.apng", sheet: "a.png", traceFile: "a.txt")
    }

    @Test func traceLinesAreStampedWithTheClockTheHostSets() {
        let trace = Trace()
        var now = 1.5
        trace.clock = { now }
        trace.record("A.viewWillAppear")
        now = 1.75
        trace.record("A.viewDidAppear")
        let timed = trace.drainTimed()
        #expect(timed.map(\.time) == [1.5, 1.75])
        #expect(timed.map(\.line) == ["A.viewWillAppear", "A.viewDidAppear"])
        #expect(trace.lines.isEmpty && trace.times.isEmpty)
    }

    @Test func pageCarriesEachFrameAndCallbackWithItsVirtualTime() throws {
        let html = try TourViewerPage.html(
            for: [result(trace: ["B.viewWillAppear", "B.viewDidAppear"], traceTimes: [1.2, 1.27])])
        let steps = try tourData(in: html)
        #expect(steps.count == 1)
        let step = steps[0]
        #expect(step["name"] as? String == "present-half-screen")
        #expect(step["frames"] as? [String] == ["frames/a/000.png", "frames/a/001.png", "frames/a/002.png"])
        #expect(step["times"] as? [Double] == [1.2, 1.25, 1.3])
        let events = try #require(step["events"] as? [[String: Any]])
        #expect(events.map { $0["text"] as? String } == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(events.map { $0["t"] as? Double } == [1.2, 1.27])
        // The controls the keys and the scrubber drive are on the page.
        for id in ["id=\"frame\"", "id=\"scrubber\"", "id=\"timeline\"", "id=\"clock\"", "ArrowRight"] {
            #expect(html.contains(id))
        }
    }

    @Test func aTraceLineCannotEndTheInlineScript() throws {
        let html = try TourViewerPage.html(
            for: [result(trace: ["Menu.alert(</script><b>x</b>)"], traceTimes: [1.2])])
        #expect(!html.contains("</script><b>"))
        let events = try #require(try tourData(in: html)[0]["events"] as? [[String: Any]])
        #expect(events.first?["text"] as? String == "Menu.alert(</script><b>x</b>)")
    }

    @Test func runnerWritesEveryFrameAndTimesCallbacksWithinTheStep() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let runner = try TourRunner(output: output)
        try runner.run(limit: 2)
        let push = try #require(runner.results.last)
        #expect(push.name == "push-custom-presentation")
        #expect(push.frameFiles.count == push.frames && push.frameTimes.count == push.frames)
        for file in push.frameFiles {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path))
        }
        #expect(push.frameTimes == push.frameTimes.sorted())
        #expect(push.traceTimes.count == push.trace.count)
        let first = try #require(push.frameTimes.first), last = try #require(push.frameTimes.last)
        #expect(push.traceTimes.allSatisfy { $0 >= first && $0 <= last })
        // The pushed screen appears after the slide it waits for, not at once.
        let will = try #require(push.trace.firstIndex(of: "CustomPresentation.viewWillAppear"))
        let did = try #require(push.trace.firstIndex(of: "CustomPresentation.viewDidAppear"))
        #expect(push.traceTimes[did] - push.traceTimes[will] > 0.3)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(try tourData(in: html).count == 2)
    }
}
