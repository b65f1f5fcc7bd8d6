import Foundation
import UIKit

// There is no browser here. `SFSafariViewController` is a plain controller that keeps the URL it
// was made with, so an app's flow into and out of it (present, Done, dismiss) runs; the page is
// not shown (see Documentation/Deviations.md).

/// Hears when the user leaves a Safari view controller, as `SFSafariViewControllerDelegate`.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user tapped Done; the controller is being dismissed.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

/// A placeholder for Safari's in-app browser: a controller that keeps its URL and shows an empty
/// page.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// Settings of the browser, as `SFSafariViewController.Configuration` (kept, not acted on).
    open class Configuration: NSObject {
        /// Whether the browser enters Reader mode when it can.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true
        public override init() { super.init() }
    }

    /// The page it was made to show.
    public let initialURL: URL
    /// The configuration it was made with.
    public let configuration: Configuration
    /// The delegate told when the user leaves.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The tint of the bars' buttons.
    open var preferredControlTintColor: UIColor?
    /// The bars' colour.
    open var preferredBarTintColor: UIColor?

    /// Creates a browser for a URL with a configuration.
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a browser for a URL.
    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }

    /// Safari view controllers are not made from storyboards.
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        let page = UIView()
        page.backgroundColor = .systemBackground
        view = page
    }
}
