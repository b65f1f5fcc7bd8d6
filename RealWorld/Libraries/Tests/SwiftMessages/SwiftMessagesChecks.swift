// What SwiftMessages' README promises, checked through its public API on a virtual phone. The
// messages shown are plain views (the library's own layouts come from nib files, which are not
// ported), shown inside the presenting view so each check owns its context.
//
// The library waits with `Task.sleep` on the main actor (to hide a timed message, between
// queued messages, even for `hideAll()`). That sleep runs on the wall clock, on iOS too, and
// its continuation needs the main actor free, which a synchronous check never gives it: so
// the checks are `async` and let time pass with `letPass`, which keeps the device's virtual
// clock level with the wall clock and yields between frames, as a live phone's run loop does.
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

    /// Lets `seconds` pass on both clocks the library uses, the device's (its animations) and
    /// the wall clock (its `Task.sleep`), yielding the main actor so its tasks run.
    private func letPass(_ seconds: TimeInterval, on device: VirtualDevice) async {
        let start = ContinuousClock.now
        var advanced: TimeInterval = 0
        while advanced < seconds {
            try? await Task.sleep(for: .milliseconds(10))
            let elapsed = min(seconds, (ContinuousClock.now - start) / .seconds(1))
            device.advance(by: elapsed - advanced)
            advanced = elapsed
        }
    }

    @Test func aTopMessageSlidesInAtTheTopOfItsContext() async {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        SwiftMessages.show(config: makeConfig(in: home, seconds: 5, log: EventLog()), view: shown)
        await letPass(1, on: device)
        // The library pins a top message 5 points above its context (its bounce offset, so
        // the spring's overshoot shows no gap) and pads its margins by as much: -5 on iOS too.
        #expect(shown.window != nil && abs(windowFrame(of: shown).minY + 5) < 1)
        SwiftMessages.hideAll()
        await letPass(1, on: device)
    }

    @Test func aBottomMessageRestsOnTheBottomEdge() async {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        var config = makeConfig(in: home, seconds: 5, log: EventLog())
        config.presentationStyle = .bottom
        SwiftMessages.show(config: config, view: shown)
        await letPass(1, on: device)
        // 5 points below the bottom edge, the bounce offset again.
        #expect(abs(windowFrame(of: shown).maxY - 849) < 1)
        SwiftMessages.hideAll()
        await letPass(1, on: device)
    }

    @Test func aTimedMessageHidesItselfWithFourEventsInOrder() async {
        let home = UIViewController()
        let device = phone(showing: home)
        let log = EventLog()
        let shown = message()
        SwiftMessages.show(config: makeConfig(in: home, seconds: 1, log: log), view: shown)
        await letPass(3, on: device)
        #expect(log.events == ["willShow", "didShow", "willHide", "didHide"])
        #expect(shown.window == nil)
    }

    @Test func messagesQueueOneAfterAnother() async {
        let home = UIViewController()
        let device = phone(showing: home)
        let first = message()
        let second = message()
        // The library names a view that is not its `Identifiable` by the address of a local
        // variable, the same for both calls, so with duplicates ignored (its default) the
        // second plain view would be dropped, on iOS as here: the check lets duplicates in.
        var config = makeConfig(in: home, seconds: 1, log: EventLog())
        config.ignoreDuplicates = false
        SwiftMessages.show(config: config, view: first)
        SwiftMessages.show(config: config, view: second)
        await letPass(0.8, on: device)
        #expect(first.window != nil && second.window == nil)
        // Showing (0.4 s), the 1 s duration, hiding (0.2 s) and the 0.5 s pause between
        // messages add to 2.1 s.
        await letPass(1.5, on: device)
        #expect(first.window == nil && second.window != nil)
        SwiftMessages.hideAll()
        await letPass(1, on: device)
    }

    @Test func tappingTheInteractiveDimmingHidesTheMessage() async {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        var config = makeConfig(in: home, seconds: 10, log: EventLog())
        config.dimMode = .gray(interactive: true)
        SwiftMessages.show(config: config, view: shown)
        await letPass(1, on: device)
        device.tap(at: CGPoint(x: 195, y: 600))
        await letPass(1, on: device)
        #expect(shown.window == nil)
        await letPass(0.5, on: device)
    }

    @Test func swipingTheMessageUpHidesIt() async {
        let home = UIViewController()
        let device = phone(showing: home)
        let shown = message()
        SwiftMessages.show(config: makeConfig(in: home, seconds: 10, log: EventLog()), view: shown)
        await letPass(1, on: device)
        device.pan(from: CGPoint(x: 195, y: 60), to: CGPoint(x: 195, y: -100), duration: 0.2)
        await letPass(1.5, on: device)
        #expect(shown.window == nil)
        await letPass(0.5, on: device)
    }
}
