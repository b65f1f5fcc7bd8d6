import Testing
import UIKit
import UIKitLive

@Suite struct PointerTouchesTests {
    @Test func clickTouchesDownAndLiftsInPlace() {
        var pointer = PointerTouches()
        #expect(pointer.buttonDown(at: CGPoint(x: 100, y: 200), pinch: false) == .begin([CGPoint(x: 100, y: 200)]))
        #expect(pointer.buttonUp(at: CGPoint(x: 100, y: 200)) == [.move([CGPoint(x: 100, y: 200)]), .end])
        #expect(pointer.press == nil)
    }

    @Test func dragIsOneFingerFollowingThePointer() {
        var pointer = PointerTouches()
        _ = pointer.buttonDown(at: CGPoint(x: 10, y: 10), pinch: false)
        #expect(pointer.pointerMoved(to: CGPoint(x: 50, y: 30)) == .move([CGPoint(x: 50, y: 30)]))
        #expect(pointer.buttonUp(at: CGPoint(x: 80, y: 30)) == [.move([CGPoint(x: 80, y: 30)]), .end])
    }

    @Test func pointerMovingWithTheButtonUpTouchesNothing() {
        var pointer = PointerTouches()
        #expect(pointer.pointerMoved(to: CGPoint(x: 50, y: 30)) == nil)
        #expect(pointer.buttonUp(at: CGPoint(x: 50, y: 30)).isEmpty)
    }

    @Test func scaledWindowPointsMapToScreenPoints() {
        var pointer = PointerTouches(windowScale: 2)
        #expect(pointer.screenPoint(CGPoint(x: 780, y: 1688)) == CGPoint(x: 390, y: 844))
        #expect(pointer.buttonDown(at: CGPoint(x: 200, y: 400), pinch: false) == .begin([CGPoint(x: 100, y: 200)]))
    }

    @Test func pinchStartsWithTwoFingersMirroredAroundThePress() {
        var pointer = PointerTouches(pinchRadius: 60)
        #expect(
            pointer.buttonDown(at: CGPoint(x: 195, y: 422), pinch: true)
                == .begin([CGPoint(x: 255, y: 422), CGPoint(x: 135, y: 422)]))
    }

    @Test func pinchSpanFollowsThePointer() {
        var pointer = PointerTouches(pinchRadius: 60)
        _ = pointer.buttonDown(at: CGPoint(x: 200, y: 400), pinch: true)
        // 40 points right of the press: each finger 100 from it, 200 apart.
        #expect(
            pointer.pointerMoved(to: CGPoint(x: 240, y: 400))
                == .move([CGPoint(x: 300, y: 400), CGPoint(x: 100, y: 400)]))
        // 30 points left: 30 from it, 60 apart, still mirrored.
        #expect(
            pointer.pointerMoved(to: CGPoint(x: 170, y: 400))
                == .move([CGPoint(x: 230, y: 400), CGPoint(x: 170, y: 400)]))
        // Straight down turns the pair about the press.
        #expect(
            pointer.pointerMoved(to: CGPoint(x: 200, y: 480))
                == .move([CGPoint(x: 260, y: 480), CGPoint(x: 140, y: 320)]))
    }

    @Test func pinchFingersNeverMeet() {
        let press = CGPoint(x: 100, y: 100)
        let crossed = PointerTouches.pinchFingers(
            press: press, pointer: CGPoint(x: 40, y: 100), radius: 60, minimumRadius: 4)
        #expect(crossed == [CGPoint(x: 104, y: 100), CGPoint(x: 96, y: 100)])
        let near = PointerTouches.pinchFingers(
            press: press, pointer: CGPoint(x: 41, y: 100), radius: 60, minimumRadius: 4)
        #expect(near == [CGPoint(x: 104, y: 100), CGPoint(x: 96, y: 100)])
        let beyond = PointerTouches.pinchFingers(
            press: press, pointer: CGPoint(x: 20, y: 100), radius: 60, minimumRadius: 4)
        #expect(beyond == [CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100)])
    }

    @Test func pinchEndsWithBothFingersLifting() {
        var pointer = PointerTouches(pinchRadius: 50)
        _ = pointer.buttonDown(at: CGPoint(x: 100, y: 100), pinch: true)
        #expect(
            pointer.buttonUp(at: CGPoint(x: 80, y: 100)) == [
                .move([CGPoint(x: 130, y: 100), CGPoint(x: 70, y: 100)]), .end,
            ])
    }
}
