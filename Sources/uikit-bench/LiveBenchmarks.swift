import Foundation
import UIKitHost
import UIKitLive

/// An ordinary idle screen: a navigation bar, a label, a button and a few coloured views.
@MainActor
private final class LiveBenchScreen: UIViewController {
    override func viewDidLoad() {
        title = "Idle"
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 110, width: 350, height: 30))
        label.text = "Nothing moves here"
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 150, width: 120, height: 44)
        button.setTitle("Button", for: .normal)
        view.addSubview(button)
        for i in 0..<5 {
            let box = UIView(frame: CGRect(x: 20, y: 210 + CGFloat(i) * 90, width: 350, height: 70))
            box.backgroundColor = UIColor(hue: CGFloat(i) / 5, saturation: 0.5, brightness: 0.9, alpha: 1)
            box.layer.cornerRadius = 12
            view.addSubview(box)
        }
    }
}

/// The CPU a live window costs per wall second, with SDL's dummy video driver standing in for
/// a display: an idle screen with the host waking every frame (before) and sleeping until
/// something is due (after), and one moving 40 x 40 view for contrast.
/// `UIKIT_BENCH_LIVE_SECONDS` sets each row's wall time (3 s by default).
@MainActor
func runLiveBenchmarks() {
    setenv("SDL_VIDEODRIVER", "dummy", 0)
    let seconds = Double(ProcessInfo.processInfo.environment["UIKIT_BENCH_LIVE_SECONDS"] ?? "") ?? 3
    let driver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? "dummy"
    print(
        "Live window: \(String(format: "%.1f", seconds)) s of wall time per row, SDL video driver \(driver), 390x844 @1x"
    )
    print(
        "| screen | host | CPU per wall second (goal ≤ 1 % of one core when idle; my choice) | wakeups per second | frames presented |"
    )
    print("|---|---|---|---|---|")
    let screens: [(name: String, stillViews: Int, animating: Bool)] = [
        ("idle", 0, false), ("idle, 1,000 more still views", 1000, false), ("one 40 x 40 view moving", 0, true),
    ]
    for (name, stillViews, animating) in screens {
        for waits in [false, true] where waits || !animating {
            let row = measureLiveWindow(
                stillViews: stillViews, animating: animating, waitsWhenIdle: waits, seconds: seconds)
            let goal = animating ? "" : (row.cpu <= 0.01 ? " (met)" : " (not met)")
            print(
                "| \(name) | \(waits ? "after: sleeps until due" : "before: wakes at 60 Hz") | \(String(format: "%.2f %%", row.cpu * 100))\(goal) | \(String(format: "%.1f", row.wakeups)) | \(row.presented) |"
            )
        }
    }
}

/// Runs a live window for `seconds` and returns the CPU used per wall second (1 = one core),
/// wakeups per wall second and frames presented, counted from the first frame on so opening
/// the window and the first full render stay out of it.
@MainActor
private func measureLiveWindow(stillViews: Int, animating: Bool, waitsWhenIdle: Bool, seconds: Double) -> (
    cpu: Double, wakeups: Double, presented: Int
) {
    let device = VirtualDevice()
    device.window.rootViewController = UINavigationController(rootViewController: LiveBenchScreen())
    for i in 0..<stillViews {
        let view = UIView(frame: CGRect(x: CGFloat(i % 38) * 10, y: 100 + CGFloat(i / 38) * 20, width: 8, height: 8))
        view.backgroundColor = UIColor(white: CGFloat(i % 10) / 10, alpha: 1)
        device.window.addSubview(view)
    }
    device.runUntilIdle()
    if animating {
        let mover = UIView(frame: CGRect(x: 20, y: 700, width: 40, height: 40))
        mover.backgroundColor = .systemRed
        device.window.addSubview(mover)
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
            mover.center.x += 300
        }
    }
    var options = LiveOptions()
    options.duration = seconds
    options.waitsWhenIdle = waitsWhenIdle
    let host = LiveHost(device: device, options: options)
    var first: (cpu: Double, wall: UInt64, wakeups: Int, presented: Int)?
    host.onFrame = { [unowned host] in
        if first == nil {
            first = (cpuSeconds(), DispatchTime.now().uptimeNanoseconds, host.wakeups, host.presentedFrames)
        }
    }
    do { try host.run() } catch {
        print("| live window failed: \(error) |")
        return (0, 0, 0)
    }
    guard let first else { return (0, 0, 0) }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - first.wall) / 1e9
    return (
        (cpuSeconds() - first.cpu) / wall, Double(host.wakeups - first.wakeups) / wall,
        host.presentedFrames - first.presented
    )
}

/// User and system CPU time this process has used, in seconds.
private func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
