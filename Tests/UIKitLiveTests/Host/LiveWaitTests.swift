import Testing
import UIKitHost

@testable import UIKitLive

/// How long the live host lets pass between frames, decided from the world's next work.
@MainActor
@Suite struct LiveWaitTests {
    private let frame = 1.0 / 60

    @Test func somethingMovingEveryFrameSleepsOutTheRestOfTheFrame() {
        #expect(
            LiveWait.after(frameTaking: 0.004, next: .nextFrame, now: 3, fingerDown: false) == .frame(frame - 0.004))
    }

    @Test func aFrameThatRanLongDoesNotSleepAtAll() {
        #expect(LiveWait.after(frameTaking: 0.05, next: .nextFrame, now: 3, fingerDown: false) == .frame(0))
    }

    @Test func anIdleWorldWaitsForInputUpToTheHeartbeat() {
        #expect(LiveWait.after(frameTaking: 0.002, next: .input, now: 3, fingerDown: false) == .input(0.5))
    }

    @Test func aTimerLaterThanTheFrameIsWaitedForLessTheFramesOwnTime() {
        let wait = LiveWait.after(frameTaking: 0.1, next: .until(3.3), now: 3, fingerDown: false)
        guard case .input(let seconds) = wait else {
            Issue.record("\(wait)")
            return
        }
        #expect(abs(seconds - 0.2) < 1e-12)
    }

    @Test func aTimerFarAheadIsWaitedForOneHeartbeatAtATime() {
        #expect(LiveWait.after(frameTaking: 0, next: .until(60), now: 3, fingerDown: false) == .input(0.5))
    }

    @Test func aTimerDueWithinTheFrameWaitsOnlyForTheFrame() {
        #expect(LiveWait.after(frameTaking: 0, next: .until(3.01), now: 3, fingerDown: false) == .frame(frame))
    }

    @Test func aFingerDownKeepsTheFrameRate() {
        #expect(LiveWait.after(frameTaking: 0, next: .input, now: 3, fingerDown: true) == .frame(frame))
    }

    @Test func withoutIdleWaitingEveryWaitIsAFrame() {
        #expect(
            LiveWait.after(frameTaking: 0, next: .until(10), now: 3, fingerDown: false, waitsWhenIdle: false)
                == .frame(frame))
    }
}
