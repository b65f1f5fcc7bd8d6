import Testing
import UIKitTesting

@MainActor
@Suite(.checksLifetimes) struct TransitionSnapshotTests {
    /// A red root about to present a blue full-screen controller, which slides up.
    private func presentation() -> (VirtualDevice, SnapshotTransition) {
        let device = VirtualDevice(size: CGSize(width: 120, height: 200))
        let root = ColorViewController(.red)
        device.window.rootViewController = root
        let blue = ColorViewController(.blue)
        blue.modalPresentationStyle = .fullScreen
        return (device, SnapshotTransition(on: device) { [weak root] in root?.present(blue, animated: true) })
    }

    @Test func presentationFilmstripMatchesItsCommittedImage() {
        let (device, transition) = presentation()
        assertSnapshot(of: transition, as: .transition(frames: 5))
        #expect(device.window.rootViewController?.presentedViewController != nil)
    }

    @Test func filmstripSamplesEvenlyFromStartToEnd() {
        let (device, transition) = presentation()
        let strip = Snapshotting<SnapshotTransition, CGImage>.transition(frames: 5).snapshot(transition)
        // Five 60 × 100 frames, 4 pixels apart and around.
        #expect(strip.width == 5 * 60 + 6 * 4 && strip.height == 100 + 2 * 4)
        func centre(_ i: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            strip.pixel(x: 4 + i * 64 + 30, y: 4 + 50)
        }
        #expect(centre(0) == (255, 0, 0, 255))
        #expect(centre(4) == (0, 0, 255, 255))
        // The blue rises from the bottom: 80 points down (y 40 in the half-size strip) it has
        // arrived by the fourth frame, past the middle one, where the ease-in-out curve is
        // half way (its top at 100 points).
        let rowBlue = (0..<5).map { strip.pixel(x: 4 + $0 * 64 + 30, y: 4 + 40).b == 255 }
        #expect(rowBlue == [false, false, false, true, true])
        let lowBlue = (0..<5).map { strip.pixel(x: 4 + $0 * 64 + 30, y: 4 + 60).b == 255 }
        #expect(lowBlue == [false, false, true, true, true])
        #expect(device.window.rootViewController?.presentedViewController?.view.window != nil)
    }

    @Test func controllerTransitionIsFilmedOnAFreshDevice() {
        let root = ColorViewController(.red)
        let strategy = Snapshotting<UIViewController, CGImage>.transition(
            frames: 3, on: ViewImageConfig(size: CGSize(width: 80, height: 80)), thumbnailScale: 0.25
        ) { vc in
            let next = ColorViewController(.green)
            next.modalPresentationStyle = .overFullScreen
            vc.present(next, animated: true)
        }
        let strip = strategy.snapshot(root)
        #expect(strip.width == 3 * 20 + 4 * 4 && strip.height == 20 + 8)
        #expect(strip.pixel(x: 4 + 10, y: 4 + 10) == (255, 0, 0, 255))
        #expect(strip.pixel(x: 4 + 2 * 24 + 10, y: 4 + 10) == (0, 255, 0, 255))
        #expect(root.parent == nil && root.view.window == nil)
    }

    @Test func animationWithoutACoordinatorIsFilmedUntilIdle() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        let square = UIView(frame: device.window.bounds)
        square.backgroundColor = .black
        device.window.addSubview(square)
        let fade = SnapshotTransition(on: device) {
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { square.alpha = 0 })
        }
        device.window.backgroundColor = .white
        let strip = Snapshotting<SnapshotTransition, CGImage>.transition(frames: 3, thumbnailScale: 1).snapshot(fade)
        let greys = (0..<3).map { Int(strip.pixel(x: 4 + $0 * 44 + 20, y: 24).r) }
        #expect(greys[0] == 0)
        #expect(abs(greys[1] - 128) < 12)
        #expect(greys[2] == 255)
    }
}
