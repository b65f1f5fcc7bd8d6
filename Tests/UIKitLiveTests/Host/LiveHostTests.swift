import CSDL2
import Foundation
import Testing
import UIKitHost

@testable import UIKitLive

/// The live window presents a frame only when the screen changed, and sleeps while nothing is
/// due (SDL's dummy video driver stands in for a display, and made-up wall time for the real
/// one, so this runs headless and never sleeps).
@MainActor
@Suite(.serialized) struct LiveHostTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    private func deviceWithBox() -> (VirtualDevice, UIView) {
        let device = VirtualDevice()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        device.window.addSubview(box)
        device.runUntilIdle()
        return (device, box)
    }

    private func host(_ device: VirtualDevice, _ pacing: FakePacing, seconds: TimeInterval) -> LiveHost {
        var options = LiveOptions()
        options.duration = seconds
        let host = LiveHost(device: device, options: options)
        host.pacing = pacing.pacing
        return host
    }

    @Test func anIdleScreenIsPresentedOnceAndThenOnlyWaitedOn() throws {
        let (device, _) = deviceWithBox()
        var options = LiveOptions()
        options.frameLimit = 5
        let host = LiveHost(device: device, options: options)
        let pacing = FakePacing()
        host.pacing = pacing.pacing
        try host.run()
        #expect(host.frameCount == 5)
        #expect(host.presentedFrames == 1)
        // The four frames left were slept through in one wait, not woken for.
        #expect(host.wakeups == 2)
        #expect(pacing.inputWaits.count == 1)
        #expect(abs(pacing.inputWaits[0] - 4.0 / 60) < 1e-9)
    }

    @Test func aMovingViewIsPresentedEveryFrame() throws {
        let (device, box) = deviceWithBox()
        UIView.animate(withDuration: 100, delay: 0, options: [.curveLinear]) { box.center.x += 300 }
        var options = LiveOptions()
        options.frameLimit = 4
        let host = LiveHost(device: device, options: options)
        host.pacing = FakePacing().pacing
        try host.run()
        #expect(host.presentedFrames == 4)
        #expect(!device.renderer.lastDamage.isNull)
        #expect(device.renderer.lastDamage.width < 100)
    }

    @Test func anIdleSecondWakesTheHostThreeTimesInsteadOfSixty() throws {
        let (device, _) = deviceWithBox()
        let start = device.now
        let pacing = FakePacing()
        let host = host(device, pacing, seconds: 1)
        try host.run()
        #expect(host.wakeups == 3)
        #expect(pacing.waits == [.input(0.5), .input(0.5)])
        // The window still showed a second of frames, and the world's clock kept up with it.
        #expect(host.frameCount == 61)
        #expect(host.presentedFrames == 1)
        #expect(abs(device.now - start - 1) < 1e-9)
    }

    @Test func withoutIdleWaitingTheHostWakesEveryFrame() throws {
        let (device, _) = deviceWithBox()
        let pacing = FakePacing()
        var options = LiveOptions()
        options.duration = 1
        options.waitsWhenIdle = false
        let host = LiveHost(device: device, options: options)
        host.pacing = pacing.pacing
        try host.run()
        #expect(host.wakeups >= 60)
        #expect(pacing.inputWaits.isEmpty)
        #expect(host.presentedFrames == 1)
    }

    @Test func aTimerDueInHalfASecondWakesTheHostOnTime() throws {
        let (device, box) = deviceWithBox()
        let start = device.now
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { box.center.x += 100 }
        animator.startAnimation(afterDelay: 0.5)
        let pacing = FakePacing()
        let host = host(device, pacing, seconds: 1)
        var wakes: [(wall: TimeInterval, clock: TimeInterval, running: Bool)] = []
        host.onFrame = { wakes.append((pacing.wall, device.now - start, animator.isRunning)) }
        try host.run()
        #expect(pacing.waits.first == .input(0.5))
        #expect(wakes.count > 2)
        #expect(wakes[1].wall == 0.5)
        #expect(abs(wakes[1].clock - 0.5) < 1e-9)
        #expect(wakes[1].running)
        // At frame rate while the animator runs, then asleep again once it has finished.
        #expect(pacing.waits[1] == .frame(1.0 / 60))
        #expect(animator.state == .inactive)
        if case .input = pacing.waits.last {} else { Issue.record("still at frame rate: \(pacing.waits.suffix(3))") }
        #expect(wakes.count < 30)
    }

    @Test func aDelayedAnimationStartWakesTheHostWhenItBegins() throws {
        let (device, box) = deviceWithBox()
        UIView.animate(withDuration: 0.2, delay: 0.5, options: [.curveLinear]) { box.center.x += 100 }
        let pacing = FakePacing()
        let host = host(device, pacing, seconds: 1)
        try host.run()
        guard case .input(let first) = pacing.waits.first else {
            Issue.record("the host did not wait: \(pacing.waits.prefix(3))")
            return
        }
        #expect(abs(first - 0.5) < 1e-9)
        #expect(pacing.waits.dropFirst().prefix(10).allSatisfy { $0 == .frame(1.0 / 60) })
        #expect(host.presentedFrames > 10)
    }

    @Test func aTouchWakesTheHostAtOnceAndKeepsItAtFrameRateWhileDown() throws {
        let (device, _) = deviceWithBox()
        let start = device.now
        let target = TouchRecordingView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        device.window.addSubview(target)
        device.runUntilIdle()
        let pacing = FakePacing()
        var pushed = false
        // Ten milliseconds into the first wait the button goes down.
        pacing.inputArrives = { _ in
            guard !pushed else { return 0 }
            pushed = true
            var event = SDL_Event()
            event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(SDL_PRESSED)
            event.button.x = 50
            event.button.y = 150
            #expect(SDL_PushEvent(&event) == 1)
            return 0.01
        }
        let host = host(device, pacing, seconds: 0.25)
        target.onBegan = { target.began.append(device.now - start) }
        try host.run()
        // The idle wait would have lasted to the end of the run; the touch cut it short.
        #expect(pacing.waits.first == .input(0.25))
        #expect(target.began.count == 1)
        #expect(abs((target.began.first ?? 0) - 0.01) < 1e-9)
        // The finger stays down to the end: every later wait is a frame's.
        #expect(pacing.inputWaits.count == 1)
        #expect(pacing.waits.count > 10)
        #expect(target.cancelled == 1)
    }

    @Test func aRunningAnimationKeepsTheHostAtFrameRate() throws {
        let (device, box) = deviceWithBox()
        UIView.animate(withDuration: 10, delay: 0, options: [.curveLinear]) { box.center.x += 300 }
        let pacing = FakePacing()
        let host = host(device, pacing, seconds: 1)
        try host.run()
        #expect(pacing.inputWaits.isEmpty)
        #expect(host.wakeups >= 60)
        #expect(host.presentedFrames == host.wakeups)
    }
}

extension LiveHostTests {
    @Test func aFinishedHostLetsGoOfItsDeviceAndViews() throws {
        weak var weakDevice: VirtualDevice?
        weak var weakBox: UIView?
        weak var weakHost: LiveHost?
        try {
            let (device, box) = deviceWithBox()
            UIView.animate(withDuration: 0.1, delay: 0.2, options: []) { box.alpha = 0.5 }
            let pacing = FakePacing()
            let host = host(device, pacing, seconds: 0.5)
            host.onFrame = { _ = device.now }
            try host.run()
            host.onFrame = nil
            (weakDevice, weakBox, weakHost) = (device, box, host)
        }()
        #expect(weakHost == nil)
        #expect(weakDevice == nil)
        #expect(weakBox == nil)
    }
}

/// Writes down the touches it hears.
@MainActor
private final class TouchRecordingView: UIView {
    var began: [TimeInterval] = []
    var cancelled = 0
    var onBegan: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += 1 }
}
