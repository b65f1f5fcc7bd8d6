@_spi(Testing) import UIKit
import UIKitHost

extension FuzzWorld {
    /// Runs until idle, then checks what must hold when nothing is moving.
    func settle() {
        // A user lifts the finger sooner or later; until then a drag may hold a transition.
        device.endTouches()
        guard device.runUntilIdle(limit: 30) else {
            violations.append("not idle 30 virtual seconds after the last call")
            return
        }
        let window = device.window
        // UIKit's rules for a settled device (shared with the tests and users' own suites),
        // then what only the fuzzer's model knows.
        let containers: [UIViewController] = [tabs, split].compactMap { $0 }
        violations += device.consistencyViolations(
            of: controllers + containers.filter { c in !controllers.contains { $0 === c } })
        let top = chain.last!
        let shown = leaf(of: top)
        if !(shown.isViewLoaded && shown.view.window === window) {
            violations.append("\(shown.title ?? "?") should be on screen but its view is not in the window")
        }
        checkNothingDiedEarly()
        for check in pendingChecks { if let v = check() { violations.append(v) } }
        pendingChecks = []
    }
}
