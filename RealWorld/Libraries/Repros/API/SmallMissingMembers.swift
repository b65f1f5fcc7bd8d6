// Cause: missing members, each small, found in one or two libraries' first layer of errors.
// Stops: SideMenu (UITableView.backgroundView and .separatorEffect, UIAccessibility
// .isReduceTransparencyEnabled: 6 errors), SwiftMessages (UIButton.contentEdgeInsets,
// UIView.overrideUserInterfaceStyle on a UIWindow subclass, UIImage(named:in:compatibleWith:),
// NSObject accessibility properties and UIView's accessibility container methods: 9 errors),
// Presentr (UIViewController.didReceiveMemoryWarning()), Toast-Swift (the unscheduled
// target/selector Timer initializer, then `RunLoop.main.add(_:forMode:)` on the world's clock).
// Expected: each line compiles; the timer fires 2 seconds of virtual time after it is added.
import UIKit

final class Bubble: UIView {
    var items: [NSObject] = []
    override func accessibilityElementCount() -> Int { items.count }
    override func accessibilityElement(at index: Int) -> Any? { items[index] }
    override func index(ofAccessibilityElement element: Any) -> Int { 0 }
    func timerFired(_ timer: Timer) {}
}

final class AlertController: UIViewController {
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }
}

func touchEverything(table: UITableView, button: UIButton, window: UIWindow, bubble: Bubble, label: NSObject) {
    table.backgroundView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    table.separatorEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
    _ = UIAccessibility.isReduceTransparencyEnabled
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    window.overrideUserInterfaceStyle = .dark
    _ = UIImage(named: "errorIcon", in: Bundle.main, compatibleWith: nil)
    _ = label.isAccessibilityElement
    _ = label.accessibilityLabel
    let timer = Timer(timeInterval: 2, target: bubble, selector: Bubble.timerFired, userInfo: nil, repeats: false)
    RunLoop.main.add(timer, forMode: .common)
}
