import Foundation
import Testing
import UIKitTesting
import WebKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private final class PageController: UIViewController, WKNavigationDelegate {
    let webView = WKWebView()
    var decisions: [WKNavigationActionPolicy] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = self
        webView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(webView)
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        webView.load(URLRequest(url: URL(string: "https://example.com/data")!))
    }
}

/// The placeholder web view: it lays out as a view, keeps what it is asked to load, and loads
/// nothing.
@MainActor
@Suite struct WKWebViewTests {
    @Test func aWebViewTakesItsPlaceInLayoutAndRecordsTheRequest() {
        let device = VirtualDevice()
        let controller = PageController()
        device.window.rootViewController = controller
        #expect(device.runUntilIdle())
        #expect(controller.webView.frame == CGRect(x: 0, y: 10, width: 390, height: 834))
        #expect(controller.webView.loadedRequests.map { $0.url?.absoluteString } == ["https://example.com/data"])
        #expect(controller.webView.url?.host == "example.com")
        #expect(controller.webView.scrollView.frame.size == controller.webView.bounds.size)
    }

    @Test func noPageLoadsSoTheDelegateIsNeverAsked() {
        let device = VirtualDevice()
        let controller = PageController()
        device.window.rootViewController = controller
        controller.webView.loadHTMLString("<p>hi</p>", baseURL: nil)
        #expect(device.runUntilIdle())
        #expect(controller.webView.loadedHTMLStrings == ["<p>hi</p>"])
        #expect(!controller.webView.isLoading && controller.webView.estimatedProgress == 0)
        #expect(controller.decisions.isEmpty)
    }

    @Test func evaluatingJavaScriptReportsItIsNotImplemented() {
        let device = VirtualDevice()
        var called = false
        WKWebView().evaluateJavaScript("document.title") { _, _ in called = true }
        #expect(!called)
        #expect(device.diagnostics.contains { $0.contains("evaluateJavaScript") && $0.contains("not implemented") })
    }
}
