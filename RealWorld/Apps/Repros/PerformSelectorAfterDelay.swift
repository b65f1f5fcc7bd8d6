// error: type 'NSObject' has no member 'cancelPreviousPerformRequests'; cannot convert a method
// reference to 'Selector' (stocks; uikit-port notes the line). Delayed messages by selector
// need the Objective-C runtime; a cancellable DispatchWorkItem or Timer does the same job.
import UIKit

final class SearchViewController: UIViewController {
    func reload() {}
    func textDidChange() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(reload), object: nil)
        perform(#selector(reload), with: nil, afterDelay: 0.5)
    }
}
