// Cause: `#selector(Subclass.method)` written inside the base class, with `self` (statically the
// base class) as the target. Objective-C dispatches by name; the ported method reference has the
// subclass's type, which does not match the target.
// Stops: SwiftMessages (BaseView.swift: `UITapGestureRecognizer(target: self, action:
// #selector(MessageView.tapped))` inside BaseView).
// Error: cannot convert value of type '(Banner) -> () -> ()' to expected argument type 'Never'.
// Expected: uikit-port writes the reference against the class that declares the method
// (`Card.tapped`) when that class is the target's static type or one of its superclasses.
import UIKit

class Card: UIView {
    lazy var tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(Banner.tapped))

    @objc func tapped() {}
}

final class Banner: Card {}
