// The main job: runs the Transition Practice app's scripted tour on a virtual device with no
// display and writes an APNG, a contact sheet and a life-cycle trace per transition, plus an
// index.html. (`--live` opens a window once the SDL front end exists.)
import TransitionPractice
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> String? {
    guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let output = URL(fileURLWithPath: value(after: "--output") ?? "output")

if arguments.contains("--live") {
    print("--live needs the SDL2 front end, which is not built yet; running the headless tour instead.")
}

do {
    try MainActor.assumeIsolated {
        let start = Date()
        let runner = try TourRunner(output: output)
        print("Transition Practice tour → \(output.path)")
        try runner.run { r in
            let name = r.name.padding(toLength: 32, withPad: " ", startingAt: 0)
            let index = r.index < 10 ? "0\(r.index)" : "\(r.index)"
            print("  [\(index)] \(name) \(r.frames) frames, \(r.trace.count) callbacks")
        }
        print("")
        print("| step | frames | callbacks |")
        print("|---|---|---|")
        for r in runner.results { print("| \(r.name) | \(r.frames) | \(r.trace.count) |") }
        print("")
        let frames = runner.results.reduce(0) { $0 + $1.frames }
        let seconds = (Date().timeIntervalSince(start) * 10).rounded() / 10
        print("\(runner.results.count) steps, \(frames) frames in \(seconds) s of wall time; open \(output.path)/index.html")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
