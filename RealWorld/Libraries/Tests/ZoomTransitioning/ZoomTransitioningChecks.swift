// What ZoomTransitioning's README promises, checked through its public API on a virtual phone.
import Testing
import UIKit
import UIKitTesting
import ZoomTransitioning

/// The list: a 100-point thumbnail at (20, 200) that zooms into the detail's banner.
private final class ListController: UIViewController, ZoomTransitionSourceDelegate {
    let thumbnail = UIImageView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
    var calls: [String] = []
    var animationDuration: TimeInterval { 0.3 }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        thumbnail.image = UIImage(systemName: "star")
        view.addSubview(thumbnail)
    }

    func transitionSourceImageView() -> UIImageView { thumbnail }
    func transitionSourceImageViewFrame(forward: Bool) -> CGRect { thumbnail.convert(thumbnail.bounds, to: view) }
    func transitionSourceWillBegin() { calls.append("willBegin") }
    func transitionSourceDidEnd() { calls.append("didEnd") }
    func transitionSourceDidCancel() { calls.append("didCancel") }
    func zoomAnimation(animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(
            withDuration: animationDuration, delay: 0, options: .curveEaseInOut, animations: animations,
            completion: completion)
    }
}

/// The detail: a full-width banner 260 points tall under the top safe area.
private final class DetailController: UIViewController, ZoomTransitionDestinationDelegate {
    var calls: [String] = []
    var landedImage: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func transitionDestinationImageViewFrame(forward: Bool) -> CGRect {
        CGRect(x: 0, y: 100, width: 390, height: 260)
    }
    func transitionDestinationWillBegin() { calls.append("willBegin") }
    func transitionDestinationDidEnd(transitioningImageView imageView: UIImageView) {
        calls.append("didEnd")
        landedImage = imageView.image
    }
    func transitionDestinationDidCancel() { calls.append("didCancel") }
}

/// A navigation controller whose delegate is ZoomTransitioning's, as the README sets it up.
private final class ZoomNavigationController: UINavigationController {
    let zoomDelegate = ZoomNavigationControllerDelegate()
}

@MainActor
@Suite(.serialized) struct ZoomTransitioningChecks {
    private func pushed() -> (VirtualDevice, ZoomNavigationController, ListController, DetailController) {
        let list = ListController()
        let navigation = ZoomNavigationController(rootViewController: list)
        navigation.delegate = navigation.zoomDelegate
        let device = phone(showing: navigation)
        let detail = DetailController()
        navigation.pushViewController(detail, animated: true)
        _ = device.runUntilIdle()
        return (device, navigation, list, detail)
    }

    @Test func midPushAZoomingImageTravelsFromTheThumbnailToTheBanner() {
        let list = ListController()
        let navigation = ZoomNavigationController(rootViewController: list)
        navigation.delegate = navigation.zoomDelegate
        let device = phone(showing: navigation)
        navigation.pushViewController(DetailController(), animated: true)
        device.advance(by: 0.15)
        let travelling = allSubviews(of: navigation.view).compactMap { $0 as? UIImageView }
            .filter { $0 !== list.thumbnail && $0.image != nil }
            .map { $0.layer.presentation()?.frame ?? $0.frame }
        #expect(travelling.contains { $0.width > 100 && $0.width < 390 })
        _ = device.runUntilIdle()
    }

    @Test func aPushEndsOnTheDetailWithTheImageHandedOver() {
        let (_, navigation, list, detail) = pushed()
        #expect(navigation.topViewController === detail)
        #expect(list.calls == ["willBegin", "didEnd"] && detail.calls == ["willBegin", "didEnd"])
        #expect(detail.landedImage != nil && detail.landedImage === list.thumbnail.image)
    }

    @Test func aPopZoomsBackAndRestoresTheList() {
        let (device, navigation, list, _) = pushed()
        navigation.popViewController(animated: true)
        _ = device.runUntilIdle()
        #expect(navigation.topViewController === list)
        #expect(list.calls == ["willBegin", "didEnd", "willBegin", "didEnd"])
        #expect(list.view.alpha == 1 && list.view.window != nil)
    }

    @Test func anEdgeSwipePastAThirdPopsInteractively() {
        let (device, navigation, list, _) = pushed()
        device.edgePan(from: .left, distance: 250, duration: 0.8)
        _ = device.runUntilIdle()
        #expect(navigation.topViewController === list)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aShortEdgeSwipeIsCancelledAndTheDetailStays() {
        let (device, navigation, _, detail) = pushed()
        device.edgePan(from: .left, distance: 60, duration: 0.8)
        _ = device.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(detail.calls.contains("didCancel"))
        #expect(detail.view.window != nil && detail.view.alpha == 1)
    }

    @Test func controllersWithoutTheDelegatesPushAsUsual() {
        let root = UIViewController()
        let navigation = ZoomNavigationController(rootViewController: root)
        navigation.delegate = navigation.zoomDelegate
        let device = phone(showing: navigation)
        let plain = UIViewController()
        navigation.pushViewController(plain, animated: true)
        _ = device.runUntilIdle()
        #expect(navigation.topViewController === plain && plain.view.frame.minX == 0)
    }
}
