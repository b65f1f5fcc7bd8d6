/// How a view's content is laid out for right-to-left languages, as
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the language's direction.
    case unspecified = 0
    /// Playback controls, which never flip.
    case playback = 1
    /// Directional controls, which never flip.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

/// One corner's radius in a `UICornerConfiguration`: fixed, or concentric with the container's
/// corner, as iOS 26's `UICornerRadius`.
public struct UICornerRadius: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case fixed(CGFloat)
        case containerConcentric(minimum: CGFloat?)
    }
    let kind: Kind

    /// A radius of `radius` points.
    public static func fixed(_ radius: CGFloat) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }
    /// The container's corner radius less the view's distance from that corner, never below
    /// `minimum`.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }
}

/// How a view's corners are rounded, as iOS 26's `UICornerConfiguration`: one radius for all,
/// one per corner, or a capsule.
public struct UICornerConfiguration: Equatable, Sendable {
    enum Shape: Equatable, Sendable {
        case corners(
            topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?,
            bottomRight: UICornerRadius?)
        case uniform(UICornerRadius)
        case capsule(maximumRadius: CGFloat?)
    }
    let shape: Shape

    /// The same radius resolved for each corner independently.
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(
            shape: .corners(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius))
    }
    /// A radius per corner (nil: square).
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration(
            shape: .corners(
                topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius,
                bottomRight: bottomRightRadius))
    }
    /// One radius for every corner: the smallest the corners resolve to.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .uniform(radius))
    }
    /// Half the shorter side on every corner, at most `maximumRadius`.
    public static func capsule(maximumRadius: CGFloat? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius))
    }
    /// Half the shorter side on every corner.
    public static var capsule: UICornerConfiguration { capsule(maximumRadius: nil) }
}

extension UIView {
    /// How the view's corners are rounded; applied to `layer.cornerRadius` and
    /// `layer.maskedCorners` at each layout.
    public var cornerConfiguration: UICornerConfiguration {
        get { cornerConfigurationStorage ?? .corners(radius: .fixed(layer.cornerRadius)) }
        set {
            cornerConfigurationStorage = newValue
            applyCornerConfiguration()
            setNeedsLayout()
        }
    }

    /// The radius `corner` has under the corner configuration at the view's current size.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        guard let configuration = cornerConfigurationStorage else {
            return layer.maskedCorners.contains(Self.layerCorner(corner)) ? layer.cornerRadius : 0
        }
        let half = min(bounds.width, bounds.height) / 2
        switch configuration.shape {
        case .capsule(let maximum):
            return max(0, min(half, maximum ?? .greatestFiniteMagnitude))
        case .uniform(let radius):
            let all: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
            return min(all.map { resolve(radius, corner: $0) }.min() ?? 0, half)
        case .corners(let tl, let tr, let bl, let br):
            let radius: UICornerRadius?
            switch corner {
            case .topLeft: radius = tl
            case .topRight: radius = tr
            case .bottomLeft: radius = bl
            default: radius = br
            }
            return min(resolve(radius, corner: corner), half)
        }
    }

    private func resolve(_ radius: UICornerRadius?, corner: UIRectCorner) -> CGFloat {
        switch radius?.kind {
        case nil: return 0
        case .fixed(let r): return max(0, r)
        case .containerConcentric(let minimum):
            // The container's radius at that corner less the view's inset from it.
            guard let container = superview else { return minimum ?? 0 }
            let f = frame, b = container.bounds
            let dx = corner == .topLeft || corner == .bottomLeft ? f.minX - b.minX : b.maxX - f.maxX
            let dy = corner == .topLeft || corner == .topRight ? f.minY - b.minY : b.maxY - f.maxY
            let concentric = container.effectiveRadius(corner: corner) - max(dx, dy)
            return max(concentric, minimum ?? 0, 0)
        }
    }

    /// Core Animation rounds every masked corner with one radius: the corners that resolve to a
    /// radius are masked and share the largest of them (exact when they resolve alike).
    func applyCornerConfiguration() {
        guard cornerConfigurationStorage != nil else { return }
        let corners: [(UIRectCorner, CACornerMask)] = [
            (.topLeft, .layerMinXMinYCorner), (.topRight, .layerMaxXMinYCorner),
            (.bottomLeft, .layerMinXMaxYCorner), (.bottomRight, .layerMaxXMaxYCorner),
        ]
        let radii = corners.map { (effectiveRadius(corner: $0.0), $0.1) }
        let rounded = radii.filter { $0.0 > 0 }
        layer.cornerRadius = rounded.map(\.0).max() ?? 0
        layer.maskedCorners = rounded.isEmpty ? Self.allCorners : CACornerMask(rounded.map(\.1))
    }

    private static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    private static func layerCorner(_ corner: UIRectCorner) -> CACornerMask {
        switch corner {
        case .topLeft: .layerMinXMinYCorner
        case .topRight: .layerMaxXMinYCorner
        case .bottomLeft: .layerMinXMaxYCorner
        default: .layerMaxXMaxYCorner
        }
    }
}
