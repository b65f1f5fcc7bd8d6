import Testing
import UIKitTesting

@testable import UIKit

// This file imports UIKit alone, as view code does: `RunLoop.main.add(_:forMode:)` is then
// UIKit's, which puts a timer made unscheduled on the world's clock (Foundation's cannot).

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

    @Test func anUnscheduledTimerFiresOnlyOnceItIsAddedToTheMainRunLoop() {
        let device = VirtualDevice()
        let banner = Banner()
        let timer = Timer(
            timeInterval: 1, target: banner, selector: Banner.timerFired, userInfo: "toast", repeats: false)
        #expect(timer.userInfo as? String == "toast" && timer.isValid)
        device.advance(by: 2)
        #expect(banner.log.isEmpty)
        // Its fire date has passed, so it fires at the run loop's next turn.
        RunLoop.main.add(timer, forMode: .common)
        device.advance(by: 0.05)
        #expect(banner.log == ["fired toast"])
        #expect(!timer.isValid)
    }

    @Test func anUnscheduledTimerAddedLaterFiresItsIntervalAfterItWasMade() {
        // A toast makes its timer, fades in for a while, then adds the timer to the run loop:
        // the toast hides its duration after it was made, not after the fade.
        let device = VirtualDevice()
        let banner = Banner()
        let timer = Timer(timeInterval: 3, target: banner, selector: Banner.tick, userInfo: nil, repeats: false)
        device.advance(by: 0.2)
        RunLoop.main.add(timer, forMode: .common)
        device.advance(by: 2.7)
        #expect(banner.log.isEmpty)
        device.advance(by: 0.2)
        #expect(banner.log == ["tick"])
        device.advance(by: 5)
        #expect(banner.log == ["tick"])
    }

    @Test func anUnscheduledTimerNeverAddedNeverFires() {
        let device = VirtualDevice()
        let banner = Banner()
        let timer = Timer(timeInterval: 0.5, target: banner, selector: Banner.tick, userInfo: nil, repeats: true)
        device.advance(by: 2)
        #expect(banner.log.isEmpty)
        timer.invalidate()
        RunLoop.main.add(timer, forMode: .common)
        device.advance(by: 2)
        #expect(banner.log.isEmpty && !timer.isValid)
    }
}
