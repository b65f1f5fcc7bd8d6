import Foundation

@testable import UIKitLive

/// Made-up wall time for a live host: its sleeps and waits move the time on at once and are
/// written down, so a test runs seconds of a live window without sleeping. The host holds it
/// through its pacing, so a test need not.
@MainActor
final class FakePacing {
    enum Wait: Equatable {
        case frame(TimeInterval)
        case input(TimeInterval)
    }
    private(set) var wall: TimeInterval = 0
    private(set) var waits: [Wait] = []
    /// Answers how long an input wait of the given length lasts (input may end it early);
    /// the whole wait when nil.
    var inputArrives: ((TimeInterval) -> TimeInterval)?

    var inputWaits: [TimeInterval] {
        waits.compactMap { if case .input(let t) = $0 { t } else { nil } }
    }

    var pacing: LivePacing {
        LivePacing(
            now: { [self] in wall },
            sleep: { [self] t in
                waits.append(.frame(t))
                wall += t
            },
            waitForInput: { [self] t in
                waits.append(.input(t))
                wall += inputArrives?(t) ?? t
            })
    }
}
