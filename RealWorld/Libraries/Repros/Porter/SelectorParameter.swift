// Cause: a library's own API that takes a `Selector` and forwards it to UIKit. The porter rewrites
// `#selector(f)` at the call sites into method references, but the library's parameter stays
// `Selector`, so neither the call sites nor the forwarding call compile.
// Stops: SideMenu (Extensions.swift `UIGestureRecognizer.init(addTo:target:action:)`, used by
// SideMenuManager and SideMenuNavigationController: 5 errors).
// Errors: cannot convert value of type 'Selector' to expected argument type 'Never';
// cannot convert value of type '(Menu) -> (UIPanGestureRecognizer) -> ()' to expected argument
// type 'Selector'.
// Expected: uikit-port makes such a helper generic over the target, as OpenUIKit's own
// target/action API is (`<T: AnyObject>(target: T, action: (T) -> (Sender) -> Void)`).
import UIKit

extension UIGestureRecognizer {
    convenience init(addTo view: UIView, target: Any, action: Selector) {
        self.init(target: target, action: action)
        view.addGestureRecognizer(self)
    }
}

final class Menu: NSObject {
    @objc func handlePan(_ pan: UIPanGestureRecognizer) {}

    func install(on view: UIView) {
        _ = UIPanGestureRecognizer(addTo: view, target: self, action: #selector(handlePan(_:)))
    }
}
