import Foundation
import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether a navigation may go ahead, as `WKNavigationActionPolicy`.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel, allow
}

/// What started a navigation, as `WKNavigationType`.
public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// A navigation's cause and request, as `WKNavigationAction`.
@preconcurrency @MainActor
open class WKNavigationAction: NSObject {
    /// The request to load.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    /// What started it.
    open var navigationType: WKNavigationType { .other }
}

/// Hears about a web view's navigations, as `WKNavigationDelegate` (every method optional; none
/// is called here, as no page loads).
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {
    /// Decides whether a navigation may go ahead.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    /// A navigation started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A navigation finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A navigation failed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// Presents a page's panels and windows, as `WKUIDelegate` (never called here).
@preconcurrency @MainActor
public protocol WKUIDelegate: AnyObject {}
