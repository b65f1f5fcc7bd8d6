import Foundation
import Testing
import UIKitTesting

@testable import UIKit

private final class Banner {
    var log: [String] = []
    func timerFired(_ timer: Timer) { log.append("fired \(timer.userInfo as? String ?? "-")") }
    func tick() { log.append("tick") }
}

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with method references,
/// on the world's clock.
@MainActor
@Suite(.checksLifetimes) struct TimerMethodReferenceTests {
    @Test func aOneShotTimerCallsTheMethodWithItsUserInfoOnceAtItsTime() {
        let device = VirtualDevice()
        let banner = Banner()
        let timer = Timer.scheduledTimer(
            timeInterval: 3, target: banner, selector: Banner.timerFired, userInfo: "banner", repeats: false)
        #expect(timer.userInfo as? String == "banner" && timer.isValid)
        device.advance(by: 2.9)
        #expect(banner.log.isEmpty)
        device.advance(by: 0.2)
        #expect(banner.log == ["fired banner"])
        #expect(!timer.isValid)
        device.advance(by: 5)
        #expect(banner.log == ["fired banner"])
    }

    @Test func aOneShotTimerKeepsTheWorldAwakeUntilItFires() {
        let device = VirtualDevice()
        let banner = Banner()
        Timer.scheduledTimer(timeInterval: 2, target: banner, selector: Banner.tick, userInfo: nil, repeats: false)
        #expect(device.runUntilIdle())
        #expect(banner.log == ["tick"])
    }

    @Test func aRepeatingTimerFiresEveryIntervalUntilInvalidated() {
        let device = VirtualDevice()
        let banner = Banner()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.5, target: banner, selector: Banner.tick, userInfo: nil, repeats: true)
        device.advance(by: 1.6)
        #expect(banner.log == ["tick", "tick", "tick"])
        timer.invalidate()
        device.advance(by: 2)
        #expect(banner.log.count == 3 && !timer.isValid)
    }

    @Test func invalidatingBeforeItFiresReleasesTheTarget() {
        let device = VirtualDevice()
        var banner: Banner? = Banner()
        weak let weakBanner = banner
        let timer = Timer.scheduledTimer(
            timeInterval: 1, target: banner!, selector: Banner.tick, userInfo: nil, repeats: false)
        banner = nil
        #expect(weakBanner != nil)
        timer.invalidate()
        #expect(weakBanner == nil)
        device.advance(by: 2)
    }
}
