import UIKit

extension ToastView {
    /// Counts `secondsLeft` down once a second on a block timer, which stops itself at zero.
    public func startCountdown(from seconds: Int) {
        secondsLeft = seconds
        countdown = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            MainActor.assumeIsolated {
                guard let self = self else { return timer.invalidate() }
                self.secondsLeft -= 1
                if self.secondsLeft == 0 { timer.invalidate() }
            }
        }
    }
}
