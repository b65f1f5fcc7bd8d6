import QuartzCore
import UIKitHost

/// Times `body` `iterations` times and returns the median in seconds.
@MainActor
func medianSeconds(iterations: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// How the benchmarks render: `UIKIT_BENCH_ONE_CORE=1` writes every render's fills on the
/// rendering thread alone.
let benchRenderOptions = LayerRenderer.Options(
    sharesFillsAmongCores: ProcessInfo.processInfo.environment["UIKIT_BENCH_ONE_CORE"] != "1")

/// A device of `size` points at `scale` that renders with `benchRenderOptions`.
@MainActor
func makeBenchDevice(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat) -> VirtualDevice {
    let device = VirtualDevice(size: size, scale: scale)
    device.renderOptions = benchRenderOptions
    return device
}

/// A 1,000-view scene: a grid of small rounded, coloured views, every one animating.
@MainActor
func makeScene(on device: VirtualDevice) -> [UIView] {
    var views: [UIView] = []
    let size = device.window.bounds.size
    let columns = 25, rows = 40
    let w = size.width / CGFloat(columns), h = size.height / CGFloat(rows)
    for i in 0..<1000 {
        let v = UIView(
            frame: CGRect(x: CGFloat(i % columns) * w, y: CGFloat(i / columns) * h, width: w - 2, height: h - 2))
        v.backgroundColor = UIColor(hue: CGFloat(i % 97) / 97, saturation: 0.7, brightness: 0.9, alpha: 1)
        v.layer.cornerRadius = 3
        device.window.addSubview(v)
        views.append(v)
    }
    device.runUntilIdle()
    UIView.animate(withDuration: 1000, delay: 0, options: [.curveEaseInOut]) {
        for (i, v) in views.enumerated() {
            v.center.x += CGFloat(i % 7)
            v.alpha = 0.5
        }
    }
    device.advance(by: 1.0 / 60)
    return views
}

/// The median time to copy a screen's worth of pixels at `scale` (the yardstick for renders).
@MainActor
func pixelCopySeconds(scale: CGFloat) -> Double {
    let pixels = Int(390 * scale) * Int(844 * scale) * 4
    let source = [UInt8](repeating: 7, count: pixels)
    var destination = [UInt8](repeating: 0, count: pixels)
    let copy = medianSeconds(iterations: 31) {
        destination.withUnsafeMutableBytes { d in source.withUnsafeBytes { s in d.copyMemory(from: s) } }
    }
    precondition(destination[pixels - 1] == 7)
    return copy
}

@MainActor
func runSceneBenchmarks() {
    func ms(_ s: Double) -> String { String(format: "%.3f ms", s * 1000) }
    func us(_ s: Double) -> String { String(format: "%.1f µs", s * 1e6) }
    print("Scene benchmark: 1,000 animating views (position + opacity each)")
    print(
        "| screen | frame (display link + animation sweep; goal ≤ 80 µs) | presentation() of all layers | full render | full render on one core | plain copy of the pixels | full render / copy (goal ≤ 5 at @3x) |"
    )
    print("|---|---|---|---|---|---|---|")
    for (label, scale) in [("390x844 @1x", CGFloat(1)), ("1170x2532 @3x", CGFloat(3))] {
        let device = makeBenchDevice(scale: scale)
        let views = makeScene(on: device)
        let frame = medianSeconds(iterations: 60) { device.advance(by: 1.0 / 60) }
        let evaluate = medianSeconds(iterations: 60) {
            var sum: CGFloat = 0
            for v in views { sum += v.layer.presentation()!.position.x }
            precondition(sum > 0)
        }
        let size = device.window.bounds.size
        let render = medianSeconds(iterations: 21) {
            _ = LayerRenderer.render(
                device.window.layer, size: size, scale: scale, background: .black, options: benchRenderOptions)
        }
        let oneCore = medianSeconds(iterations: 21) {
            _ = LayerRenderer.render(
                device.window.layer, size: size, scale: scale, background: .black,
                options: LayerRenderer.Options(sharesFillsAmongCores: false))
        }
        let copy = pixelCopySeconds(scale: scale)
        print(
            "| \(label) | \(us(frame)) | \(ms(evaluate)) | \(ms(render)) | \(ms(oneCore)) | \(ms(copy)) | \(String(format: "%.1f", render / copy)) |"
        )
    }
    runIncrementalBenchmark()
}

/// The 1,000 views held still, with a 40 x 40 view moving over them for 1,000 seconds; one
/// frame already shown.
@MainActor
func makeIncrementalScene(scale: CGFloat) -> VirtualDevice {
    let device = makeBenchDevice(scale: scale)
    let views = makeScene(on: device)
    for v in views { v.layer.removeAllAnimations() }
    let mover = UIView(frame: CGRect(x: 20, y: 300, width: 40, height: 40))
    mover.backgroundColor = .systemRed
    mover.layer.cornerRadius = 8
    device.window.addSubview(mover)
    device.runUntilIdle()
    UIView.animate(withDuration: 1000, delay: 0, options: [.curveLinear]) { mover.center.x += 300 }
    device.advance(by: 1.0 / 60)
    _ = device.screenshot()
    return device
}

/// One small view animating over 1,000 still ones: each frame is the clock step plus an
/// incremental screenshot, which repaints only the damaged region.
@MainActor
func runIncrementalBenchmark() {
    print("Incremental frames: a 40 x 40 view moving over 1,000 still views (frame + screenshot)")
    print("| screen | full render | incremental frame | plain copy | incremental / copy (goal ≤ 1) | damaged pixels |")
    print("|---|---|---|---|---|---|")
    for (label, scale) in [("390x844 @1x", CGFloat(1)), ("1170x2532 @3x", CGFloat(3))] {
        let device = makeIncrementalScene(scale: scale)
        let size = device.window.bounds.size
        let full = medianSeconds(iterations: 21) {
            _ = LayerRenderer.render(
                device.window.layer, size: size, scale: scale, background: .black, options: benchRenderOptions)
        }
        let frame = medianSeconds(iterations: 60) {
            device.advance(by: 1.0 / 60)
            _ = device.screenshot()
        }
        let damage = device.renderer.lastDamage
        let copy = pixelCopySeconds(scale: scale)
        func ms(_ s: Double) -> String { String(format: "%.3f ms", s * 1000) }
        print(
            "| \(label) | \(ms(full)) | \(ms(frame)) | \(ms(copy)) | \(String(format: "%.2f", frame / copy)) | \(Int(damage.width)) x \(Int(damage.height)) |"
        )
    }
}

/// Renders the animating scene at @3x `UIKIT_BENCH_RENDERS` times and nothing else (for `perf`).
@MainActor
func runSceneRenderProfile() {
    let count = Int(ProcessInfo.processInfo.environment["UIKIT_BENCH_RENDERS"] ?? "") ?? 200
    let device = makeBenchDevice(scale: 3)
    _ = makeScene(on: device)
    let size = device.window.bounds.size
    let seconds = medianSeconds(iterations: count) {
        _ = LayerRenderer.render(
            device.window.layer, size: size, scale: 3, background: .black, options: benchRenderOptions)
    }
    print(String(format: "full render @3x, median of %d: %.3f ms", count, seconds * 1000))
}

/// Runs `UIKIT_BENCH_RENDERS` incremental frames of the moving view over 1,000 still ones at
/// @3x and nothing else (for `perf`).
@MainActor
func runIncrementalProfile() {
    let count = Int(ProcessInfo.processInfo.environment["UIKIT_BENCH_RENDERS"] ?? "") ?? 2000
    let device = makeIncrementalScene(scale: 3)
    let seconds = medianSeconds(iterations: count) {
        device.advance(by: 1.0 / 60)
        _ = device.screenshot()
    }
    print(String(format: "incremental frame @3x, median of %d: %.3f ms", count, seconds * 1000))
}

/// Runs `UIKIT_BENCH_RENDERS` frames (display link and animation sweep, no rendering) of the
/// 1,000 animating views and nothing else (for `perf`).
@MainActor
func runFrameProfile() {
    let count = Int(ProcessInfo.processInfo.environment["UIKIT_BENCH_RENDERS"] ?? "") ?? 20000
    let device = makeBenchDevice(scale: 3)
    _ = makeScene(on: device)
    let seconds = medianSeconds(iterations: count) { device.advance(by: 1.0 / 60) }
    print(String(format: "frame, median of %d: %.1f µs", count, seconds * 1e6))
}
