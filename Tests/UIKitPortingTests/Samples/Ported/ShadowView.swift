import UIKit

#if os(iOS) || os(Linux)
    let samplePlatformName = "iOS"
#elseif os(macOS)
    let samplePlatformName = "macOS"
#else
    let samplePlatformName = "other"
#endif

#if canImport(UIKit) && (os(iOS) || os(Linux))
    let sampleHasTouch = true
#else
    let sampleHasTouch = false
#endif

nonisolated(unsafe) private var badgeKey: UInt8 = 0

extension UIView {
    /// A stored property added in an extension, through an associated object.
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

public class ShadowView: UIView {
    public var shadowRadius: CGFloat = 4
    public func refresh() { setNeedsLayout() }
}

extension ShadowView {
    func install(on button: UIButton) {
        button.addTarget(self, action: ShadowView.refresh, for: .touchUpInside)
    }
}

public protocol ShadowViewDataSource: AnyObject {
    func shadowColors(for view: ShadowView) -> [UIColor]
    func shadowOffsets(for view: ShadowView) -> [String: CGSize]
}

extension ShadowViewDataSource {
    public func shadowColors(for view: ShadowView) -> [UIColor] { [] }
    public func shadowOffsets(for view: ShadowView) -> [String: CGSize] { [:] }
}
