import Foundation
import QuartzCore
import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// There is no web engine here. `WKWebView` is a placeholder view, so that apps which show a web
// page in one screen build and run their other screens: it takes its place in the hierarchy and
// in Auto Layout, records what it was asked to load, and tells its navigation delegate nothing
// (no page ever starts loading). What a web view would do with content is a stub that reports
// itself through `unimplemented`.

/// A web view's settings, as `WKWebViewConfiguration` (kept, not acted on).
open class WKWebViewConfiguration: NSObject {
    /// Whether HTML5 videos play inline.
    open var allowsInlineMediaPlayback = false
    public override init() { super.init() }
}

/// A page load, as `WKNavigation`.
open class WKNavigation: NSObject {}

/// A placeholder for WebKit's web view: a plain view that records what it is asked to load and
/// renders nothing (see Documentation/Deviations.md).
@preconcurrency @MainActor
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// The delegate told about navigations (never called: no page loads here).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The delegate for the page's user interface (never called).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The scroll view a web view shows its page in.
    public let scrollView = UIScrollView()
    /// The requests `load(_:)` was given, oldest first.
    public private(set) var loadedRequests: [URLRequest] = []
    /// The HTML strings `loadHTMLString(_:baseURL:)` was given, oldest first.
    public private(set) var loadedHTMLStrings: [String] = []
    /// The last URL asked for; observers of `URL` hear each change.
    open private(set) var url: URL? {
        willSet { KeyValueObservers.willChange(self, "URL") }
        didSet { KeyValueObservers.didChange(self, "URL") }
    }
    /// The page's title (nil: no page loads).
    open var title: String? { nil }
    /// Whether a page is loading (never: no page loads).
    open var isLoading: Bool { false }
    /// How much of the page has loaded, 0...1 (0: no page loads).
    open var estimatedProgress: Double { 0 }
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { false }
    /// Whether horizontal swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// The user agent sent with requests.
    open var customUserAgent: String?

    /// Creates a web view with a frame and configuration.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    /// Creates a web view from a storyboard or nib, with the default configuration.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        addSubview(scrollView)
    }

    /// Creates a web view with a frame and the default configuration.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Creates an empty web view with the default configuration.
    public convenience init() { self.init(frame: .zero) }

    /// Records the request; nothing loads.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        loadedRequests.append(request)
        url = request.url
        return WKNavigation()
    }

    /// Records the HTML; nothing is rendered.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        loadedHTMLStrings.append(string)
        url = baseURL
        return WKNavigation()
    }

    /// Reloads the page (there is none).
    @discardableResult
    open func reload() -> WKNavigation? { nil }
    /// Stops loading (nothing loads).
    open func stopLoading() {}
    /// Goes back (there is no history).
    @discardableResult
    open func goBack() -> WKNavigation? { nil }
    /// Goes forward (there is no history).
    @discardableResult
    open func goForward() -> WKNavigation? { nil }

    /// Runs JavaScript in the page: there is no engine, so the handler is never called.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        unimplemented(#function)
    }
}
