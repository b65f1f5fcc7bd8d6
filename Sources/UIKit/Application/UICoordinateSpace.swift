/// A space with its own bounds, as UIKit's `UICoordinateSpace` (only `bounds` here; the
/// conversion methods are the views' own).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
}

extension UIScreen: UICoordinateSpace {
    /// The screen's coordinate space, which follows rotations.
    public var coordinateSpace: UICoordinateSpace { self }
}

extension UIView: UICoordinateSpace {}
