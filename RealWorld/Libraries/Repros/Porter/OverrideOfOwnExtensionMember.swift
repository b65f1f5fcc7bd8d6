// Cause: a library adds an `@objc` property to UIViewController in an extension and overrides it
// in its own subclass. Objective-C dispatch allows it; once `@objc` is dropped, Swift refuses the
// override and every use of the property becomes ambiguous between the two declarations.
// Stops: SideMenu (`UIViewController.isHidden` in Extensions.swift, overridden by
// SideMenuNavigationController: 9 of its 26 errors).
// Errors: property 'isHidden' is declared in extension of 'UIViewController' and cannot be
// overridden; ambiguous use of 'isHidden'.
// Expected: uikit-port keeps `@objc` on such a member (Swift on Linux has no Objective-C
// runtime, so that is not enough), or reports the pair and suggests a protocol requirement with a
// default; at least the report should name the overriding declaration.
import UIKit

extension UIViewController {
    @objc var isOffScreen: Bool {
        presentingViewController == nil
    }
}

final class MenuController: UINavigationController {
    override var isOffScreen: Bool {
        super.isOffScreen
    }
}

func menuIsOffScreen(_ menu: MenuController?) -> Bool {
    menu?.isOffScreen ?? true
}
