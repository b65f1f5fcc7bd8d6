import UIKit

#if os(iOS)
    let samplePlatformName = "iOS"
#elseif os(macOS)
    let samplePlatformName = "macOS"
#else
    let samplePlatformName = "other"
#endif

#if canImport(UIKit) && os(iOS)
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

@objcMembers
public class ShadowView: UIView {
    @objc public var shadowRadius: CGFloat = 4
    @objc public func refresh() { setNeedsLayout() }
}

extension ShadowView {
    func install(on button: UIButton) {
        button.addTarget(self, action: #selector(self.refresh), for: .touchUpInside)
    }
}

@objc public protocol ShadowViewDataSource {
    @objc optional func shadowColors(for view: ShadowView) -> [UIColor]
    @objc optional func shadowOffsets(for view: ShadowView) -> [String: CGSize]
}
