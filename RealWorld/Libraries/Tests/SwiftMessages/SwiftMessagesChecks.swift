// What SwiftMessages' README promises, checked through its public API on a virtual phone. The
// messages shown are plain views (the library's own layouts come from nib files, which are not
// ported), shown inside the presenting view so each check owns its context.
import SwiftMessages
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct SwiftMessagesChecks {
    /// A 100-point-tall message view.
    private func message() -> UIView {
        let view = UIView()
        view.backgroundColor = .orange
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: 100).isActive = true
        return view
    }

    /// A configuration showing in `home`'s view for `seconds`, recording its events.
    private func makeConfig(in home: UIViewController, seconds: TimeInterval, log: EventLog) -> SwiftMessages.Config {
        var config = SwiftMessages.Config()
        config.presentationContext = .view(home.view)
        config.duration = .seconds(seconds: seconds)
        config.eventListeners.append { event in
            switch event {
            case .willShow: log.events.append("willShow")
            case .didShow: log.events.append("didShow")
            case .willHide: log.events.append("willHide")
            case .didHide: log.events.append("didHide")
            }
        }
        return config
    }

    final class EventLog { var events: [String] = [] }

    @Test func aTopMessageSlidesInAtTheTopOfItsContext() {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        SwiftMessages.show(config: makeConfig(in: home, seconds: 5, log: EventLog()), view: shown)
        device.advance(by: 1)
        #expect(shown.window != nil && abs(windowFrame(of: shown).minY) < 1)
        SwiftMessages.hideAll()
        _ = device.runUntilIdle()
    }

    @Test func aBottomMessageRestsOnTheBottomEdge() {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        var config = makeConfig(in: home, seconds: 5, log: EventLog())
        config.presentationStyle = .bottom
        SwiftMessages.show(config: config, view: shown)
        device.advance(by: 1)
        #expect(abs(windowFrame(of: shown).maxY - 844) < 1)
        SwiftMessages.hideAll()
        _ = device.runUntilIdle()
    }

    @Test func aTimedMessageHidesItselfWithFourEventsInOrder() {
        let home = UIViewController()
        let device = phone(showing: home)
        let log = EventLog()
        let shown = message()
        SwiftMessages.show(config: makeConfig(in: home, seconds: 1, log: log), view: shown)
        device.advance(by: 3)
        #expect(log.events == ["willShow", "didShow", "willHide", "didHide"])
        #expect(shown.window == nil)
    }

    @Test func messagesQueueOneAfterAnother() {
        let home = UIViewController()
        let device = phone(showing: home)
        let first = message()
        let second = message()
        SwiftMessages.show(config: makeConfig(in: home, seconds: 1, log: EventLog()), view: first)
        SwiftMessages.show(config: makeConfig(in: home, seconds: 1, log: EventLog()), view: second)
        device.advance(by: 0.8)
        #expect(first.window != nil && second.window == nil)
        device.advance(by: 1.5)
        #expect(first.window == nil && second.window != nil)
        SwiftMessages.hideAll()
        _ = device.runUntilIdle()
    }

    @Test func tappingTheInteractiveDimmingHidesTheMessage() {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        var config = makeConfig(in: home, seconds: 10, log: EventLog())
        config.dimMode = .gray(interactive: true)
        SwiftMessages.show(config: config, view: shown)
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 195, y: 600))
        device.advance(by: 1)
        #expect(shown.window == nil)
        _ = device.runUntilIdle()
    }

    @Test func swipingTheMessageUpHidesIt() {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        SwiftMessages.show(config: makeConfig(in: home, seconds: 10, log: EventLog()), view: shown)
        device.advance(by: 1)
        device.pan(from: CGPoint(x: 195, y: 60), to: CGPoint(x: 195, y: -100), duration: 0.2)
        device.advance(by: 1.5)
        #expect(shown.window == nil)
        _ = device.runUntilIdle()
    }
}
