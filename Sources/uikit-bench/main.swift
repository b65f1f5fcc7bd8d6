// Benchmarks that print figures (speed targets live here, never in timed tests).
// `swift run -c release uikit-bench [scene] [solver] [table] [layout] [allocation] [depth]
// [transitions] [storyboard] [live]` (solver includes table: the realistic screen beside kiwi's problems;
// transitions runs the 1,000 when named and a 20-transition sample in the default run)
import UIKitHost

let selected = Set(CommandLine.arguments.dropFirst())
let runAll = selected.isEmpty
MainActor.assumeIsolated {
    if runAll || selected.contains("scene") { runSceneBenchmarks() }
    if runAll || selected.contains("solver") { runSolverBenchmarks() }
    if !runAll && selected.contains("table") && !selected.contains("solver") { runSelfSizingTableBenchmark() }
    if runAll || selected.contains("layout") { runLayoutBenchmarks() }
    if runAll || selected.contains("allocation") { runAllocationBenchmarks() }
    if runAll || selected.contains("depth") { runDepthBenchmarks() }
    if runAll || selected.contains("transitions") { runTransitionBenchmarks(defaultCount: runAll ? 20 : 1000) }

    if runAll || selected.contains("storyboard") { runStoryboardBenchmarks() }
    if runAll || selected.contains("live") { runLiveBenchmarks() }
    if selected.contains("scene-render") { runSceneRenderProfile() }
    if selected.contains("scene-incremental") { runIncrementalProfile() }
    if selected.contains("scene-frame") { runFrameProfile() }
}
