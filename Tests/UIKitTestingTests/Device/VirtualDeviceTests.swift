import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct VirtualDeviceTests {
    /// A view filling `frame` of the device's window with `color`.
    private func addView(_ device: VirtualDevice, _ frame: CGRect, _ color: UIColor, alpha: CGFloat = 1) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        v.alpha = alpha
        device.window.addSubview(v)
        return v
    }

    private func close(_ a: UInt8, _ b: Int, _ tolerance: Int = 2) -> Bool { abs(Int(a) - b) <= tolerance }

    @Test func startsAtTimeZeroWithAKeyVisibleWindowFillingTheScreen() {
        let device = VirtualDevice(size: CGSize(width: 320, height: 480))
        #expect(device.now == 0)
        #expect(device.window.isKeyWindow)
        #expect(!device.window.isHidden)
        #expect(device.window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(device.window.screen.bounds.size == CGSize(width: 320, height: 480))
        #expect(device.diagnostics.isEmpty)
    }

    @Test func advanceMovesTheClockExactly() {
        let device = VirtualDevice()
        device.advance(by: 0.1)
        #expect(device.now == 0.1)
        device.advance(by: 0.25)
        #expect(device.now == 0.1 + 0.25)
        device.advance(by: 0)
        #expect(device.now == 0.1 + 0.25)
        device.advance(by: 1.0 / 7)
        #expect(device.now == 0.1 + 0.25 + 1.0 / 7)
        #expect(CACurrentMediaTime() == device.now)
    }

    @Test func timersFireAtTheirTimesDuringAnAdvance() {
        let device = VirtualDevice()
        var firedAt: [TimeInterval] = []
        MainLoop.current.schedule(after: 0.3) { firedAt.append(MainLoop.current.now) }
        MainLoop.current.schedule(after: 0.05) { firedAt.append(MainLoop.current.now) }
        device.advance(by: 1)
        #expect(firedAt == [0.05, 0.3])
    }

    @Test func displayLinkFramesArriveAtSixtyHertz() {
        let device = VirtualDevice()
        final class Target {
            var timestamps: [CFTimeInterval] = []
        }
        let target = Target()
        let link = CADisplayLink { link in target.timestamps.append(link.timestamp) }
        link.add(to: .main, forMode: .common)
        device.advance(by: 0.5)
        link.invalidate()
        #expect(target.timestamps.count == 30)
        #expect(approx(target.timestamps.last!, 0.5, 1e-9))
    }

    @Test func twoDevicesHaveIndependentClocksAndDiagnostics() {
        let first = VirtualDevice()
        let second = VirtualDevice()
        first.advance(by: 2)
        #expect(first.now == 2)
        #expect(second.now == 0)
        second.advance(by: 0.5)
        #expect(first.now == 2)
        #expect(second.now == 0.5)
        first.perform {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.finishAnimation(at: .end)
        }
        #expect(first.diagnostics.count == 1)
        #expect(second.diagnostics.isEmpty)
    }

    @Test func eachDeviceAnimatesOnItsOwnClock() {
        let first = VirtualDevice()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.window.addSubview(v)
        first.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 })
        let second = VirtualDevice()
        second.advance(by: 0.9)
        first.advance(by: 0.25)
        #expect(approx(v.layer.presentation()!.position.x, 30, 1e-4))
        #expect(second.window.subviews.isEmpty)
    }

    @Test func runUntilIdleReturnsTrueOnceAnimationsEnd() {
        let device = VirtualDevice()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        device.window.addSubview(v)
        device.advance(by: 0)
        var finished: Bool?
        UIView.animate(withDuration: 0.75, animations: { v.alpha = 0 }, completion: { finished = $0 })
        #expect(device.runUntilIdle())
        #expect(finished == true)
        #expect(device.now >= 0.75 && device.now < 0.8)
        #expect(device.runUntilIdle())
    }

    @Test func runUntilIdleGivesUpOnARepeatingAnimation() {
        let device = VirtualDevice()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        device.window.addSubview(v)
        device.advance(by: 0)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { v.alpha = 0 })
        #expect(!device.runUntilIdle(limit: 3))
        #expect(approx(device.now, 3, 1e-9))
        v.layer.removeAllAnimations()
        #expect(device.runUntilIdle())
    }

    @Test func screenshotIsTheScreenSizeTimesTheScale() {
        let device = VirtualDevice(size: CGSize(width: 100, height: 150), scale: 2)
        let image = device.screenshot()
        #expect(image.width == 200)
        #expect(image.height == 300)
        let single = VirtualDevice(size: CGSize(width: 40, height: 30))
        #expect(single.screenshot().width == 40 && single.screenshot().height == 30)
    }

    @Test func aRedViewShowsRedPixels() {
        let device = VirtualDevice(size: CGSize(width: 100, height: 100), scale: 2)
        device.window.backgroundColor = .white
        _ = addView(device, CGRect(x: 10, y: 10, width: 30, height: 30), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let image = device.screenshot()
        let inside = image.pixel(x: 50, y: 50)
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0 && inside.a == 255)
        let outside = image.pixel(x: 150, y: 150)
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
    }

    @Test func halfTransparentBlueOverWhiteMixes() {
        let device = VirtualDevice(size: CGSize(width: 100, height: 100))
        _ = addView(device, CGRect(x: 0, y: 0, width: 100, height: 100), UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        _ = addView(
            device, CGRect(x: 0, y: 0, width: 50, height: 50), UIColor(red: 0, green: 0, blue: 1, alpha: 1), alpha: 0.5)
        let p = device.screenshot().pixel(x: 25, y: 25)
        #expect(close(p.r, 128) && close(p.g, 128) && close(p.b, 255) && p.a == 255, "\(p)")
    }

    @Test func screenshotShowsThePresentationValuesMidAnimation() {
        let device = VirtualDevice(size: CGSize(width: 100, height: 100))
        device.window.backgroundColor = .white
        let v = addView(device, CGRect(x: 0, y: 0, width: 20, height: 20), UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        device.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 90 })
        device.advance(by: 0.5)
        // Centre at x 50: the view covers 40...60.
        let image = device.screenshot()
        #expect(image.pixel(x: 50, y: 10).b == 255 && image.pixel(x: 50, y: 10).r == 0)
        #expect(image.pixel(x: 5, y: 10).r == 255)
    }

    @Test func pngDataStartsWithThePNGSignature() {
        let device = VirtualDevice(size: CGSize(width: 16, height: 16))
        let data = device.pngData()
        #expect(Array(data.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(data.count > 8)
    }
}
