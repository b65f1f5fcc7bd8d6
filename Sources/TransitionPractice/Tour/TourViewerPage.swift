import Foundation

/// The tour's `index.html`: a frame-by-frame viewer of every step, with the life-cycle
/// callbacks drawn on the same virtual-time line as the frames. Plain HTML, CSS and script with
/// the data inlined, so it opens from disk with no server and no network.
enum TourViewerPage {
    /// What the page's script reads for one step (`TOUR.steps[i]`).
    struct Step: Encodable {
        let index: Int
        let name: String
        let device: String
        let apng: String
        let sheet: String
        let trace: String
        let frames: [String]
        let times: [Double]
        let events: [Event]
    }

    /// One traced callback and the virtual time it was recorded at.
    struct Event: Encodable {
        let t: Double
        let text: String
    }

    static func steps(for results: [TourStepResult]) -> [Step] {
        results.map { r in
            Step(
                index: r.index, name: r.name, device: r.device.rawValue, apng: r.apng, sheet: r.sheet,
                trace: r.traceFile, frames: r.frameFiles, times: r.frameTimes,
                events: zip(r.traceTimes, r.trace).map { Event(t: $0.0, text: $0.1) })
        }
    }

    /// The whole page for `results`.
    static func html(for results: [TourStepResult]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(["steps": steps(for: results)]), as: UTF8.self)
            // A trace line holding "</script>" must not end the inline script early.
            .replacingOccurrences(of: "</", with: "<\\/")
        return head + "<script>const TOUR = " + json + ";</script>\n<script>\n" + script + "</script>\n</body></html>\n"
    }

    static let head = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>Transition Practice tour: frame by frame</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        :root { --accent: #007aff; --appear: #34c759; --disappear: #ff9500; --other: #8e8e93; }
        * { box-sizing: border-box; }
        body { font: 14px/1.4 system-ui, sans-serif; background: #f2f2f7; margin: 0; color: #1c1c1e; }
        header { padding: 12px 20px; background: #fff; border-bottom: 1px solid #d1d1d6; }
        header h1 { font-size: 18px; margin: 0 0 4px; }
        kbd { border: 1px solid #c7c7cc; border-bottom-width: 2px; border-radius: 4px; padding: 0 4px;
          font-size: 12px; background: #fafafa; }
        #layout { display: flex; align-items: flex-start; }
        nav { width: 250px; flex: none; max-height: calc(100vh - 70px); overflow-y: auto; padding: 8px; }
        nav button { display: block; width: 100%; text-align: left; border: 0; background: none; padding: 5px 8px;
          border-radius: 6px; cursor: pointer; font: inherit; }
        nav button small { color: #6e6e73; }
        nav button.current { background: var(--accent); color: #fff; }
        nav button.current small { color: #e5e5ea; }
        main { flex: 1; padding: 12px 20px; min-width: 0; }
        main h2 { margin: 0 0 8px; font-size: 17px; }
        #stage { display: flex; gap: 20px; align-items: flex-start; }
        #frame { max-height: 62vh; max-width: 55vw; border: 1px solid #c7c7cc; background: #fff;
          image-rendering: pixelated; }
        #side { min-width: 280px; }
        #clock { font: 600 22px ui-monospace, monospace; }
        #position { color: #6e6e73; margin-bottom: 8px; }
        #events { list-style: none; margin: 0; padding: 0; font: 12px ui-monospace, monospace; }
        #events li { padding: 2px 6px; border-radius: 4px; cursor: pointer; white-space: nowrap; }
        #events li.pending { color: #aeaeb2; }
        #events li.now { background: #fff3c4; font-weight: 700; }
        #events li .t { display: inline-block; width: 70px; color: #6e6e73; }
        #controls { display: flex; gap: 8px; align-items: center; margin: 12px 0 4px; }
        #scrubber { flex: 1; }
        #timeline { width: 100%; background: #fff; border: 1px solid #d1d1d6; border-radius: 8px;
          display: block; cursor: pointer; }
        #timeline .frame { stroke: #c7c7cc; }
        #timeline .frame.shown { stroke: var(--accent); stroke-width: 3; }
        #timeline .axis { stroke: #8e8e93; }
        #timeline text { font: 11px ui-monospace, monospace; fill: #3a3a3c; }
        #timeline .appear line { stroke: var(--appear); }
        #timeline .disappear line { stroke: var(--disappear); }
        #timeline .other line { stroke: var(--other); }
        #timeline .appear text { fill: #1e7b34; }
        #timeline .disappear text { fill: #a65a00; }
        #timeline .event line { stroke-width: 2; }
        #timeline .event.pending { opacity: .35; }
        #links a { margin-right: 12px; }
        .legend span { margin-right: 12px; }
        .legend i { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; }
        </style></head><body>
        <header><h1>Transition Practice: the headless tour, frame by frame</h1>
        <div><kbd>←</kbd> <kbd>→</kbd> frame · <kbd>Shift</kbd>+arrow 10 frames · <kbd>↑</kbd> <kbd>↓</kbd> step ·
        <kbd>Home</kbd> <kbd>End</kbd> · <kbd>Space</kbd> play at virtual speed. Times are the device's virtual clock;
        a callback belongs to the first frame captured at or after the time it fired.</div></header>
        <div id="layout"><nav id="steps" aria-label="Tour steps"></nav>
        <main>
        <h2 id="title"></h2>
        <div id="stage"><img id="frame" alt="The device's screen at this frame">
        <div id="side"><div id="clock"></div><div id="position"></div>
        <div class="legend"><span><i style="background:var(--appear)"></i>appear</span>
        <span><i style="background:var(--disappear)"></i>disappear</span><span><i style="background:var(--other)"></i>other</span></div>
        <ol id="events"></ol></div></div>
        <div id="controls"><button id="prev" title="Previous frame (←)">◀</button>
        <button id="play" title="Play (Space)">▶</button><button id="next" title="Next frame (→)">▶▶</button>
        <input id="scrubber" type="range" min="0" value="0" aria-label="Frame"></div>
        <svg id="timeline" role="img" aria-label="Frames and callbacks on the virtual timeline"></svg>
        <p id="links"></p>
        </main></div>

        """#
}
