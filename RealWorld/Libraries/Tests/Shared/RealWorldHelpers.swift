// Helpers every library's checks share; Scripts/realworld-libraries.sh copies this file into each
// check target, so it must stay free of any one library's API.
import UIKit
import UIKitTesting

/// A controller that records its appearance callbacks, to see that they come balanced.
class RecordingController: UIViewController {
    var events: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
}

/// Every phone made by `phone(showing:)`, kept for the whole run: a device torn down while a
/// check still holds its controllers would undo their presentations under the check.
@MainActor private var phones: [VirtualDevice] = []

/// A settled phone (390 x 844 points) whose window shows `root`.
@MainActor
func phone(showing root: UIViewController) -> VirtualDevice {
    let device = VirtualDevice()
    phones.append(device)
    device.window.rootViewController = root
    _ = device.runUntilIdle()
    return device
}

/// Every view under `view`, depth first.
@MainActor
func allSubviews(of view: UIView) -> [UIView] {
    view.subviews + view.subviews.flatMap { allSubviews(of: $0) }
}

/// The frame of `view` in its window's coordinates.
@MainActor
func windowFrame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
}

/// Drags one finger from `from` to `to` in ten steps over `duration` seconds of virtual time and
/// keeps it down there, so a check can look mid-gesture; `device.endTouches()` lifts it.
@MainActor
func dragAndHold(_ device: VirtualDevice, from: CGPoint, to: CGPoint, duration: TimeInterval = 1) {
    device.beginTouches(at: [from])
    for step in 1...10 {
        device.advance(by: duration / 10)
        let f = CGFloat(step) / 10
        device.moveTouches(to: [CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)])
    }
    device.advance(by: 0.05)
}

/// Where `view` is on screen now, as the presentation layers show it mid-animation.
@MainActor
func shownFrame(of view: UIView) -> CGRect {
    let layer = view.layer.presentation() ?? view.layer
    guard let superlayer = view.superview?.layer else { return layer.frame }
    return superlayer.convert(layer.frame, to: nil)
}
