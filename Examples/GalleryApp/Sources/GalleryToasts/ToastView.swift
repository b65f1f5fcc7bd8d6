import Foundation
import UIKit

/// A toast written as UIKit code usually is, in Swift 5 language mode, from a file importing
/// Foundation as well as UIKit: it shows at once, settles on the next run-loop turn and goes
/// after its duration on Dispatch's main queue.
public final class ToastView: UILabel {
    public private(set) var events: [String] = []
    public internal(set) var secondsLeft = 0
    var countdown: Timer?

    public func show(_ message: String, in host: UIView, for duration: TimeInterval) {
        text = message
        frame = CGRect(x: 20, y: 100, width: 300, height: 40)
        host.addSubview(self)
        events.append("shown")
        DispatchQueue.main.async {
            self.events.append("settled")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self] in
            self?.removeFromSuperview()
            self?.events.append("hidden")
        }
    }

    public var isCountingDown: Bool { countdown?.isValid ?? false }
}
