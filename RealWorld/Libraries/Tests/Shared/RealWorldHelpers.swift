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

/// A settled phone (390 x 844 points) whose window shows `root`.
@MainActor
func phone(showing root: UIViewController) -> VirtualDevice {
    let device = VirtualDevice()
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
