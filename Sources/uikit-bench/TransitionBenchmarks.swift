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
/// as a screen would be: wall time per transition and hitches (renders over 8.33 ms) per
/// transition. `UIKIT_BENCH_TRANSITIONS` sets how many (1,000 by default).
@MainActor
func runTransitionBenchmarks() {
    let count = Int(ProcessInfo.processInfo.environment["UIKIT_BENCH_TRANSITIONS"] ?? "") ?? 1000
    let device = VirtualDevice(size: CGSize(width: 390, height: 844), scale: 3)
    let navigation = UINavigationController(rootViewController: BenchScreen(hue: 0.1))
    device.window.rootViewController = navigation
    device.runUntilIdle()
    _ = device.screenshot()
    var frames = 0, hitches = 0
    var renderTotal: UInt64 = 0
    func settle() {
        repeat {
            device.advance(by: 1.0 / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = device.screenshot()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            renderTotal += elapsed
            frames += 1
            if elapsed > 8_333_333 { hitches += 1 }
        } while !device.runUntilIdle(limit: 0)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    for i in 0..<count {
        switch i % 4 {
        case 0: navigation.pushViewController(BenchScreen(hue: CGFloat(i % 10) / 10), animated: true)
        case 1: navigation.present(BenchScreen(hue: 0.6), animated: true)
        case 2: navigation.dismiss(animated: true)
        default: navigation.popViewController(animated: true)
        }
        settle()
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(
        "Transition throughput: \(count) animated transitions (push, present, dismiss, pop), every frame rendered at @3x"
    )
    print(
        "| transitions | frames | wall time per transition | render per frame (mean) | hitches (> 8.33 ms) per transition |"
    )
    print("|---|---|---|---|---|")
    print(
        "| \(count) | \(frames) | \(String(format: "%.1f ms", wall * 1e3 / Double(count))) | \(String(format: "%.2f ms", Double(renderTotal) / 1e6 / Double(max(frames, 1)))) | \(String(format: "%.2f", Double(hitches) / Double(count))) |"
    )
}
