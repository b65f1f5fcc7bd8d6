/// A guide bounding content under bars, as UIKit's `UILayoutSupport` (what the deprecated
/// `topLayoutGuide`/`bottomLayoutGuide` return).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the view (the bars' extent).
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The band between a controller's view edge and its safe area, which is what the top and
/// bottom layout guides became when iOS 11 introduced the safe area.
final class SafeAreaBandGuide: UILayoutSupport {
    private weak var view: UIView?
    private let isTop: Bool

    init(view: UIView, isTop: Bool) {
        self.view = view
        self.isTop = isTop
    }

    var length: CGFloat {
        guard let view else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    var topAnchor: NSLayoutYAxisAnchor {
        guard let view else { return NSLayoutYAxisAnchor(item: nil, attribute: .top) }
        return isTop ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
    }

    var bottomAnchor: NSLayoutYAxisAnchor {
        guard let view else { return NSLayoutYAxisAnchor(item: nil, attribute: .bottom) }
        return isTop ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
    }

    var heightAnchor: NSLayoutDimension { topAnchor.anchorWithOffset(to: bottomAnchor) }
}

extension UIViewController {
    /// The band above the content (status and navigation bars): its bottom is the safe area's
    /// top. Loads the view.
    @available(
        iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
    )
    public var topLayoutGuide: UILayoutSupport { SafeAreaBandGuide(view: view, isTop: true) }

    /// The band below the content (tab bar, toolbar, home indicator): its top is the safe
    /// area's bottom. Loads the view.
    @available(
        iOS, deprecated: 11.0,
        message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: UILayoutSupport { SafeAreaBandGuide(view: view, isTop: false) }
}
