import Foundation
import Testing
import UIKitHost

@testable import UIKitLive

/// The live window presents a frame only when the screen changed (SDL's dummy video driver
/// stands in for a display, so this runs headless).
@MainActor
@Suite(.serialized) struct LiveHostTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    @Test func anIdleScreenIsPresentedOnceAndThenOnlyWaitedOn() throws {
        let device = VirtualDevice()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        device.window.addSubview(box)
        device.runUntilIdle()
        var options = LiveOptions()
        options.frameLimit = 5
        let host = LiveHost(device: device, options: options)
        try host.run()
        #expect(host.frameCount == 5)
        #expect(host.presentedFrames == 1)
    }

    @Test func aMovingViewIsPresentedEveryFrame() throws {
        let device = VirtualDevice()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        device.window.addSubview(box)
        device.runUntilIdle()
        UIView.animate(withDuration: 100, delay: 0, options: [.curveLinear]) { box.center.x += 300 }
        var options = LiveOptions()
        options.frameLimit = 4
        let host = LiveHost(device: device, options: options)
        try host.run()
        #expect(host.presentedFrames == 4)
        #expect(!device.renderer.lastDamage.isNull)
        #expect(device.renderer.lastDamage.width < 100)
    }
}
