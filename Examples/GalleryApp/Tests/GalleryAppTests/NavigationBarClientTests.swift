import Testing
import UIKit
import UIKitTesting

/// A list screen written as for iOS: bar button items with target/action (method references
/// for selectors), a UIAction item, an appearance and a toolbar.
@MainActor
final class InboxViewController: UIViewController {
    private(set) var composed = 0
    private(set) var lastSender: UIBarButtonItem?
    private(set) var refreshed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .compose, target: self, action: InboxViewController.compose)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Refresh", primaryAction: UIAction { [weak self] _ in self?.refreshed += 1 })
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Archive", style: .done, target: self, action: InboxViewController.archive),
        ]
    }

    func compose() { composed += 1 }

    func archive(_ sender: UIBarButtonItem) { lastSender = sender }
}

@MainActor
@Suite struct NavigationBarClientTests {
    @Test func barItemsSendTheirActionsAndTheToolbarShows() {
        let device = VirtualDevice()
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.black]
        navigation.navigationBar.standardAppearance = appearance
        navigation.setToolbarHidden(false, animated: false)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        #expect(navigation.navigationBar.topItem?.title == "Inbox")
        #expect(inbox.view.safeAreaInsets.bottom > 34)
        // The compose glyph sits at the trailing margin, "Refresh" at the leading one.
        device.tap(at: CGPoint(x: 362, y: 69))
        device.tap(at: CGPoint(x: 40, y: 69))
        #expect(inbox.composed == 1 && inbox.refreshed == 1)
        // "Archive" is the last toolbar item, at the trailing margin above the home indicator.
        device.tap(at: CGPoint(x: 345, y: 788))
        #expect(inbox.lastSender === inbox.toolbarItems?.last)
        device.window.rootViewController = nil
        device.runUntilIdle()
    }
}
