/// One axis of a compositional layout element's size, as `NSCollectionLayoutDimension`: a fraction
/// of its container's width or height, a fixed number of points, or an estimate.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, the points or the estimate, depending on the kind.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute, absoluteDimension)
    }
    /// An estimate in points that the content's own size replaces where the layout can measure it.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension comes to in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// The width and height of a compositional layout element, as `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The points this size comes to in a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group, as `NSCollectionLayoutSpacing`: fixed, or flexible
/// (at least the amount, the group's leftover space shared out between its items).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The points of spacing (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing grows to share out the leftover space.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing` points, more when the group has room left.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
}

/// Spacing kept around an item beyond its content insets, as `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    /// The spacing before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The spacing after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; nil edges have none.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
    }
}

/// A set of edges that follows the layout direction, as `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of edges from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits against its section, as `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// Above the section, centred.
    case top
    /// Above the section, at its leading side.
    case topLeading
    /// Beside the section, on its leading side.
    case leading
    /// Below the section, at its leading side.
    case bottomLeading
    /// Below the section, centred.
    case bottom
    /// Below the section, at its trailing side.
    case bottomTrailing
    /// Beside the section, on its trailing side.
    case trailing
    /// Above the section, at its trailing side.
    case topTrailing
}

/// Where a supplementary item is pinned on the item it decorates, as `NSCollectionLayoutAnchor`:
/// the edges it hugs and an offset in points or in fractions of its own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    /// The edges of the container the item hugs (both or neither of a pair: centred).
    public let edges: NSDirectionalRectEdge
    /// The offset in points.
    public let offset: CGPoint
    /// Whether `offset` is in fractions of the supplementary item's size.
    public let isFractionalOffset: Bool
    /// Whether `offset` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// An anchor hugging `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }
    /// An anchor hugging `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }
    /// An anchor hugging `edges`, moved by fractions of the supplementary item's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isFractionalOffset = fractional
    }

    /// The frame of an element of `size` anchored on `container` (left-to-right).
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        func place(_ low: Bool, _ high: Bool, _ min: CGFloat, _ max: CGFloat, _ length: CGFloat) -> CGFloat {
            if low && !high { return min }
            if high && !low { return max - length }
            return (min + max - length) / 2
        }
        var x = place(edges.contains(.leading), edges.contains(.trailing), container.minX, container.maxX, size.width)
        var y = place(edges.contains(.top), edges.contains(.bottom), container.minY, container.maxY, size.height)
        x += isFractionalOffset ? offset.x * size.width : offset.x
        y += isFractionalOffset ? offset.y * size.height : offset.y
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
