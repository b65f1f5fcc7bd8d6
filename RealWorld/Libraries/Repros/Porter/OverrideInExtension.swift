// Cause: overrides of UIKit members written in an extension of the subclass. Objective-C allows
// it; Swift overrides only @objc members from extensions. The porter reports it without moving
// the code.
// Stops: Presentr (5 overrides of UIPresentationController), SPStorkController (2), SideMenu (1).
// Error: instance method 'containerViewWillLayoutSubviews()' declared in 'UIPresentationController'
// cannot be overridden from extension.
// Expected: uikit-port moves `override` members of an extension of a class declared in the same
// file into the class body.
import UIKit

final class CentredPresentationController: UIPresentationController {
    var size = CGSize(width: 270, height: 180)
}

extension CentredPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(
            x: (container.bounds.width - size.width) / 2, y: (container.bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
