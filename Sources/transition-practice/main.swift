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
            let first = r.trace.first ?? "-"
            print(String(format: "  [%02d] %-30@ %3d frames  %@", r.index, r.name as NSString, r.frames, first as NSString))
        }
        print("")
        print("| step | frames | callbacks |")
        print("|---|---|---|")
        for r in runner.results { print("| \(r.name) | \(r.frames) | \(r.trace.count) |") }
        print("")
        print(String(format: "%d steps, %d frames in %.1f s of wall time; open %@/index.html", runner.results.count,
            runner.results.reduce(0) { $0 + $1.frames }, Date().timeIntervalSince(start), output.path))
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
