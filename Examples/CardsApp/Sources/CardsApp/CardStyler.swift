import UIKit

/// A helper that is not a view or controller and not marked for any actor, touching views as
/// helpers in iOS apps do.
public final class CardStyler {
    public init() {}

    public func decorate(_ view: UIView, elevation: CGFloat) {
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 4 * elevation
        view.layer.shadowOffset = CGSize(width: 0, height: elevation)
        view.clipsToBounds = false
    }
}

/// A free function doing the same.
public func roundCorners(of view: UIView, radius: CGFloat) {
    view.layer.cornerRadius = radius
    view.layer.masksToBounds = true
}
