import UIKitHost

/// What it costs to make and release objects: views (each with its layer), controllers and
/// constraints, 10,000 at a time (issue 11 measured the NSObject roots with it).
@MainActor
func runAllocationBenchmarks() {
    let device = VirtualDevice()
    print("Allocation benchmark: make and release 10,000 objects (median of 21 runs)")
    print("| objects | total | per object |")
    print("|---|---|---|")
    func row(_ label: String, _ body: () -> Void) {
        let seconds = medianSeconds(iterations: 21, body)
        print(
            "| \(label) | \(String(format: "%.2f ms", seconds * 1e3)) | \(String(format: "%.0f ns", seconds * 1e9 / 10_000)) |"
        )
    }
    row("UIView (with its CALayer)") {
        var views: [UIView] = []
        views.reserveCapacity(10_000)
        for _ in 0..<10_000 { views.append(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
        precondition(views.count == 10_000)
    }
    row("CALayer") {
        var layers: [CALayer] = []
        layers.reserveCapacity(10_000)
        for _ in 0..<10_000 { layers.append(CALayer()) }
        precondition(layers.count == 10_000)
    }
    row("UIViewController (view not loaded)") {
        var controllers: [UIViewController] = []
        controllers.reserveCapacity(10_000)
        for _ in 0..<10_000 { controllers.append(UIViewController()) }
        precondition(controllers.count == 10_000)
    }
    device.runUntilIdle()
}
