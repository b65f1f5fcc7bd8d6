// Stops: SPStorkController's drag checks (found after hand-fixing its compile errors): the first
// `.changed` of its pan never returns. Its presentation controller deactivates and re-activates
// the same three constraints on its snapshot container in every
// `containerViewWillLayoutSubviews()`; the sample stack is CATransaction.flushPasses ->
// CALayer.layoutSubtreeIfNeeded -> UITransitionView.layoutSubviews ->
// containerViewWillLayoutSubviews -> NSLayoutConstraint.isActive -> LayoutEngine.uninstall,
// forever.
// Cause: activating a constraint during layout marks the view as needing layout again even when
// the solution does not change, so layout passes repeat. In the controller below, showing it runs
// `viewWillLayoutSubviews` 201 times, and one `setNeedsLayout` then about 6,000 times within 0.1 s
// of virtual time. On iOS, re-creating an equal constraint in `viewWillLayoutSubviews` costs one
// extra solve, not another pass (libraries such as SPStorkController rely on it).
// Expected: each layout pass calls `viewWillLayoutSubviews` once.
import Testing
import UIKit
import UIKitTesting

private final class RebuildingController: UIViewController {
    let box = UIView()
    var top: NSLayoutConstraint?
    var passes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: view.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        passes += 1
        top?.isActive = false
        top = box.topAnchor.constraint(equalTo: view.topAnchor, constant: 30)
        top?.isActive = true
    }
}

@MainActor
@Test func rebuildingAnEqualConstraintDuringLayoutDoesNotRepeatThePass() {
    let controller = RebuildingController()
    let device = VirtualDevice()
    device.window.rootViewController = controller
    _ = device.runUntilIdle()
    #expect(controller.passes < 5)
    controller.passes = 0
    controller.view.setNeedsLayout()
    device.advance(by: 0.1)
    #expect(controller.passes == 1)
    #expect(controller.box.frame == CGRect(x: 0, y: 30, width: 100, height: 100))
}
