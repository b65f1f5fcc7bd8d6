import Testing
import UIKit
import UIKitTesting

final class ClosableViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(primaryAction: UIAction(title: "Close") { [unowned self] _ in dismiss(animated: true) })
        close.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
        view.addSubview(close)
    }
}

@MainActor @Test(.reportsElementQueryFailures) func closeButtonDismissesTheSheet() {
    let device = VirtualDevice()
    let home = UIViewController()
    device.window.rootViewController = home
    home.present(ClosableViewController(), animated: true)
    #expect(device.buttons["Close"].waitForExistence(timeout: 1))
    device.buttons["Close"].tap()  // a synthesized finger; then the dismissal runs to its end
    #expect(home.presentedViewController == nil)
    #expect(!device.buttons["Close"].exists)
}
