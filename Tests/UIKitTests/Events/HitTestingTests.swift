import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `hitTest(_:with:)` and `point(inside:with:)`: the deepest visible, interactive view under
/// the point, through transforms, stopping at bounds, using model values mid-animation.
@MainActor
@Suite(.checksLifetimes) struct HitTestingTests {
    @Test func theDeepestViewUnderThePointIsHit() {
        let device = VirtualDevice()
        let outer = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        let sibling = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        outer.addSubview(inner)
        outer.addSubview(sibling)
        device.window.addSubview(outer)
        #expect(device.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === inner)
        // The later sibling is in front where they overlap.
        #expect(device.window.hitTest(CGPoint(x: 90, y: 90), with: nil) === sibling)
        #expect(device.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === outer)
        #expect(device.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === device.window)
        #expect(device.window.hitTest(CGPoint(x: -10, y: 10), with: nil) == nil)
    }

    @Test func hiddenNearlyTransparentAndNonInteractiveViewsAreSkipped() {
        let device = VirtualDevice()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        device.window.addSubview(back)
        device.window.addSubview(front)
        let p = CGPoint(x: 50, y: 50)
        #expect(device.window.hitTest(p, with: nil) === front)
        front.isHidden = true
        #expect(device.window.hitTest(p, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(device.window.hitTest(p, with: nil) === back)
        front.alpha = 0.01
        #expect(device.window.hitTest(p, with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(device.window.hitTest(p, with: nil) === back)
        // A non-interactive parent hides its whole subtree from touches.
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        front.addSubview(child)
        #expect(device.window.hitTest(CGPoint(x: 15, y: 15), with: nil) === back)
    }

    @Test func aPointOutsideAViewMissesItsSubviewsClippedOrNot() {
        let device = VirtualDevice()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
        parent.addSubview(overhang)
        device.window.addSubview(parent)
        #expect(parent.clipsToBounds == false)
        #expect(device.window.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
        #expect(device.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === device.window)
        parent.clipsToBounds = true
        #expect(device.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === device.window)
    }

    @Test func overridingPointInsideGrowsTheHitArea() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let device = VirtualDevice()
        let target = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        device.window.addSubview(target)
        #expect(device.window.hitTest(CGPoint(x: 85, y: 85), with: nil) === target)
        #expect(device.window.hitTest(CGPoint(x: 75, y: 85), with: nil) === device.window)
    }

    @Test func hitTestingFollowsTransforms() {
        let device = VirtualDevice()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        device.window.addSubview(view)
        // Rotated a quarter turn about its centre (150, 110): now 20 wide and 100 tall.
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(device.window.hitTest(CGPoint(x: 150, y: 70), with: nil) === view)
        #expect(device.window.hitTest(CGPoint(x: 110, y: 110), with: nil) === device.window)
        // Scaled up, a child is hit where it appears, and the touch location agrees.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = UIView(frame: CGRect(x: 90, y: 0, width: 10, height: 20))
        view.addSubview(child)
        // The view spans x 50...250; the child its last 20 points.
        #expect(device.window.hitTest(CGPoint(x: 240, y: 110), with: nil) === child)
        #expect(device.window.hitTest(CGPoint(x: 220, y: 110), with: nil) === view)
        #expect(approx(child.convert(CGPoint(x: 240, y: 110), from: nil), CGPoint(x: 5, y: 10)))
    }

    @Test func clippingCutsOffTransformedSubviews() {
        let device = VirtualDevice()
        let clip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        clip.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        child.transform = CGAffineTransform(scaleX: 3, y: 3)
        clip.addSubview(child)
        device.window.addSubview(clip)
        #expect(device.window.hitTest(CGPoint(x: 95, y: 95), with: nil) === child)
        #expect(device.window.hitTest(CGPoint(x: 105, y: 95), with: nil) === device.window)
    }

    @Test func duringAnAnimationTheModelValuesAreHitTested() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = TouchRecordingView("moving", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        device.window.addSubview(view)
        device.advance(by: 0)
        UIView.animate(withDuration: 1) { view.frame.origin = CGPoint(x: 200, y: 200) }
        device.advance(by: 0.5)
        // On screen the view is half way; touches go where it is going.
        #expect(device.window.hitTest(CGPoint(x: 225, y: 225), with: nil) === view)
        #expect(device.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === device.window)
        device.tap(at: CGPoint(x: 225, y: 225))
        #expect(log.entries == ["moving.began(1)", "moving.ended(1)"])
        device.runUntilIdle()
    }

    @Test func theFrontmostWindowUnderTheFingerGetsTheTouch() {
        let device = VirtualDevice()
        let log = EventLog()
        let back = TouchRecordingView("back", log: log, frame: device.window.bounds)
        device.window.addSubview(back)
        let overlay = UIWindow(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        overlay.windowLevel = .alert
        let front = TouchRecordingView("front", log: log, frame: overlay.bounds)
        overlay.addSubview(front)
        overlay.isHidden = false
        UIApplication.shared.register(overlay)
        device.tap(at: CGPoint(x: 100, y: 450))
        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(log.entries == ["front.began(1)", "front.ended(1)", "back.began(1)", "back.ended(1)"])
        #expect(front.lastWindow === overlay)
        #expect(front.lastLocations.first.map { approx($0, CGPoint(x: 100, y: 50)) } == true)
    }
}
