import Testing

@testable import UIKit

/// The state changes pinch and rotation share, as a table: what each state becomes when the
/// fingers move, lift or are cancelled.
@MainActor
@Suite struct TwoFingerTrackingTests {
    typealias State = UIGestureRecognizer.State

    @Test(arguments: [
        (State.possible, false, State?.none),
        (.possible, true, .began),
        (.began, false, .changed),
        (.changed, true, .changed),
        (.ended, true, nil),
        (.cancelled, true, nil),
    ])
    func movingBeginsPastTheHysteresisThenChanges(from: State, beyond: Bool, to: State?) {
        #expect(TwoFingerTracking.state(afterMoving: from, beyondHysteresis: beyond) == to)
    }

    @Test(arguments: [
        (State.possible, State?.some(.failed)),
        (.began, .cancelled),
        (.changed, .cancelled),
        (.ended, nil),
    ])
    func cancellingFailsAnUnstartedGestureAndCancelsARunningOne(from: State, to: State?) {
        #expect(TwoFingerTracking.state(afterCancelling: from) == to)
    }

    @Test func liftingTheOnlyFingerBeforeAPairFormsFails() {
        let tracking = TwoFingerTracking()
        #expect(tracking.state(afterLifting: .possible, fingersLeft: false) == .failed)
        #expect(tracking.state(afterLifting: .possible, fingersLeft: true) == nil)
    }
}
