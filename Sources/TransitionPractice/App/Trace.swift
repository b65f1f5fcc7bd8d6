import UIKit

/// The life-cycle trace of the app: every appearance and transition callback, in order, so
/// each tour step can write what happened and tests can assert it.
@MainActor
public final class Trace {
    /// The shared trace the app's controllers write to.
    public static let shared = Trace()
    /// The lines recorded so far.
    public private(set) var lines: [String] = []
    /// The clock time each line was recorded at, one per line, so the tour's viewer can place
    /// each callback on the same timeline as the frames.
    public private(set) var times: [TimeInterval] = []
    /// The clock the lines are stamped with: the ambient world's unless a host sets its device's.
    public var clock: () -> TimeInterval = { CACurrentMediaTime() }

    /// Records one line.
    public func record(_ line: String) {
        lines.append(line)
        times.append(clock())
    }

    /// Takes the lines recorded since the last call.
    public func drain() -> [String] {
        drainTimed().map(\.line)
    }

    /// Takes the lines recorded since the last call, each with the time it was recorded at.
    public func drainTimed() -> [(time: TimeInterval, line: String)] {
        defer {
            lines.removeAll()
            times.removeAll()
        }
        return Array(zip(times, lines)).map { (time: $0.0, line: $0.1) }
    }
}

/// A controller that writes its appearance callbacks to the trace.
@MainActor
open class TracedViewController: UIViewController {
    /// The name used in the trace.
    open var traceName: String { String(describing: type(of: self)) }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Trace.shared.record("\(traceName).viewWillAppear")
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Trace.shared.record("\(traceName).viewDidAppear")
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Trace.shared.record("\(traceName).viewWillDisappear")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Trace.shared.record("\(traceName).viewDidDisappear")
    }
}
