import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Control tracking (events and the 70-point tracking area), target/action with method
/// references, `UIAction`s and the control's states.
@MainActor
@Suite(.checksLifetimes) struct UIControlTests {
    /// Logs every control event as its name.
    private func logEvents(of control: UIControl, into log: EventLog) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in log.record(name) }, for: event)
        }
    }

    private func button(in device: VirtualDevice) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 100, height: 40)
        device.window.addSubview(button)
        return button
    }

    @Test func aTapSendsTouchDownThenTouchUpInside() {
        let device = VirtualDevice()
        let log = EventLog()
        let button = button(in: device)
        logEvents(of: button, into: log)
        var highlightedWhileDown: Bool?
        button.addAction(
            UIAction { [unowned button] _ in highlightedWhileDown = button.isHighlighted }, for: .touchDown)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(log.entries == ["down", "upInside", "primary"])
        #expect(highlightedWhileDown == true)
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func releasingWithin70PointsOutsideStillCountsAsInside() {
        let device = VirtualDevice()
        let log = EventLog()
        let button = button(in: device)
        logEvents(of: button, into: log)
        // 60 points below the button: inside the tracking area.
        device.pan(from: CGPoint(x: 150, y: 320), to: CGPoint(x: 150, y: 400), duration: 2.0 / 60)
        #expect(log.entries == ["down", "dragInside", "upInside", "primary"])
        log.clear()
        // 80 points to the right: outside.
        device.pan(from: CGPoint(x: 150, y: 320), to: CGPoint(x: 280, y: 320), duration: 2.0 / 60)
        #expect(log.entries == ["down", "dragInside", "upOutside"])
    }

    @Test func draggingOutAndBackInSendsExitAndEnter() {
        let device = VirtualDevice()
        let log = EventLog()
        let button = button(in: device)
        logEvents(of: button, into: log)
        var highlights: [Bool] = []
        button.addAction(
            UIAction { [unowned button] _ in highlights.append(button.isHighlighted) }, for: .allTouchEvents)
        let inside = CGPoint(x: 150, y: 320)
        device.touches(
            TouchScript([
                .init(points: [inside, CGPoint(x: 150, y: 500), inside, inside], end: 6.0 / 60)
            ]))
        // Samples: 0 down; y 410 (out), 500 and 410 (still out); 320 (back in); a still frame;
        // the lift.
        #expect(log.entries == ["down", "exit", "dragOutside", "dragOutside", "enter", "upInside", "primary"])
        #expect(highlights == [true, false, false, false, true, false])
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let device = VirtualDevice()
        let log = EventLog()
        let button = button(in: device)
        logEvents(of: button, into: log)
        device.touches(
            TouchScript([
                .init(from: CGPoint(x: 150, y: 320), to: CGPoint(x: 150, y: 320), end: 0.1, cancelledAtEnd: true)
            ]))
        #expect(log.entries == ["down", "cancel"])
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledControlSendsNothingAndPassesTouchesOn() {
        let device = VirtualDevice()
        let log = EventLog()
        let backdrop = TouchRecordingView("backdrop", log: log, frame: device.window.bounds)
        device.window.addSubview(backdrop)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 100, height: 40)
        backdrop.addSubview(button)
        logEvents(of: button, into: log)
        button.isEnabled = false
        #expect(button.state == .disabled)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(log.entries == ["backdrop.began(1)", "backdrop.ended(1)"])
    }

    @Test func aSecondQuickTapSendsTouchDownRepeat() {
        let device = VirtualDevice()
        let log = EventLog()
        let button = button(in: device)
        logEvents(of: button, into: log)
        device.tap(at: CGPoint(x: 150, y: 320))
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(log.entries == ["down", "upInside", "primary", "down", "downRepeat", "upInside", "primary"])
    }

    @MainActor final class Screen {
        var calls: [String] = []
        func tapped() { calls.append("tapped") }
        func tapped(_ sender: UIButton) { calls.append("sender \(sender.tag)") }
        func tappedAny(_ sender: Any) { calls.append("any") }
        func tapped(_ sender: UIControl, forEvent event: UIEvent) {
            calls.append("event \(event.allTouches?.count ?? -1)")
        }
    }

    @Test func targetsTakeMethodsWithNothingTheSenderOrTheSenderAndEvent() {
        let device = VirtualDevice()
        let button = button(in: device)
        button.tag = 7
        let screen = Screen()
        button.addTarget(screen, action: Screen.tapped as (Screen) -> () -> Void, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tapped as (Screen) -> (UIButton) -> Void, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tappedAny, for: .touchUpInside)
        button.addTarget(screen, action: Screen.tapped(_:forEvent:), for: .touchUpInside)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(screen.calls == ["tapped", "sender 7", "any", "event 1"])
        #expect(button.allTargets.count == 1 && button.allTargets.first === screen)
        #expect(button.allControlEvents == .touchUpInside)
        // Sent by hand, the event-taking method gets an empty event.
        screen.calls.removeAll()
        button.sendActions(for: .touchUpInside)
        #expect(screen.calls == ["tapped", "sender 7", "any", "event 0"])
        // Removing by method reference removes all of the target's actions for the events.
        button.removeTarget(screen, action: Screen.tappedAny, for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == [])
    }

    @Test func targetsAreHeldWeakly() {
        let device = VirtualDevice()
        let button = button(in: device)
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            button.addTarget(screen, action: Screen.tapped as (Screen) -> () -> Void, for: .touchUpInside)
        }
        #expect(weakScreen == nil)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(button.allTargets.isEmpty)
    }

    @Test func aNilTargetFindsTheMethodUpTheResponderChain() {
        let device = VirtualDevice()
        final class Controller: UIViewController {
            var taps = 0
            func handleTap() { taps += 1 }
        }
        let controller = Controller()
        device.window.rootViewController = controller
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 100, height: 40)
        controller.view.addSubview(button)
        button.addTarget(nil, action: Controller.handleTap, for: .touchUpInside)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(controller.taps == 1)
        device.window.rootViewController = nil
    }

    @Test func actionsAreKeptOnePerIdentifierAndRemovedByIt() {
        let device = VirtualDevice()
        let button = button(in: device)
        var calls: [String] = []
        let id = UIAction.Identifier("save")
        button.addAction(UIAction(title: "A", identifier: id) { _ in calls.append("A") }, for: .touchUpInside)
        button.addAction(UIAction(title: "B", identifier: id) { _ in calls.append("B") }, for: .touchUpInside)
        let other = UIAction(title: "C") { [unowned button] action in
            calls.append("C from \((action.sender as? UIButton) === button)")
        }
        button.addAction(other, for: .touchUpInside)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(calls == ["B", "C from true"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.removeAction(other, for: .touchUpInside)
        calls.removeAll()
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(calls.isEmpty)
        #expect(button.allControlEvents == [])
    }

    @Test func trackingHooksRunInOrderAndCanStopTracking() {
        let device = VirtualDevice()
        final class Knob: UIControl {
            var hooks: [String] = []
            var stopAfterMoves = Int.max
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                hooks.append("begin")
                return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                hooks.append("continue")
                return hooks.filter { $0 == "continue" }.count < stopAfterMoves
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { hooks.append("end") }
            override func cancelTracking(with event: UIEvent?) { hooks.append("cancel") }
        }
        let knob = Knob(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        device.window.addSubview(knob)
        device.pan(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 50), duration: 2.0 / 60)
        #expect(knob.hooks == ["begin", "continue", "end"])
        knob.hooks.removeAll()
        knob.stopAfterMoves = 1
        var ups = 0
        knob.addAction(UIAction { _ in ups += 1 }, for: .touchUpInside)
        device.pan(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 50), duration: 3.0 / 60)
        #expect(knob.hooks == ["begin", "continue"])
        #expect(ups == 0)
        #expect(!knob.isTracking)
    }

    @Test func statesAndEventsUseUIKitsBits() {
        let device = VirtualDevice()
        let control = UIControl(frame: .zero)
        device.window.addSubview(control)
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchCancel.rawValue == 256)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.editingDidBegin.rawValue == 65536)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        var fired = 0
        let primary = UIControl(frame: .zero, primaryAction: UIAction { _ in fired += 1 })
        primary.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }
}
