import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Touches from the device through `UIApplication.sendEvent` and `UIWindow.sendEvent` to the
/// hit view: phases, locations, timestamps, tap counts and the event's touches.
@MainActor
@Suite(.checksLifetimes) struct UITouchDeliveryTests {
    /// Records what each touch looked like when a view heard of it.
    final class Inspector: UIView {
        var records: [String] = []
        var events: [(all: Int, forView: Int, type: UIEvent.EventType)] = []
        private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            for t in touches {
                let p = t.location(in: self), q = t.previousLocation(in: self)
                let ms = Int((t.timestamp * 1000).rounded())
                records.append(
                    "\(name) \(t.phase) (\(Int(p.x)),\(Int(p.y))) from (\(Int(q.x)),\(Int(q.y))) @\(ms) tap\(t.tapCount)"
                )
            }
            if let event {
                events.append((event.allTouches?.count ?? -1, event.touches(for: self)?.count ?? -1, event.type))
            }
        }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note("began", t, e) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note("moved", t, e) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note("ended", t, e) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { note("cancelled", t, e) }
    }

    @Test func aDragReportsPhasesLocationsAndTimesOnTheClock() {
        let device = VirtualDevice()
        let view = Inspector(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        device.window.addSubview(view)
        device.pan(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 140, y: 110), duration: 3.0 / 60)
        #expect(
            view.records == [
                "began began (10,10) from (10,10) @0 tap1",
                "moved moved (20,10) from (10,10) @17 tap1",
                "moved moved (30,10) from (20,10) @33 tap1",
                "ended ended (40,10) from (30,10) @50 tap1",
            ])
        #expect(view.events.allSatisfy { $0.all == 1 && $0.forView == 1 && $0.type == .touches })
    }

    @Test func quickTapsInOnePlaceCountUpAndSlowOnesStartOver() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = TouchRecordingView("v", log: log, frame: device.window.bounds)
        device.window.addSubview(view)
        var counts: [Int] = []
        for pause in [0.1, 0.1, 0.5, 0.1] {
            device.tap(at: CGPoint(x: 100, y: 100))
            counts.append(view.lastTapCounts.first ?? 0)
            device.advance(by: pause)
        }
        device.tap(at: CGPoint(x: 300, y: 600))
        counts.append(view.lastTapCounts.first ?? 0)
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let device = VirtualDevice()
        let log = EventLog()
        final class Controller: UIViewController {
            var heard: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { heard.append("began") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { heard.append("ended") }
        }
        let controller = Controller()
        device.window.rootViewController = controller
        let container = TouchRecordingView("container", log: log, frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        container.forwards = true
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(plain)
        controller.view.addSubview(container)
        device.tap(at: CGPoint(x: 50, y: 150))
        #expect(log.entries == ["container.began(1)", "container.ended(1)"])
        #expect(controller.heard == ["began", "ended"])
        #expect(plain.next === container)
        #expect(controller.view.next === controller)
        #expect(controller.next === device.window)
        #expect(device.window.next === UIApplication.shared)
        device.window.rootViewController = nil
    }

    @Test func aViewThatIsNotMultipleTouchEnabledHearsOnlyItsFirstFinger() {
        let device = VirtualDevice()
        let log = EventLog()
        let single = TouchRecordingView("single", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let multi = TouchRecordingView("multi", log: log, frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        multi.isMultipleTouchEnabled = true
        device.window.addSubview(single)
        device.window.addSubview(multi)
        let twoFingers = { (y: CGFloat) in
            TouchScript([
                .hold(at: CGPoint(x: 100, y: y), end: 0.2),
                .hold(at: CGPoint(x: 200, y: y), start: 0.05, end: 0.1),
            ])
        }
        device.touches(twoFingers(200))
        device.touches(twoFingers(600))
        #expect(
            log.entries == [
                "single.began(1)", "single.ended(1)",
                "multi.began(1)", "multi.began(1)", "multi.ended(1)", "multi.ended(1)",
            ])
    }

    @Test func anExclusiveTouchViewKeepsOtherFingersAway() {
        let device = VirtualDevice()
        let log = EventLog()
        let exclusive = TouchRecordingView("exclusive", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView("other", log: log, frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        device.window.addSubview(exclusive)
        device.window.addSubview(other)
        let script = { (first: CGFloat, second: CGFloat) in
            TouchScript([
                .hold(at: CGPoint(x: 100, y: first), end: 0.2),
                .hold(at: CGPoint(x: 100, y: second), start: 0.05, end: 0.1),
            ])
        }
        device.touches(script(200, 600))
        device.touches(script(600, 200))
        #expect(
            log.entries == [
                "exclusive.began(1)", "exclusive.ended(1)",
                "other.began(1)", "other.ended(1)",
            ])
    }

    @Test func fingersTouchingDownTogetherArriveInOneCall() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = TouchRecordingView("v", log: log, frame: device.window.bounds)
        view.isMultipleTouchEnabled = true
        device.window.addSubview(view)
        device.pinch(at: CGPoint(x: 195, y: 400), fromScale: 1, toScale: 1.1, duration: 1.0 / 60)
        #expect(log.entries == ["v.began(2)", "v.ended(2)"])
    }

    @Test func aCancelledTouchIsReportedAsCancelled() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = TouchRecordingView("v", log: log, frame: device.window.bounds)
        device.window.addSubview(view)
        device.touches(
            TouchScript([
                .init(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 30), end: 1.0 / 30, cancelledAtEnd: true)
            ]))
        #expect(log.entries == ["v.began(1)", "v.moved(1)", "v.cancelled(1)"])
    }

    @Test func aTouchStaysWithItsViewWhenItMovesAway() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = TouchRecordingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchRecordingView("b", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        device.window.addSubview(a)
        device.window.addSubview(b)
        device.pan(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 2.0 / 60)
        #expect(log.entries == ["a.began(1)", "a.moved(1)", "a.ended(1)"])
        #expect(approx(a.lastLocations[0], CGPoint(x: 150, y: 50)))
    }

    @Test func eachEventPassesThroughTheWindowsSendEvent() {
        final class SpyWindow: UIWindow {
            var phases: [UITouch.Phase] = []
            override func sendEvent(_ event: UIEvent) {
                phases += event.touches(for: self)?.map(\.phase) ?? []
                super.sendEvent(event)
            }
        }
        let device = VirtualDevice()
        let log = EventLog()
        let spy = SpyWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let view = TouchRecordingView("v", log: log, frame: spy.bounds)
        spy.addSubview(view)
        spy.makeKeyAndVisible()
        device.pan(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 60), duration: 1.0 / 30)
        #expect(spy.phases == [.began, .moved, .ended])
        #expect(log.entries == ["v.began(1)", "v.moved(1)", "v.ended(1)"])
    }

    @Test func anEmptyEventHasNoTouches() {
        let device = VirtualDevice()
        device.advance(by: 0.25)
        let event = UIEvent()
        #expect(event.type == .touches)
        #expect(event.subtype == .none)
        #expect(event.timestamp == 0.25)
        #expect(event.allTouches?.isEmpty == true)
        #expect(event.touches(for: device.window)?.isEmpty == true)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
    }
}
