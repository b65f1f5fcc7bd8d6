import Testing

@testable import QuartzCore

/// The CAMediaTiming arithmetic on its own: parent time in, progress (before easing) out.
@Suite struct MediaTimingTests {
    private func timing(
        begin: Double = 0, duration: Double = 1, speed: Float = 1, offset: Double = 0,
        repeatCount: Float = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fill: CAMediaTimingFillMode = .removed
    ) -> MediaTiming {
        var t = MediaTiming()
        (t.beginTime, t.duration, t.speed, t.timeOffset) = (begin, duration, speed, offset)
        (t.repeatCount, t.repeatDuration, t.autoreverses, t.fillMode) = (
            repeatCount, repeatDuration, autoreverses, fill
        )
        return t
    }

    private func progress(_ t: MediaTiming, at time: Double) -> Double? {
        t.progress(atParentTime: time, simpleDuration: t.duration)
    }

    // MARK: Local time

    @Test func localTimeAppliesBeginTimeSpeedAndOffset() {
        let t = timing(begin: 2, speed: 2, offset: 0.5)
        // (3 − 2) × 2 + 0.5
        #expect(t.localTime(fromParent: 3) == 2.5)
        #expect(t.parentTime(fromLocal: 2.5) == 3)
        #expect(t.localTime(fromParent: 2) == 0.5)
    }

    @Test func pausedTimingMapsEveryParentTimeToItsOffset() {
        let t = timing(begin: 1, speed: 0, offset: 0.3)
        #expect(t.localTime(fromParent: 0) == 0.3)
        #expect(t.localTime(fromParent: 100) == 0.3)
        #expect(t.parentTime(fromLocal: 0.3) == 1)
    }

    @Test func activeDurationComesFromRepeatsAndAutoreverse() {
        #expect(timing(duration: 2).activeDuration(simpleDuration: 2) == 2)
        #expect(timing(duration: 2, repeatCount: 2.5).activeDuration(simpleDuration: 2) == 5)
        #expect(timing(duration: 2, autoreverses: true).activeDuration(simpleDuration: 2) == 4)
        #expect(timing(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration(simpleDuration: 2) == 6)
        #expect(timing(duration: 2, repeatDuration: 3).activeDuration(simpleDuration: 2) == 3)
        #expect(timing(duration: 1, repeatCount: .infinity).activeDuration(simpleDuration: 1) == .infinity)
    }

    // MARK: Progress inside the active interval

    @Test func progressIsLinearInTimeWithinTheSimpleDuration() {
        let t = timing(duration: 2)
        #expect(progress(t, at: 0) == 0)
        #expect(progress(t, at: 0.5) == 0.25)
        #expect(progress(t, at: 1.9) == 0.95)
    }

    @Test func beginTimeDelaysTheStart() {
        let t = timing(begin: 1, duration: 2)
        #expect(progress(t, at: 0.5) == nil)
        #expect(progress(t, at: 1) == 0)
        #expect(progress(t, at: 2) == 0.5)
    }

    @Test func speedTwoPlaysTheDurationInHalfTheTime() {
        let t = timing(duration: 1, speed: 2)
        #expect(progress(t, at: 0.25) == 0.5)
        #expect(progress(t, at: 0.45) == 0.9)
        #expect(progress(t, at: 0.5) == nil)
        #expect(timing(duration: 1, speed: 2, fill: .forwards).progress(atParentTime: 0.7, simpleDuration: 1) == 1)
    }

    @Test func speedAndBeginTimeCombine() {
        // Begin time is in the parent's time; speed scales only what follows it.
        let t = timing(begin: 1, duration: 1, speed: 0.5)
        #expect(progress(t, at: 1.5) == 0.25)
        #expect(approx(progress(t, at: 2.8)!, 0.9))
        #expect(progress(t, at: 3) == nil)
    }

    @Test func timeOffsetStartsPartWayAndWrapsRound() {
        let t = timing(duration: 1, offset: 0.25)
        #expect(progress(t, at: 0) == 0.25)
        #expect(progress(t, at: 0.5) == 0.75)
        // Past the end of the timeline the playhead wraps to the start ...
        #expect(approx(progress(t, at: 0.8)!, 0.05))
        // ... and the animation still lasts its full duration.
        #expect(approx(progress(t, at: 0.99)!, 0.24))
        #expect(progress(t, at: 1) == nil)
    }

    @Test func timeOffsetWithFillModesShowsTheOffsetFrames() {
        let t = timing(begin: 1, duration: 1, offset: 0.25, fill: .both)
        // Before the start: the first frame shown, which is the offset frame.
        #expect(progress(t, at: 0) == 0.25)
        // After the end: the last frame shown, just before the offset frame came round again.
        #expect(approx(progress(t, at: 5)!, 0.25))
    }

    @Test func pausedAnimationWithOffsetHoldsThatFrame() {
        let t = timing(duration: 2, speed: 0, offset: 0.5)
        #expect(progress(t, at: 0) == 0.25)
        #expect(progress(t, at: 10) == 0.25)
    }

    @Test func repeatCountTwoAndAHalfRepeatsThenStopsHalfWay() {
        let t = timing(duration: 1, repeatCount: 2.5, fill: .forwards)
        #expect(t.sample(atParentTime: 0.25, simpleDuration: 1)! == (0.25, 0))
        #expect(t.sample(atParentTime: 1.25, simpleDuration: 1)! == (0.25, 1))
        #expect(approx(t.sample(atParentTime: 2.4, simpleDuration: 1)!.progress, 0.4))
        #expect(t.sample(atParentTime: 2.4, simpleDuration: 1)!.iteration == 2)
        // Held after the end at the half-way frame of the third repetition.
        #expect(t.sample(atParentTime: 3, simpleDuration: 1)! == (0.5, 2))
        #expect(timing(duration: 1, repeatCount: 2.5).progress(atParentTime: 2.5, simpleDuration: 1) == nil)
    }

    @Test func wholeRepeatCountEndsOnTheLastFrameOfTheLastRepetition() {
        let t = timing(duration: 1, repeatCount: 2, fill: .forwards)
        #expect(t.sample(atParentTime: 1, simpleDuration: 1)! == (0, 1))
        #expect(t.sample(atParentTime: 2, simpleDuration: 1)! == (1, 1))
        #expect(t.sample(atParentTime: 9, simpleDuration: 1)! == (1, 1))
    }

    @Test func repeatDurationCutsTheRepetitionsShort() {
        let t = timing(duration: 1, repeatDuration: 1.5, fill: .forwards)
        #expect(progress(t, at: 1.25) == 0.25)
        #expect(progress(t, at: 1.5) == 0.5)
        #expect(timing(duration: 1, repeatDuration: 1.5).progress(atParentTime: 1.5, simpleDuration: 1) == nil)
    }

    @Test func autoreversePlaysForwardsThenBackwards() {
        let t = timing(duration: 1, autoreverses: true, fill: .forwards)
        #expect(progress(t, at: 0.5) == 0.5)
        #expect(progress(t, at: 1) == 1)
        #expect(progress(t, at: 1.5) == 0.5)
        #expect(progress(t, at: 1.75) == 0.25)
        // An autoreversing animation ends where it started.
        #expect(progress(t, at: 2) == 0)
    }

    @Test func autoreverseWithHalfRepeatEndsAtTheFarEnd() {
        let t = timing(duration: 1, repeatCount: 1.5, autoreverses: true, fill: .forwards)
        #expect(progress(t, at: 2.5) == 0.5)
        #expect(progress(t, at: 3) == 1)
    }

    @Test func negativeSpeedWithAnOffsetPlaysBackwards() {
        // The usual reverse: speed −1 starting from the end of the timeline.
        let t = timing(duration: 1, speed: -1, offset: 1)
        #expect(progress(t, at: 0.25) == 0.75)
        #expect(progress(t, at: 0.9)! < 0.11)
        #expect(progress(t, at: 1.5) == nil)
        #expect(
            timing(duration: 1, speed: -1, offset: 1, fill: .backwards).progress(atParentTime: 1.5, simpleDuration: 1)
                == 0)
    }

    @Test func infiniteRepeatNeverEnds() {
        let t = timing(duration: 1, repeatCount: .infinity)
        #expect(approx(progress(t, at: 1000.25)!, 0.25))
    }

    @Test func zeroDurationShowsTheEndWhileActive() {
        let t = timing(duration: 0, fill: .removed)
        #expect(t.progress(atParentTime: 0, simpleDuration: 0) == 1)
    }

    // MARK: Fill modes outside the active interval

    @Test func fillModesBeforeTheActiveInterval() {
        let before = 0.5
        #expect(progress(timing(begin: 1, fill: .removed), at: before) == nil)
        #expect(progress(timing(begin: 1, fill: .forwards), at: before) == nil)
        #expect(progress(timing(begin: 1, fill: .backwards), at: before) == 0)
        #expect(progress(timing(begin: 1, fill: .both), at: before) == 0)
    }

    @Test func fillModesAfterTheActiveInterval() {
        let after = 2.5
        #expect(progress(timing(begin: 1, fill: .removed), at: after) == nil)
        #expect(progress(timing(begin: 1, fill: .forwards), at: after) == 1)
        #expect(progress(timing(begin: 1, fill: .backwards), at: after) == nil)
        #expect(progress(timing(begin: 1, fill: .both), at: after) == 1)
    }
}
