import Foundation
import Testing

@testable import QuartzCore

@MainActor
@Suite struct CADisplayLinkTests {
    @Test func firesOncePerFrameWithFrameTimestamps() {
        let loop = VirtualWorld.make()
        var ticks: [(timestamp: Double, target: Double, now: Double)] = []
        let link = CADisplayLink { ticks.append(($0.timestamp, $0.targetTimestamp, CACurrentMediaTime())) }
        link.add(to: .main, forMode: .common)
        #expect(approx(link.duration, 1.0 / 60, 1e-12))
        loop.advance(by: 1)
        #expect(ticks.count == 60)
        for (i, tick) in ticks.enumerated() {
            #expect(approx(tick.timestamp, Double(i + 1) / 60, 1e-9))
            #expect(approx(tick.target - tick.timestamp, 1.0 / 60, 1e-9))
            #expect(tick.now == tick.timestamp)
        }
        link.invalidate()
    }

    @Test func removedLinkStopsFiringAndResumesWhenAddedAgain() {
        let loop = VirtualWorld.make()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        loop.advance(by: 0.5)
        #expect(count == 30)
        link.remove(from: .main, forMode: .common)
        loop.advance(by: 0.5)
        #expect(count == 30)
        // Unlike invalidate(), removing keeps the handler: the link can run again.
        link.add(to: .main, forMode: .common)
        loop.advance(by: 0.5)
        #expect(count == 60)
        link.invalidate()
    }

    @Test func notAddedLinkNeverFires() {
        let loop = VirtualWorld.make()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        loop.advance(by: 0.5)
        #expect(count == 0)
        _ = link
    }

    @Test func addingTwiceStillFiresOncePerFrame() {
        let loop = VirtualWorld.make()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .default)
        loop.advance(by: 0.5)
        #expect(count == 30)
        link.invalidate()
    }

    @Test func preferredThirtyFramesPerSecondHalvesTheCalls() {
        let loop = VirtualWorld.make()
        var ticks: [(Double, Double)] = []
        let link = CADisplayLink { ticks.append(($0.timestamp, $0.targetTimestamp)) }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        loop.advance(by: 1)
        #expect(ticks.count == 30)
        // The actual rate reads back as 1 / (targetTimestamp − timestamp).
        #expect(ticks.allSatisfy { approx(1 / ($0.1 - $0.0), 30, 1e-6) })
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { approx($1.0 - $0.0, 1.0 / 30, 1e-9) })
        link.invalidate()
    }

    @Test func preferredFrameRateRangeAlsoThrottles() {
        let loop = VirtualWorld.make()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        link.add(to: .main, forMode: .common)
        loop.advance(by: 1)
        #expect(count == 20)
        link.invalidate()
    }

    @Test func pausedLinkSkipsFramesAndLetsTheLoopIdle() {
        let loop = VirtualWorld.make()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        loop.advance(by: 0.25)
        #expect(count == 15)
        #expect(!loop.isIdle)
        link.isPaused = true
        #expect(loop.isIdle)
        loop.advance(by: 0.5)
        #expect(count == 15)
        link.isPaused = false
        loop.advance(by: 0.25)
        #expect(count == 30)
        link.invalidate()
    }

    @Test func invalidateStopsTheLinkAndReleasesItsTarget() {
        let loop = VirtualWorld.make()
        final class Player {
            var steps = 0
            func step(_ link: CADisplayLink) { steps += 1 }
        }
        weak var weakPlayer: Player?
        var link: CADisplayLink?
        do {
            let player = Player()
            weakPlayer = player
            link = CADisplayLink(target: player, selector: Player.step)
            link?.add(to: .main, forMode: .common)
        }
        loop.advance(by: 0.1)
        #expect(weakPlayer?.steps == 6)
        link?.invalidate()
        #expect(weakPlayer == nil)
        loop.advance(by: 0.1)
        #expect(loop.isIdle)
        link = nil
    }

    @Test func targetWithAMethodWithoutArgumentsIsCalled() {
        let loop = VirtualWorld.make()
        final class Ticker {
            var ticks = 0
            func tick() { ticks += 1 }
        }
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .common)
        loop.advance(by: 0.05)
        #expect(ticker.ticks == 3)
        link.invalidate()
    }

    @Test func linkCanInvalidateItselfFromItsCallback() {
        let loop = VirtualWorld.make()
        var count = 0
        let link = CADisplayLink { link in
            count += 1
            if count == 3 { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        loop.advance(by: 1)
        #expect(count == 3)
        #expect(loop.isIdle)
    }

    @Test func linkAddedDuringAnotherLinksCallbackStartsOnTheNextFrame() {
        let loop = VirtualWorld.make()
        var late: [Double] = []
        let second = CADisplayLink { late.append($0.timestamp) }
        var added = false
        let first = CADisplayLink { _ in
            if !added {
                added = true
                second.add(to: .main, forMode: .common)
            }
        }
        first.add(to: .main, forMode: .common)
        loop.advance(by: 0.05)
        #expect(late.count == 2)
        #expect(approx(late.first ?? 0, 2.0 / 60, 1e-12))
        first.invalidate()
        second.invalidate()
    }

    @Test func linkSeesAnimationsAtTheFramesTime() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(VirtualWorld.basic("position.x", from: 0, to: 60, duration: 1), forKey: "x")
        var seen: [CGFloat] = []
        let link = CADisplayLink { _ in seen.append(layer.presentation()!.position.x) }
        link.add(to: .main, forMode: .common)
        loop.advance(by: 0.05)
        #expect(seen.count == 3)
        for (i, x) in seen.enumerated() { #expect(approx(x, CGFloat(i + 1), 1e-9)) }
        link.invalidate()
    }
}
