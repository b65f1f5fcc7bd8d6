import Foundation
// The main job: runs the Transition Practice app's scripted tour on a virtual device with no
// display and writes an APNG, a contact sheet, every frame and a life-cycle trace per
// transition, plus an index.html that steps through them (`--steps N` runs only the first N).
// `--live` instead opens the app in a window to be used with the mouse.
import TransitionPractice
import UIKitLive

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> String? {
    guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let output = URL(fileURLWithPath: value(after: "--output") ?? "output")

/// Writes a line straight through, so live output keeps pace with the window even when piped.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

if arguments.contains("--live") {
    let environment = ProcessInfo.processInfo.environment
    // SDL_VIDEODRIVER set means the caller chose a driver that may need no display.
    if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil && environment["SDL_VIDEODRIVER"] == nil {
        fail(
            """
            --live opens a window, and there is no display ($DISPLAY is unset). Without one, run it under Xvfb:
                xvfb-run -a swift run transition-practice --live
            """)
    }
    do {
        try MainActor.assumeIsolated {
            var options = try LiveOptions(arguments: arguments)
            options.title = "Transition Practice"
            let (device, app) = try TransitionPracticeApp.launch(imageFolder: output.appendingPathComponent("images"))
            say(
                "Transition Practice, live: click to tap, drag to pan, Shift- or Ctrl-drag to pinch, R to rotate, Esc to quit."
            )
            let host = LiveHost(device: device, options: options)
            host.onFrame = { for line in Trace.shared.drain() { say("  \(line)") } }
            try withExtendedLifetime(app) { try host.run() }
            say("\(host.frameCount) frames shown")
            if let path = options.screenshotPath { say("last frame → \(path)") }
        }
    } catch {
        fail("\(error)")
    }
    exit(0)
}

do {
    try MainActor.assumeIsolated {
        let start = Date()
        let runner = try TourRunner(output: output)
        print("Transition Practice tour → \(output.path)")
        try runner.run(limit: value(after: "--steps").flatMap { Int($0) }) { r in
            let name = r.name.padding(toLength: 32, withPad: " ", startingAt: 0)
            let index = r.index < 10 ? "0\(r.index)" : "\(r.index)"
            print("  [\(index)] \(name) \(r.frames) frames, \(r.trace.count) callbacks on \(r.device.rawValue)")
        }
        print("")
        print("| step | device | frames | callbacks |")
        print("|---|---|---|---|")
        for r in runner.results { print("| \(r.name) | \(r.device.rawValue) | \(r.frames) | \(r.trace.count) |") }
        print("")
        let frames = runner.results.reduce(0) { $0 + $1.frames }
        let seconds = (Date().timeIntervalSince(start) * 10).rounded() / 10
        print(
            "\(runner.results.count) steps, \(frames) frames in \(seconds) s of wall time; open \(output.path)/index.html"
        )
    }
} catch {
    fail("\(error)")
}
