import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// What a device's world tells a live window about its next work, for UIKit's own timers and
/// animations.
@MainActor
@Suite(.checksLifetimes) struct VirtualDeviceNextWaitTests {
    @Test func anAnimatedPushNeedsEveryFrameUntilItEnds() {
        let device = VirtualDevice()
        let navigation = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = navigation
        device.runUntilIdle()
        #expect(device.nextWait == .input)
        navigation.pushViewController(UIViewController(), animated: true)
        device.advance(by: 0.1)
        #expect(device.nextWait == .nextFrame)
        device.runUntilIdle()
        #expect(device.nextWait == .input)
    }

    @Test func aPausedPropertyAnimatorLetsTheWorldSleep() {
        let device = VirtualDevice()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        device.window.addSubview(box)
        device.runUntilIdle()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x += 100 }
        animator.startAnimation()
        device.advance(by: 0.2)
        #expect(device.nextWait == .nextFrame)
        // Its animations stay on the layer, but only the animator moves them, and it stopped.
        animator.pauseAnimation()
        #expect(device.nextWait == .input)
        animator.fractionComplete = 0.5
        #expect(device.nextWait == .input)
        animator.stopAnimation(true)
    }

    @Test func aFingerOnALongPressWaitsForItsMinimumDuration() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        let press = UILongPressGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(press)
        device.window.addSubview(view)
        device.runUntilIdle()
        let start = device.now
        device.beginTouches(at: [CGPoint(x: 100, y: 100)])
        #expect(device.nextWait == .until(start + press.minimumPressDuration))
        device.endTouches()
        device.runUntilIdle()
        #expect(device.nextWait == .input)
    }
}
