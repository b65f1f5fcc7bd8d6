// Deliberately a plain `import UIKit`, as a client's file has: every override below compiles
// only because the member is `open` in its class body, as Apple declares it.
import Testing
import UIKit
import UIKitTesting

/// Overrides the members UIKit code most often overrides, one subclass per class, and checks
/// per group that UIKit calls the override.
@MainActor
@Suite(.checksLifetimes) struct OpenMemberOverrideTests {
    final class ClientLayer: CALayer {
        var log: [String] = []
        override var frame: CGRect { didSet { log.append("frame") } }
        override var bounds: CGRect { didSet { log.append("bounds") } }
        override var position: CGPoint { didSet { log.append("position") } }
        override var cornerRadius: CGFloat { didSet { log.append("cornerRadius") } }
        override var opacity: Float { didSet { log.append("opacity") } }
        override var backgroundColor: CGColor? { didSet { log.append("backgroundColor") } }
        override func layoutSublayers() {
            super.layoutSublayers()
            log.append("layoutSublayers")
        }
        override func draw(in ctx: CGContext) {
            log.append("draw")
            super.draw(in: ctx)
        }
        override func display() {
            super.display()
            log.append("display")
        }
        override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
        override class func needsDisplay(forKey key: String) -> Bool { super.needsDisplay(forKey: key) }
        override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
        override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
        override func addSublayer(_ layer: CALayer) {
            log.append("addSublayer")
            super.addSublayer(layer)
        }
        override func removeFromSuperlayer() { super.removeFromSuperlayer() }
    }

    final class ClientView: UIView {
        var log: [String] = []
        override class var layerClass: AnyClass { ClientLayer.self }
        override class var requiresConstraintBasedLayout: Bool { true }
        override var frame: CGRect { didSet { log.append("frame") } }
        override var bounds: CGRect { didSet { log.append("bounds") } }
        override var center: CGPoint { didSet { log.append("center") } }
        override var transform: CGAffineTransform { didSet { log.append("transform") } }
        override var backgroundColor: UIColor? { didSet { log.append("backgroundColor") } }
        override var layoutMargins: UIEdgeInsets { didSet { log.append("layoutMargins") } }
        override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }
        override var canBecomeFirstResponder: Bool { true }
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
        override func sizeToFit() {
            log.append("sizeToFit")
            super.sizeToFit()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews")
        }
        override func draw(_ rect: CGRect) { log.append("draw") }
        override func updateConstraints() {
            log.append("updateConstraints")
            super.updateConstraints()
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
        }
        override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow") }
        override func didMoveToWindow() { log.append("didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
        override func addSubview(_ view: UIView) {
            log.append("addSubview")
            super.addSubview(view)
        }
        override func removeFromSuperview() {
            log.append("removeFromSuperview")
            super.removeFromSuperview()
        }
        override func setNeedsLayout() { super.setNeedsLayout() }
        override func layoutIfNeeded() { super.layoutIfNeeded() }
        override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
        override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
        override func tintColorDidChange() { super.tintColorDidChange() }
        override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { CGSize(width: 7, height: 7) }
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            log.append("hitTest")
            return super.hitTest(point, with: event)
        }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            super.point(inside: point, with: event)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesBegan") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesMoved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesEnded") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("touchesCancelled")
        }
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
        override func layoutSublayers(of layer: CALayer) {
            log.append("layoutSublayersOfLayer")
            super.layoutSublayers(of: layer)
        }
        override func action(for layer: CALayer, forKey event: String) -> CAAction? {
            super.action(for: layer, forKey: event)
        }
    }

    final class ClientController: UIViewController {
        var log: [String] = []
        override var modalPresentationStyle: UIModalPresentationStyle {
            get { .overFullScreen }
            set {}
        }
        override var navigationItem: UINavigationItem { super.navigationItem }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { false }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var shouldAutorotate: Bool { true }
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
        override var childForStatusBarStyle: UIViewController? { nil }
        override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
        override var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
        override var preferredContentSize: CGSize {
            get { CGSize(width: 100, height: 200) }
            set {}
        }
        override func loadView() {
            log.append("loadView")
            view = ClientView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.append("viewWillLayoutSubviews")
        }
        override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
        override func updateViewConstraints() { super.updateViewConstraints() }
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
        }
        override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
        override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            log.append("present")
            super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            log.append("dismiss")
            super.dismiss(animated: flag, completion: completion)
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    }

    final class ClientControl: UIControl {
        var log: [String] = []
        override var isHighlighted: Bool { didSet { log.append("highlighted=\(isHighlighted)") } }
        override var isEnabled: Bool { didSet { log.append("enabled") } }
        override var isSelected: Bool { didSet { log.append("selected") } }
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("beginTracking")
            return super.beginTracking(touch, with: event)
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            super.continueTracking(touch, with: event)
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            log.append("endTracking")
            super.endTracking(touch, with: event)
        }
        override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    }

    final class ClientScrollView: UIScrollView {
        var offsets: [CGFloat] = []
        override var contentOffset: CGPoint { didSet { offsets.append(contentOffset.y) } }
        override var contentSize: CGSize { didSet {} }
        override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            super.setContentOffset(contentOffset, animated: false)
        }
        override var panGestureRecognizer: UIPanGestureRecognizer { super.panGestureRecognizer }
    }

    final class ClientPresentationController: UIPresentationController {
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 10, y: 100, width: 200, height: 300) }
        override var presentedView: UIView? { super.presentedView }
        override var shouldRemovePresentersView: Bool { false }
        override func presentationTransitionWillBegin() { log.append("presentationWillBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationDidEnd") }
        override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd") }
        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        override func size(
            forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize { super.size(forChildContentContainer: container, withParentContainerSize: parentSize) }
    }

    final class ClientTransitioning: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            ClientPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    final class ClientRecognizer: UIGestureRecognizer {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("began")
            state = .began
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
        override func reset() {
            super.reset()
            log.append("reset")
        }
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func layerOverridesAreCalledByCoreAnimation() {
        let device = VirtualDevice()
        let view = ClientView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let layer = view.layer as! ClientLayer
        layer.log.removeAll()
        device.window.addSubview(view)
        layer.cornerRadius = 4
        layer.opacity = 0.5
        layer.addSublayer(CALayer())
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        device.runUntilIdle()
        #expect(layer.log.contains("cornerRadius") && layer.log.contains("opacity"))
        #expect(layer.log.contains("addSublayer") && layer.log.contains("frame"))
        #expect(layer.log.contains("layoutSublayers") && layer.log.contains("display"))
    }

    @Test func viewOverridesAreCalledByUIKit() {
        let device = VirtualDevice()
        let parent = ClientView(frame: device.window.bounds)
        let view = ClientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.log == ["frame"], "UIView.init sets the frame through the override")
        view.log.removeAll()
        device.window.addSubview(parent)
        parent.addSubview(view)
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 44, height: 22))
        #expect(
            view.log.prefix(4) == ["willMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didMoveToSuperview"])
        #expect(parent.log.contains("addSubview") && parent.log.contains("didAddSubview"))
        #expect(view.log.contains("sizeToFit") && view.log.contains("frame"))
        view.center = CGPoint(x: 100, y: 100)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.layoutMargins = .zero
        #expect(view.log.contains("center") && view.log.contains("transform") && view.log.contains("layoutMargins"))
        device.runUntilIdle()
        #expect(view.log.contains("layoutSubviews") && view.log.contains("draw"))
        #expect(view.log.contains("layoutSublayersOfLayer"))
        #expect(view.systemLayoutSizeFitting(.zero) == CGSize(width: 7, height: 7))
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.log.contains("hitTest") && view.log.contains("touchesBegan") && view.log.contains("touchesEnded"))
        view.removeFromSuperview()
        #expect(view.log.last == "didMoveToSuperview" && parent.log.contains("willRemoveSubview"))
        #expect(view.log.contains("removeFromSuperview"))
    }

    @Test func controllerOverridesAreCalledByUIKit() {
        let device = VirtualDevice()
        let root = ClientController()
        device.window.rootViewController = root
        device.runUntilIdle()
        #expect(root.log.prefix(3) == ["loadView", "viewDidLoad", "viewWillAppear"])
        #expect(root.log.contains("viewDidAppear") && root.log.contains("viewWillLayoutSubviews"))
        let presented = ClientController()
        #expect(presented.modalPresentationStyle == .overFullScreen)
        #expect(presented.preferredContentSize == CGSize(width: 100, height: 200))
        root.present(presented, animated: false)
        device.runUntilIdle()
        #expect(root.log.contains("present"))
        #expect(presented.presentationController?.presentationStyle == .overFullScreen)
        presented.dismiss(animated: false)
        device.runUntilIdle()
        #expect(presented.log.contains("dismiss"))
        #expect(root.presentedViewController == nil)
    }

    @Test func controlScrollPresentationAndRecognizerOverridesAreCalled() {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        let control = ClientControl(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        root.view.addSubview(control)
        let scroll = ClientScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        scroll.contentSize = CGSize(width: 390, height: 1000)
        root.view.addSubview(scroll)
        let recognizer = ClientRecognizer(target: nil, action: nil)
        control.addGestureRecognizer(recognizer)
        recognizer.cancelsTouchesInView = false
        device.runUntilIdle()
        device.tap(at: CGPoint(x: 50, y: 150))
        #expect(control.log.contains("beginTracking") && control.log.contains("highlighted=true"))
        #expect(control.log.contains("endTracking"))
        #expect(recognizer.log == ["began", "reset"])
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400))
        #expect((80...90).contains(scroll.offsets.last ?? 0))
        let transitioning = ClientTransitioning()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: true)
        device.runUntilIdle()
        let presentation = presented.presentationController as? ClientPresentationController
        #expect(presented.view.frame == CGRect(x: 10, y: 100, width: 200, height: 300))
        presented.dismiss(animated: true)
        device.runUntilIdle()
        #expect(
            presentation?.log == [
                "presentationWillBegin", "presentationDidEnd", "dismissalWillBegin", "dismissalDidEnd",
            ])
    }
}
