import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Reduce Motion on the device: UIKit's slide and flip presentations cross-fade in place;
/// custom animators and finger-driven transitions are left alone.
@MainActor
@Suite(.checksLifetimes) struct ReduceMotionTests {
    /// Slides the presented view in from the right, whatever the setting.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            let view = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            ctx.containerView.addSubview(view)
            view.frame = final.offsetBy(dx: final.width, dy: 0)
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
                view.frame = final
            } completion: {
                ctx.completeTransition($0)
            }
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { self }
    }

    func scene(reduceMotion: Bool) -> (VirtualDevice, UIViewController, UIViewController) {
        let device = VirtualDevice()
        device.isReduceMotionEnabled = reduceMotion
        let a = UIViewController()
        a.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        b.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        b.modalPresentationStyle = .fullScreen
        return (device, a, b)
    }

    private func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    @Test func coverVerticalCrossFadesInPlaceWhenReduceMotionIsOn() {
        let (device, a, b) = scene(reduceMotion: true)
        a.present(b, animated: true)
        device.advance(by: 0.25)
        let layer = shown(b.view)
        #expect(layer.frame == device.window.bounds)
        #expect(abs(layer.opacity - 0.5) < 0.15)
        // Half red presenter, half blue presented, on screen.
        let p = device.screenshot().pixel(x: 195, y: 422)
        #expect(abs(Int(p.r) - 128) < 40 && abs(Int(p.b) - 128) < 40 && p.g < 20)
        device.runUntilIdle()
        #expect(b.view.alpha == 1)
        #expect(a.presentedViewController === b)
    }

    @Test func coverVerticalStillSlidesWhenReduceMotionIsOff() {
        let (device, a, b) = scene(reduceMotion: false)
        a.present(b, animated: true)
        device.advance(by: 0.25)
        let layer = shown(b.view)
        #expect(layer.frame.minY > 100)
        #expect(layer.opacity == 1)
        device.runUntilIdle()
    }

    @Test func dismissalFadesOutInPlace() {
        let (device, a, b) = scene(reduceMotion: true)
        a.present(b, animated: true)
        device.runUntilIdle()
        a.dismiss(animated: true)
        device.advance(by: 0.25)
        let layer = shown(b.view)
        #expect(layer.frame.minY == 0)
        #expect(abs(layer.opacity - 0.5) < 0.15)
        device.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(b.view.alpha == 1)
    }

    @Test func aSheetFadesInAtItsRestingFrame() {
        let (device, a, b) = scene(reduceMotion: true)
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: true)
        device.advance(by: 0.25)
        let midFrame = shown(b.view).frame
        let midOpacity = shown(b.view).opacity
        device.runUntilIdle()
        #expect(midFrame == b.view.frame)
        #expect(b.view.frame.minY < 100)
        #expect(abs(midOpacity - 0.5) < 0.15)
    }

    /// How far a sheet pulled slowly down 200 points moved on screen, its opacities meanwhile,
    /// and whether it was still presented and back at rest afterwards.
    func pullSheet(reduceMotion: Bool) -> (travel: CGFloat, opacities: Set<Float>, settled: Bool) {
        let (device, a, b) = scene(reduceMotion: reduceMotion)
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: true)
        device.runUntilIdle()
        let rest = b.view.frame.minY
        var lowest = rest
        var opacities: Set<Float> = []
        let link = CADisplayLink { _ in
            let layer = b.view.layer.presentation() ?? b.view.layer
            lowest = max(lowest, layer.frame.minY)
            opacities.insert(layer.opacity)
        }
        link.add(to: .main, forMode: .common)
        // Slower than a flick and under half way: followed, then cancelled.
        device.pan(from: CGPoint(x: 195, y: rest + 100), to: CGPoint(x: 195, y: rest + 300), duration: 0.5)
        device.runUntilIdle()
        link.invalidate()
        return (lowest - rest, opacities, a.presentedViewController === b && b.view.frame.minY == rest)
    }

    @Test func aSheetPulledDownFollowsTheFingerAsWithoutReduceMotion() {
        let reduced = pullSheet(reduceMotion: true)
        let normal = pullSheet(reduceMotion: false)
        #expect(reduced.travel > 100)
        #expect(abs(reduced.travel - normal.travel) < 0.5)
        #expect(reduced.opacities == [1])
        #expect(reduced.settled && normal.settled)
    }

    @Test func theFlipBecomesACrossFadeWithoutATurn() {
        let (device, a, b) = scene(reduceMotion: true)
        b.modalTransitionStyle = .flipHorizontal
        a.present(b, animated: true)
        device.advance(by: 0.3)
        #expect(shown(b.view).transform.m34 == 0)
        #expect(shown(b.view).opacity < 1)
        device.runUntilIdle()
        #expect(b.view.layer.transform.m11 == 1)
    }

    @Test func aCustomAnimatorIsLeftAlone() {
        let (device, a, b) = scene(reduceMotion: true)
        let animator = SlideAnimator()
        b.transitioningDelegate = animator
        a.present(b, animated: true)
        device.advance(by: 0.25)
        let layer = shown(b.view)
        #expect(abs(layer.frame.minX - 195) < 20)
        #expect(layer.opacity == 1)
        device.runUntilIdle()
    }

    func navigationScene(reduceMotion: Bool, crossFade: Bool) -> (VirtualDevice, UINavigationController) {
        let device = VirtualDevice()
        device.isReduceMotionEnabled = reduceMotion
        device.prefersCrossFadeTransitions = crossFade
        let nav = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = nav
        device.runUntilIdle()
        return (device, nav)
    }

    @Test func aPushStillSlidesUnderReduceMotionAlone() {
        let (device, nav) = navigationScene(reduceMotion: true, crossFade: false)
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        device.advance(by: 0.1)
        #expect(shown(next.view).frame.minX > 50)
        #expect(shown(next.view).opacity == 1)
        device.runUntilIdle()
    }

    @Test func preferringCrossFadesFadesPushesAndPopsInPlace() {
        let (device, nav) = navigationScene(reduceMotion: true, crossFade: true)
        #expect(device.perform { UIAccessibility.prefersCrossFadeTransitions })
        let root = nav.topViewController!
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        device.advance(by: 0.175)
        #expect(shown(next.view).frame.minX == 0)
        #expect(abs(shown(next.view).opacity - 0.5) < 0.15)
        #expect(shown(root.view).frame.minX == 0)
        device.runUntilIdle()
        nav.popViewController(animated: true)
        device.advance(by: 0.175)
        #expect(shown(next.view).frame.minX == 0)
        #expect(abs(shown(next.view).opacity - 0.5) < 0.15)
        device.runUntilIdle()
        #expect(nav.viewControllers == [root])
        #expect(next.view.alpha == 1 && root.view.alpha == 1)
    }

    @Test func theCrossFadePreferenceCountsOnlyUnderReduceMotion() {
        let (device, nav) = navigationScene(reduceMotion: false, crossFade: true)
        #expect(!device.perform { UIAccessibility.prefersCrossFadeTransitions })
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        device.advance(by: 0.1)
        #expect(shown(next.view).frame.minX > 50)
        device.runUntilIdle()
    }

    @Test func turningItOnPostsTheChangeNotificationOnce() {
        let device = VirtualDevice()
        var heard: [Bool] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { heard.append(device.perform { UIAccessibility.isReduceMotionEnabled }) } }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(!device.isReduceMotionEnabled)
        device.isReduceMotionEnabled = true
        device.isReduceMotionEnabled = true
        device.isReduceMotionEnabled = false
        #expect(heard == [true, false])
    }

    @Test func eachDeviceHasItsOwnSetting() {
        let calm = VirtualDevice()
        let busy = VirtualDevice()
        calm.isReduceMotionEnabled = true
        #expect(calm.perform { UIAccessibility.isReduceMotionEnabled })
        #expect(!busy.perform { UIAccessibility.isReduceMotionEnabled })
        #expect(!busy.perform { UIAccessibility.isVoiceOverRunning })
    }

    @Test func voiceOverCanBeTurnedOnWithItsNotification() {
        let device = VirtualDevice()
        var heard = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { heard += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        device.isVoiceOverRunning = true
        device.isVoiceOverRunning = true
        #expect(device.perform { UIAccessibility.isVoiceOverRunning })
        #expect(heard == 1)
    }

    @Test func postedNotificationsAreRecordedInOrder() {
        let device = VirtualDevice()
        device.perform {
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        let posted = device.postedAccessibilityNotifications
        #expect(posted.map(\.notification) == [.announcement, .screenChanged])
        #expect(posted.first?.argument as? String == "Saved")
    }
}
