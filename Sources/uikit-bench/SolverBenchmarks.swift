import Cassowary
import Foundation
import UIKit

// Our Cassowary solver against kiwi (the C++ Cassowary solver behind kiwisolver and matplotlib's
// constrained layout), on the problems in SolverProblems.swift. kiwi runs as a C++ program
// (Benchmarks/kiwi/kiwi_bench.cpp, built at -O2 by Scripts/bench-kiwi.sh) that times the same
// steps the same way: no binding sits between the clock and the solver on either side.

private let repetitions = 7
private let editFrames = 100
private let editRepetitions = 5

/// The median of one problem on one solver, and the checksum (sum of every variable's value)
/// that shows both solvers reached the same solution.
struct SolverMeasurement: Decodable {
    var median: Double
    var samples: Int
    var constraints: Int
    var checksum: Double

    enum CodingKeys: String, CodingKey {
        case median = "median_s", samples, constraints, checksum
    }
}

private struct KiwiReport: Decodable {
    var kiwi: String
    var compiler: String
    var problems: [String: SolverMeasurement]
}

private func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

private func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

private typealias Prepared = (
    terms: [(LayoutSolver.Variable, Double)], constant: Double,
    relation: LayoutSolver.Relation, strength: Double
)

/// Makes the variables on an empty solver and turns the specs into the solver's own terms, so
/// the timed part is only adding constraints and reading values, as on the kiwisolver side.
private func prepare(_ problem: SolverProblem) -> (LayoutSolver, [LayoutSolver.Variable], [Prepared]) {
    var solver = LayoutSolver()
    let variables = (0..<problem.variableCount).map { _ in solver.makeVariable() }
    let prepared = problem.constraints.map { spec -> Prepared in
        (spec.terms.map { (variables[$0.variable], $0.coefficient) }, spec.constant, spec.relation, spec.strength)
    }
    return (solver, variables, prepared)
}

private func add(_ constraints: [Prepared], to solver: inout LayoutSolver) throws(LayoutSolver.Failure) {
    for c in constraints {
        try solver.addConstraint(c.terms, constant: c.constant, c.relation, strength: c.strength)
    }
}

/// The whole solve: add every constraint to an empty solver, then read every value.
private func measureSolve(_ problem: SolverProblem) throws(LayoutSolver.Failure) -> SolverMeasurement {
    let (empty, variables, constraints) = prepare(problem)
    var values = [Double](repeating: 0, count: variables.count)
    var samples: [Double] = []
    for repetition in 0...repetitions {  // the first run warms up and is not counted
        let start = now()
        var solver = empty
        try add(constraints, to: &solver)
        for (i, v) in variables.enumerated() { values[i] = solver.value(of: v) }
        let elapsed = now() - start
        // Tearing the tableau down happens after the clock stops, as it does in Python.
        withExtendedLifetime(solver) {}
        if repetition > 0 { samples.append(Double(elapsed) / 1e9) }
    }
    return SolverMeasurement(
        median: median(samples), samples: samples.count,
        constraints: constraints.count, checksum: values.reduce(0, +))
}

/// One frame of an interactive layout: suggest a value for each edit variable, read every value.
private func measureEdits(_ problem: SolverProblem) throws(LayoutSolver.Failure) -> SolverMeasurement {
    let (empty, variables, constraints) = prepare(problem)
    var solver = empty
    try add(constraints, to: &solver)
    let edited = problem.edited.map { variables[$0] }
    for v in edited { try solver.addEditVariable(v, strength: LayoutSolver.Strength.strong) }
    let plans = (0..<editFrames).map { frame in edited.indices.map { suggestion(frame: frame, index: $0) } }
    var values = [Double](repeating: 0, count: variables.count)
    var samples: [Double] = []
    var checksum = 0.0
    for repetition in 0...editRepetitions {  // the first pass warms up and is not counted
        checksum = 0
        for plan in plans {
            let start = now()
            for (v, value) in zip(edited, plan) { try solver.suggestValue(value, for: v) }
            for (i, v) in variables.enumerated() { values[i] = solver.value(of: v) }
            let elapsed = now() - start
            if repetition > 0 { samples.append(Double(elapsed) / 1e9) }
            checksum += values.reduce(0, +)
        }
    }
    return SolverMeasurement(
        median: median(samples), samples: samples.count,
        constraints: constraints.count, checksum: checksum)
}

/// Runs Scripts/bench-kiwi.sh (which downloads kiwi's headers and builds the C++ benchmark on
/// first use); otherwise says why not.
private func measureKiwi() -> Result<KiwiReport, KiwiUnavailable> {
    // The script sits in the source tree; #filePath finds it wherever the build products are.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    var script = root.appendingPathComponent("Scripts/bench-kiwi.sh").path
    if !FileManager.default.fileExists(atPath: script) {
        script = FileManager.default.currentDirectoryPath + "/Scripts/bench-kiwi.sh"
    }
    guard FileManager.default.fileExists(atPath: script) else {
        return .failure(KiwiUnavailable(reason: "Scripts/bench-kiwi.sh was not found"))
    }
    guard let run = runScript(script), run.status == 0 else {
        return .failure(KiwiUnavailable(reason: "Scripts/bench-kiwi.sh failed (needs pip and clang++ or g++)"))
    }
    do {
        return .success(try JSONDecoder().decode(KiwiReport.self, from: run.output))
    } catch {
        return .failure(KiwiUnavailable(reason: "Scripts/bench-kiwi.sh printed something unreadable: \(error)"))
    }
}

private struct KiwiUnavailable: Error { var reason: String }

/// Runs the script with bash; nil when it cannot be started at all. Its stderr goes straight to
/// ours so a compiler error is visible and cannot fill an unread pipe.
private func runScript(_ path: String) -> (status: Int32, output: Data)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

private func duration(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
}

private func agree(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-6 * max(abs(a), abs(b), 1)
}

@MainActor
func runSolverBenchmarks() {
    let problems = [
        (key: "grid", label: "grid: 1,000 views (25 x 40), add all + read all"),
        (key: "chain", label: "chain: 1,000 variables, add all + read all"),
        (key: "edits", label: "edits: 100 views, 100 strong edits, per frame"),
    ]
    print("Solver benchmark: our Cassowary solver (LayoutSolver) against kiwi (C++)")
    var ours: [String: SolverMeasurement] = [:]
    for problem in problems {
        do throws(LayoutSolver.Failure) {
            switch problem.key {
            case "grid": ours[problem.key] = try measureSolve(gridProblem())
            case "chain": ours[problem.key] = try measureSolve(chainProblem())
            default: ours[problem.key] = try measureEdits(editProblem())
            }
        } catch {
            print("ours failed on \(problem.key): \(error)")
        }
    }
    let kiwi = measureKiwi()
    let theirs: [String: SolverMeasurement]
    switch kiwi {
    case .success(let report):
        theirs = report.problems
        print(
            "kiwi \(report.kiwi) (C++, -O2, \(report.compiler)); constraint objects are built before the clock starts.")
    case .failure(let unavailable):
        theirs = [:]
        print("\(unavailable.reason); showing our figures only.")
    }
    print(
        "Medians of \(repetitions) runs after a warm-up (edits: \(editRepetitions) x \(editFrames) frames); "
            + "ratio below 1 means ours is faster.")
    print("")
    print(
        "| problem | constraints | ours | kiwi (C++) | ours / kiwi (goal ≤ 1.0) | checksum ours | checksum kiwi | agree (1e-6) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for problem in problems {
        let mine = ours[problem.key], other = theirs[problem.key]
        let count = (mine ?? other).map { String($0.constraints) } ?? "?"
        let ratio =
            mine.flatMap { m in
                other.map {
                    String(format: "%.2f", m.median / $0.median) + (m.median <= $0.median ? " (met)" : " (not met)")
                }
            } ?? "-"
        let agreement = mine.flatMap { m in other.map { agree(m.checksum, $0.checksum) ? "yes" : "NO" } } ?? "-"
        print(
            "| \(problem.label) | \(count) | \(mine.map { duration($0.median) } ?? "failed") "
                + "| \(other.map { duration($0.median) } ?? "-") | \(ratio) "
                + "| \(mine.map { String(format: "%.6f", $0.checksum) } ?? "-") "
                + "| \(other.map { String(format: "%.6f", $0.checksum) } ?? "-") | \(agreement) |")
    }
    print("")
    runSelfSizingTableBenchmark()
}
