// A model-based fuzzer for presentation, navigation and the containers (issue 15): random sequences of
// ordinary UIKit calls, some while transitions run, checked against UIKit's rules whenever the
// device settles; a failure is shrunk to a few operations and printed.
// `swift run uikit-fuzz [--sequences N] [--length L] [--seed S] [--trace]`; exits 1 when a sequence
// fails; `--trace` prints every seed and operation to standard error as it runs (for a trap).
import Foundation
import UIKitHost

@MainActor
func failures(of ops: [Operation], app: FuzzWorld.App) -> [String] {
    final class Weak { weak var object: UIViewController? }
    var violations: [String] = []
    var made: [(name: String, ref: Weak)] = []
    do {
        let world = FuzzWorld(app: app)
        for op in ops {
            // A trap ends the process without a report: `--trace` names the step it died in.
            if tracing { FileHandle.standardError.write(Data("    \(op)\n".utf8)) }
            world.apply(op)
        }
        world.apply(.settle)
        violations = world.violations
        for t in world.tracked {
            let ref = Weak()
            ref.object = t.weak
            made.append((t.name, ref))
        }
    }
    for (name, ref) in made where ref.object != nil { violations.append("\(name) outlived its device") }
    return violations
}

/// A failure's family: its message with controller names taken out.
func family(of failure: String) -> String {
    failure.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression)
        .replacingOccurrences(of: #"\b[a-z]+[0-9]+\b"#, with: "X", options: .regularExpression)
}

/// Deletes operations one at a time while the sequence still fails the same way.
@MainActor
func shrink(_ ops: [Operation], app: FuzzWorld.App, failure: String) -> [Operation] {
    let wanted = family(of: failure)
    var current = ops
    var changed = true
    while changed {
        changed = false
        var i = 0
        while i < current.count {
            var candidate = current
            candidate.remove(at: i)
            if failures(of: candidate, app: app).contains(where: { family(of: $0) == wanted }) {
                current = candidate
                changed = true
            } else {
                i += 1
            }
        }
    }
    return current
}

let arguments = CommandLine.arguments
func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let v = Int(arguments[i + 1]) else {
        return fallback
    }
    return v
}
let sequences = option("--sequences", 200)
let length = option("--length", 12)
let firstSeed = option("--seed", 1)
let tracing = arguments.contains("--trace")

let failed: Int = MainActor.assumeIsolated {
    var failedCount = 0
    var families: [String: Int] = [:]
    var shown = Set<String>()
    for seed in firstSeed..<(firstSeed + sequences) {
        var g = SeededGenerator(seed: UInt64(seed))
        let app = FuzzWorld.App.allCases.randomElement(using: &g)!
        let ops = (0..<length).map { _ in Operation.random(using: &g) }
        if tracing { FileHandle.standardError.write(Data("seed \(seed) (\(app) app)\n".utf8)) }
        let found = failures(of: ops, app: app)
        guard let first = found.first else { continue }
        failedCount += 1
        let kind = family(of: first)
        families[kind, default: 0] += 1
        if shown.insert(kind).inserted {
            let small = shrink(ops, app: app, failure: first)
            print("seed \(seed) (\(app) app): \(first)")
            for op in small { print("    \(op)") }
        }
    }
    print("\nFamilies:")
    for (family, count) in families.sorted(by: { $0.value > $1.value }) { print("  \(count)\t\(family)") }
    print("\(sequences - failedCount) passed, \(failedCount) failed")
    return failedCount
}
exit(failed == 0 ? 0 : 1)
