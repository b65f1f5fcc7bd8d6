import UIKitHost

/// A screen worth rendering: a label and a few coloured views, so each frame draws something.
@MainActor
private final class BenchScreen: UIViewController {
    let hue: CGFloat
    init(hue: CGFloat) {
        self.hue = hue
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        view.backgroundColor = UIColor(hue: hue, saturation: 0.3, brightness: 1, alpha: 1)
        for i in 0..<6 {
            let box = UIView(frame: CGRect(x: 20, y: 120 + CGFloat(i) * 90, width: 350, height: 70))
            box.backgroundColor = UIColor(hue: hue, saturation: 0.8, brightness: 0.8, alpha: 1)
            box.layer.cornerRadius = 12
            view.addSubview(box)
        }
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 350, height: 30))
        label.text = "Screen \(Int(hue * 100))"
        view.addSubview(label)
    }
}

/// Animated transitions back to back (push, present, dismiss, pop), every frame rendered at @3x
/// as a screen would be: wall time per transition and hitches (renders over 8.33 ms, half a
/// 60 Hz frame) per transition, each beside its goal. The issue's figure is 1,000 transitions,
/// minutes of rendering, so the run of every row takes a sample of `defaultCount` instead;
/// `UIKIT_BENCH_TRANSITIONS` sets the count either way.
@MainActor
func runTransitionBenchmarks(defaultCount: Int) {
    let count = Int(ProcessInfo.processInfo.environment["UIKIT_BENCH_TRANSITIONS"] ?? "") ?? defaultCount
    let device = makeBenchDevice(scale: 3)
    let navigation = UINavigationController(rootViewController: BenchScreen(hue: 0.1))
    device.window.rootViewController = navigation
    device.runUntilIdle()
    _ = device.screenshot()
    var frames = 0, hitches = 0, incomplete = 0
    var renderTotal: UInt64 = 0, stepTotal: UInt64 = 0
    func settle() {
        repeat {
            let stepStart = DispatchTime.now().uptimeNanoseconds
            device.advance(by: 1.0 / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = device.screenshot()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            stepTotal += start - stepStart
            renderTotal += elapsed
            frames += 1
            if elapsed > 8_333_333 {
                hitches += 1
                // Which frame, so a hitch can be told from the machine being busy elsewhere.
                let line = String(
                    format: "hitch: frame %d (transition %d) rendered in %.2f ms\n", frames, currentIndex,
                    Double(elapsed) / 1e6)
                FileHandle.standardError.write(Data(line.utf8))
            }
        } while !device.runUntilIdle(limit: 0)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    var currentIndex = 0
    for i in 0..<count {
        currentIndex = i
        switch i % 4 {
        case 0: navigation.pushViewController(BenchScreen(hue: CGFloat(i % 10) / 10), animated: true)
        case 1: navigation.present(BenchScreen(hue: 0.6), animated: true)
        case 2: navigation.dismiss(animated: true)
        default: navigation.popViewController(animated: true)
        }
        settle()
        // A transition refused or left half-way would make the figures meaningless.
        let expected = (stack: i % 4 == 3 ? 1 : 2, presented: i % 4 == 1)
        if navigation.viewControllers.count != expected.stack
            || (navigation.presentedViewController != nil) != expected.presented
        {
            incomplete += 1
        }
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let perTransition = wall * 1e3 / Double(max(count, 1))
    // My choice of goal: rendering keeps up with a 60 Hz display, so a transition takes no
    // more wall time than it lasts on screen.
    let onScreen = Double(frames) / Double(max(count, 1)) / 60 * 1e3
    let hitchRate = Double(hitches) / Double(max(count, 1))
    print(
        "Transition throughput: \(count) animated transitions (push, present, dismiss, pop), every frame rendered at @3x"
    )
    print(
        "| transitions | frames | wall time per transition | goal (its length on screen; my choice) | clock step per frame (mean) | render per frame (mean) | hitches (render > 8.33 ms) per transition | goal | incomplete |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    print(
        "| \(count) | \(frames) | \(String(format: "%.1f ms", perTransition)) | ≤ \(String(format: "%.0f ms", onScreen)) (\(perTransition <= onScreen ? "met" : "not met")) | \(String(format: "%.2f ms", Double(stepTotal) / 1e6 / Double(max(frames, 1)))) | \(String(format: "%.2f ms", Double(renderTotal) / 1e6 / Double(max(frames, 1)))) | \(String(format: "%.3f", hitchRate)) (\(hitches) in \(frames) frames) | 0 (\(hitches == 0 ? "met" : "not met")) | \(incomplete) |"
    )
}
