import Foundation
import UIKitHost

/// What one container operation costs at depth 10, 100, 1,000 and 10,000 of the stack or chain
/// it works on. The goal is O(1) in the depth: at most 1.5x between depth 10 and depth 10,000.
@MainActor
func runDepthBenchmarks() {
    print("Depth benchmark: one operation (median) on a stack or chain of the given depth; goal ≤ 1.5x 10 → 10,000")
    print("| operation | depth 10 | depth 100 | depth 1,000 | depth 10,000 | 10,000 / 10 | goal |")
    print("|---|---|---|---|---|---|---|")
    // For profiling one row at one depth: UIKIT_BENCH_DEPTH_ROW=present UIKIT_BENCH_DEPTHS=10000.
    let environment = ProcessInfo.processInfo.environment
    let onlyRow = environment["UIKIT_BENCH_DEPTH_ROW"]
    let depths = environment["UIKIT_BENCH_DEPTHS"].map { $0.split(separator: ",").compactMap { Int($0) } }
    func row(_ label: String, _ measure: (Int) -> Double) {
        if let onlyRow, !label.contains(onlyRow) { return }
        if let depths {
            for depth in depths {
                print("| \(label) | depth \(depth) | \(String(format: "%.1f µs", measure(depth) * 1e6)) |")
            }
            return
        }
        let figures = [10, 100, 1000, 10_000].map(measure)
        func us(_ s: Double) -> String { String(format: "%.1f µs", s * 1e6) }
        let ratio = figures[3] / figures[0]
        let cells = figures.map(us).joined(separator: " | ")
        print(
            "| \(label) | \(cells) | \(String(format: "%.2fx", ratio)) | ≤ 1.5x \(ratio <= 1.5 ? "met" : "not met") |")
    }
    row("push + pop (not animated)") { depth in
        let device = VirtualDevice()
        let navigation = UINavigationController()
        device.window.rootViewController = navigation
        navigation.setViewControllers((0..<depth).map { _ in UIViewController() }, animated: false)
        device.runUntilIdle()
        return boundedMedian {
            navigation.pushViewController(UIViewController(), animated: false)
            device.advance(by: 0)
            navigation.popViewController(animated: false)
            device.advance(by: 0)
        }
    }
    row("setViewControllers (one more, then back)") { depth in
        let device = VirtualDevice()
        let navigation = UINavigationController()
        device.window.rootViewController = navigation
        let stack = (0..<depth).map { _ in UIViewController() }
        navigation.setViewControllers(stack, animated: false)
        device.runUntilIdle()
        // The caller's arrays are built once: building one is the caller's O(depth), not the
        // operation's.
        let longer = stack + [UIViewController()]
        return boundedMedian {
            navigation.setViewControllers(longer, animated: false)
            device.advance(by: 0)
            navigation.setViewControllers(stack, animated: false)
            device.advance(by: 0)
        }
    }
    // Every presentation style, each link of the chain settled with `runUntilIdle()` as an app's
    // presentations settle, then one more present + dismiss on its top.
    let styles: [(String, UIModalPresentationStyle)] = [
        ("fullScreen", .fullScreen), ("pageSheet", .pageSheet), ("formSheet", .formSheet),
        ("overFullScreen", .overFullScreen), ("currentContext", .currentContext),
        ("overCurrentContext", .overCurrentContext), ("popover", .popover), ("custom", .custom),
        ("automatic", .automatic),
    ]
    for (name, style) in styles {
        row("present + dismiss (not animated, .\(name))") { depth in
            let device = VirtualDevice()
            let root = UIViewController()
            device.window.rootViewController = root
            device.runUntilIdle()
            var top = root
            for _ in 1..<depth {
                let next = styled(UIViewController(), style, over: top)
                top.present(next, animated: false)
                device.runUntilIdle()
                top = next
            }
            var reached = 1
            var walker = root
            while let next = walker.presentedViewController, next !== walker { (reached, walker) = (reached + 1, next) }
            if reached != depth { print("\(name) chain reached depth \(reached) of \(depth)") }
            let seconds = boundedMedian { presentAndDismiss(on: top, style, device) }
            root.dismiss(animated: false)
            device.runUntilIdle()
            return seconds
        }
    }
    row("addChild + removeFromParent (siblings)") { depth in
        let device = VirtualDevice()
        let parent = UIViewController()
        device.window.rootViewController = parent
        for _ in 0..<depth {
            let child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        device.runUntilIdle()
        return boundedMedian {
            let child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            device.advance(by: 0)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            device.advance(by: 0)
        }
    }
}

/// One present + dismiss, kept out of line so a profiler can count it apart from the setup
/// (`valgrind --tool=callgrind --toggle-collect='*presentAndDismiss*'`).
@MainActor
@inline(never)
private func presentAndDismiss(on top: UIViewController, _ style: UIModalPresentationStyle, _ device: VirtualDevice) {
    top.present(styled(UIViewController(), style, over: top), animated: false)
    device.runUntilIdle()
    top.dismiss(animated: false)
    device.runUntilIdle()
}

/// `vc` set up for `style` (a popover anchored on the presenter's view).
@MainActor
private func styled(_ vc: UIViewController, _ style: UIModalPresentationStyle, over presenter: UIViewController)
    -> UIViewController
{
    vc.modalPresentationStyle = style
    if style == .popover { vc.popoverPresentationController?.sourceView = presenter.view }
    return vc
}

/// The median of up to 41 runs of `body`, stopping early once 3 seconds have gone (so a
/// quadratic path still reports a figure instead of running for hours).
@MainActor
private func boundedMedian(_ body: () -> Void) -> Double {
    var samples: [Double] = []
    let deadline = DispatchTime.now().uptimeNanoseconds + 3_000_000_000
    while samples.count < 41 && (samples.count < 3 || DispatchTime.now().uptimeNanoseconds < deadline) {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}
