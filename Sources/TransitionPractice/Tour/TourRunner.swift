import UIKitHost

/// Runs the tour on its virtual devices (the app launched afresh on each the first time a step
/// needs it) and writes what it saw: an APNG and a contact sheet per step, each step's
/// life-cycle trace, and an index.html that shows them all.
@MainActor
public final class TourRunner {
    public let output: URL
    public let fps: Double
    public private(set) var results: [TourStepResult] = []
    /// The iPhone most of the tour runs on.
    public let device: VirtualDevice
    public let app: TransitionPracticeApp
    /// The app on each device launched so far.
    private var launched: [TourDevice: (device: VirtualDevice, app: TransitionPracticeApp)] = [:]

    public init(output: URL, fps: Double = 20) throws {
        self.output = output
        self.fps = fps
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        (device, app) = try TransitionPracticeApp.launch(imageFolder: output.appendingPathComponent("images"))
        launched[.iPhone] = (device, app)
        _ = Trace.shared.drain()
    }

    /// The app on `kind`, launched there (and its launch callbacks left out of the trace) if new.
    public func stage(_ kind: TourDevice) throws -> (device: VirtualDevice, app: TransitionPracticeApp) {
        if let existing = launched[kind] { return existing }
        let new = try TransitionPracticeApp.launch(
            imageFolder: output.appendingPathComponent("images"), model: kind.model,
            landscape: kind.launchesInLandscape)
        launched[kind] = new
        _ = Trace.shared.drain()
        return new
    }

    /// Runs every step, calling `progress` after each.
    public func run(progress: (TourStepResult) -> Void = { _ in }) throws {
        for (i, step) in Tour.steps().enumerated() {
            let result = try run(step, index: i + 1)
            results.append(result)
            progress(result)
        }
        try writeIndex()
    }

    func run(_ step: TourStep, index: Int) throws -> TourStepResult {
        let (device, app) = try stage(step.device)
        var film = Filmstrip()
        film.capture(device)
        film.record(device, fps: fps) { step.action(app, device) }
        film.record(device, duration: step.seconds, fps: fps)
        device.runUntilIdle()
        film.capture(device)
        let stem = String(format: "%02d-%@", index, step.name)
        let apng = stem + ".apng", sheet = stem + ".png", traceFile = stem + ".txt"
        try film.apngData(delay: 1 / fps).write(to: output.appendingPathComponent(apng))
        let columns = min(8, max(1, film.frames.count))
        try Data(PNGEncoder.encode(image: film.contactSheet(columns: columns, thumbnailScale: 0.25)))
            .write(to: output.appendingPathComponent(sheet))
        let trace = Trace.shared.drain()
        try (trace.joined(separator: "\n") + "\n").write(
            to: output.appendingPathComponent(traceFile), atomically: true, encoding: .utf8)
        return TourStepResult(
            index: index, name: step.name, device: step.device, frames: film.frames.count, seconds: step.seconds,
            trace: trace,
            apng: apng, sheet: sheet, traceFile: traceFile)
    }

    func writeIndex() throws {
        var html = """
            <!doctype html><html><head><meta charset="utf-8"><title>Transition Practice tour</title>
            <style>body{font-family:sans-serif;background:#f2f2f7;margin:24px} .step{background:#fff;border-radius:12px;padding:16px;margin:16px 0}
            img.anim{width:195px;max-height:480px;object-fit:contain;border:1px solid #ccc;margin-right:16px;vertical-align:top} pre{display:inline-block;vertical-align:top;font-size:12px}
            img.sheet{max-width:100%;display:block;margin-top:8px}</style></head><body>
            <h1>Transition Practice — headless tour</h1>
            <p>Each step shows the animation (APNG), sampled frames, and the life-cycle trace, and names
            the device it ran on.</p>

            """
        for r in results {
            let trace = r.trace.map { $0.replacingOccurrences(of: "<", with: "&lt;") }.joined(separator: "\n")
            html += """
                <div class="step"><h2>\(r.index). \(r.name) <small>(\(r.device.rawValue))</small></h2>
                <img class="anim" src="\(r.apng)"><pre>\(trace.isEmpty ? "(no callbacks)" : trace)</pre>
                <img class="sheet" src="\(r.sheet)"></div>

                """
        }
        html += "</body></html>\n"
        try html.write(to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}
