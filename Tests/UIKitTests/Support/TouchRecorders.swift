import Foundation

@testable import UIKit

/// A view that logs the touches it receives as "<name>.<phase>(<count>)@<time>" without
/// passing them on (unless `forwards` is set).
@MainActor
final class TouchRecordingView: UIView {
    let name: String
    let log: EventLog
    var forwards = false
    var logsTime = false
    /// The last touches' locations in this view and their window (touches hold their view,
    /// so the view must not hold them).
    private(set) var lastLocations: [CGPoint] = []
    private(set) weak var lastWindow: UIWindow?
    private(set) var lastTapCounts: [Int] = []

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func r(_ phase: String, _ touches: Set<UITouch>) {
        let sorted = touches.sorted { $0.identifier < $1.identifier }
        lastLocations = sorted.map { $0.location(in: self) }
        lastTapCounts = sorted.map(\.tapCount)
        lastWindow = sorted.first?.window
        let time = logsTime ? "@\(Int((MainLoop.current.now * 1000).rounded()))ms" : ""
        log.record("\(name).\(phase)(\(touches.count))\(time)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        r("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        r("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        r("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        r("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A gesture target that records each action: the state, the clock time and whatever
/// `sample` reads from the recognizer.
@MainActor
final class GestureProbe {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var times: [TimeInterval] = []
    private(set) var samples: [CGPoint] = []
    var sample: ((UIGestureRecognizer) -> CGPoint)?
    let log: EventLog?
    let name: String

    init(_ name: String = "probe", log: EventLog? = nil) {
        self.name = name
        self.log = log
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        times.append(MainLoop.current.now)
        if let sample { samples.append(sample(recognizer)) }
        log?.record("\(name).\(recognizer.state)")
    }

    /// The times in whole milliseconds, for readable comparisons.
    var milliseconds: [Int] { times.map { Int(($0 * 1000).rounded()) } }
}

/// A gesture recognizer delegate built from closures.
@MainActor
final class DelegateStub: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var receive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin(g) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
        simultaneous(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool {
        requireFailureOf(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool {
        requiredToFailBy(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive(g, touch) }
}
