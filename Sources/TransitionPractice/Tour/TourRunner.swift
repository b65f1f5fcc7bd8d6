import UIKitHost

/// Runs the tour on its virtual devices (the app launched afresh on each the first time a step
/// needs it) and writes what it saw: an APNG and a contact sheet per step, each step's
/// life-cycle trace, every frame as a picture, and an index.html that steps through them.
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

    /// Runs every step (or the first `limit`), calling `progress` after each.
    public func run(limit: Int? = nil, progress: (TourStepResult) -> Void = { _ in }) throws {
        let steps = Tour.steps()
        for (i, step) in steps.prefix(limit ?? steps.count).enumerated() {
            let result = try run(step, index: i + 1)
            results.append(result)
            progress(result)
        }
        try writeIndex()
    }

    func run(_ step: TourStep, index: Int) throws -> TourStepResult {
        let (device, app) = try stage(step.device)
        Trace.shared.clock = { [weak device] in device?.now ?? CACurrentMediaTime() }
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
        let frameFolder = "frames/" + stem
        let frameFiles = try writeFrames(of: film, to: frameFolder)
        let timed = Trace.shared.drainTimed()
        let trace = timed.map(\.line)
        try (trace.joined(separator: "\n") + "\n").write(
            to: output.appendingPathComponent(traceFile), atomically: true, encoding: .utf8)
        return TourStepResult(
            index: index, name: step.name, device: step.device, frames: film.frames.count, seconds: step.seconds,
            trace: trace, traceTimes: timed.map(\.time), frameFiles: frameFiles, frameTimes: film.times,
            apng: apng, sheet: sheet, traceFile: traceFile)
    }

    /// Writes each frame of `film` as a PNG in `folder` (relative to the output) and returns
    /// their relative paths, so the viewer can show any single frame.
    func writeFrames(of film: Filmstrip, to folder: String) throws -> [String] {
        let directory = output.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try film.frames.enumerated().map { i, frame in
            let name = folder + "/" + String(format: "%03d.png", i)
            try Data(PNGEncoder.encode(image: frame)).write(to: output.appendingPathComponent(name))
            return name
        }
    }

    func writeIndex() throws {
        try TourViewerPage.html(for: results).write(
            to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}
