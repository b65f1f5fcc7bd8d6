// Cause: a timer made unscheduled with a target and selector, then added to the main run loop
// once an animation ends. Linux's Foundation has no target/selector timers; OpenUIKit offers
// only the scheduled form with a method reference, and Foundation's `RunLoop.add(_:forMode:)`
// would schedule the timer on a run loop a world's clock does not run (an overload of it makes
// every call ambiguous).
// Stops: Toast-Swift (Toast.swift:359: 2 errors).
// Errors: extra arguments at positions #2, #3, #4 in call; missing argument for parameter
// 'block' in call.
// Expected: compiles and fires on the world's clock `duration` seconds after it was made, once
// added. Fixed on w3c-libs-behaviour: UIKit's `Timer(timeInterval:target:selector:userInfo:
// repeats:)` makes an unscheduled world timer that UIKit's `RunLoop.add` schedules (in a file
// importing UIKit alone); TimerMethodReferenceTests.
import UIKit

final class Banner: UIView {
    func show(for duration: TimeInterval) {
        let timer = Timer(
            timeInterval: duration, target: self, selector: Banner.expire, userInfo: self, repeats: false)
        UIView.animate(withDuration: 0.2, animations: { self.alpha = 1 }) { _ in
            RunLoop.main.add(timer, forMode: .common)
        }
    }

    func expire(_ timer: Timer) {
        removeFromSuperview()
    }
}
