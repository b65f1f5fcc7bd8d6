// Cause: `UINavigationController.init(rootViewController:)` is a designated initializer in
// Apple's SDK, which subclasses call from their own designated initializers; here it is a
// convenience initializer. A subclass initializer whose extra parameter has a default value
// (so it can also be called as `init(rootViewController:)`) then cannot delegate to it.
// Stops: SideMenu (SideMenuNavigationController.init(rootViewController:settings:)).
// Error: must call a designated initializer of the superclass 'UINavigationController'.
// Expected: compiles; `MenuNavigationController(rootViewController: root).viewControllers` is
// [root].
import UIKit

struct MenuSettings {
    var width: CGFloat = 240
}

final class MenuNavigationController: UINavigationController {
    var settings = MenuSettings()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    init(rootViewController: UIViewController, settings: MenuSettings = MenuSettings()) {
        self.settings = settings
        super.init(rootViewController: rootViewController)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}
