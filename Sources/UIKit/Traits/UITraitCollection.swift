/// The width or height class of an environment, as `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device, as `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }
/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// Reading direction, as `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

/// The traits of an environment: size classes, idiom, scale, direction and style, as UIKit's
/// `UITraitCollection`. Unspecified values (the defaults) mean "not set" when combining.
public final class UITraitCollection: NSObject, Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point (0 when unspecified).
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The text size the user chose.
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, style: UIUserInterfaceStyle = .unspecified,
        contentSize: UIContentSizeCategory = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        layoutDirection = direction
        userInterfaceStyle = style
        preferredContentSizeCategory = contentSize
    }

    /// An empty collection (every trait unspecified).
    public override convenience init() { self.init(horizontal: .unspecified) }
    /// A collection with only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }
    /// A collection with only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection with only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    /// A collection with only a display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection with only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }
    /// A collection with only a style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection with only a preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }

    /// Combines collections; later specified values win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var i = UIUserInterfaceIdiom.unspecified, s: CGFloat = 0
        var d = UITraitEnvironmentLayoutDirection.unspecified, st = UIUserInterfaceStyle.unspecified
        var cs = UIContentSizeCategory.unspecified
        for c in collections {
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { i = c.userInterfaceIdiom }
            if c.displayScale != 0 { s = c.displayScale }
            if c.layoutDirection != .unspecified { d = c.layoutDirection }
            if c.userInterfaceStyle != .unspecified { st = c.userInterfaceStyle }
            if c.preferredContentSizeCategory != .unspecified { cs = c.preferredContentSizeCategory }
        }
        self.init(horizontal: h, vertical: v, idiom: i, scale: s, direction: d, style: st, contentSize: cs)
    }

    /// Returns a copy with `mutations` applied (iOS 17's `modifyingTraits`).
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var m = UIMutableTraits(self)
        mutations(&m)
        return m.collection
    }

    /// Whether every specified trait of `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.preferredContentSizeCategory == .unspecified
                || t.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether colours could look different between the two collections.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits whose values differ from `other`'s.
    func changedTraits(from other: UITraitCollection?) -> [UITrait] {
        guard let o = other else { return UITraitCollection.allTraits }
        var r: [UITrait] = []
        if o.horizontalSizeClass != horizontalSizeClass { r.append(UITraitHorizontalSizeClass.self) }
        if o.verticalSizeClass != verticalSizeClass { r.append(UITraitVerticalSizeClass.self) }
        if o.userInterfaceIdiom != userInterfaceIdiom { r.append(UITraitUserInterfaceIdiom.self) }
        if o.displayScale != displayScale { r.append(UITraitDisplayScale.self) }
        if o.layoutDirection != layoutDirection { r.append(UITraitLayoutDirection.self) }
        if o.userInterfaceStyle != userInterfaceStyle { r.append(UITraitUserInterfaceStyle.self) }
        if o.preferredContentSizeCategory != preferredContentSizeCategory {
            r.append(UITraitPreferredContentSizeCategory.self)
        }
        return r
    }

    static var allTraits: [UITrait] {
        [
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self,
            UITraitDisplayScale.self, UITraitLayoutDirection.self, UITraitUserInterfaceStyle.self,
            UITraitPreferredContentSizeCategory.self,
        ]
    }

    /// Whether `object` is a trait collection with the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UITraitCollection else { return false }
        return horizontalSizeClass == b.horizontalSizeClass && verticalSizeClass == b.verticalSizeClass
            && userInterfaceIdiom == b.userInterfaceIdiom && displayScale == b.displayScale
            && layoutDirection == b.layoutDirection && userInterfaceStyle == b.userInterfaceStyle
            && preferredContentSizeCategory == b.preferredContentSizeCategory
    }

    /// A hash agreeing with `isEqual(_:)`.
    public override var hash: Int {
        var h = Hasher()
        h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass)
        h.combine(displayScale)
        return h.finalize()
    }

    /// A short description listing the size classes, idiom and scale.
    public override var description: String {
        "<UITraitCollection: H\(horizontalSizeClass) V\(verticalSizeClass) idiom \(userInterfaceIdiom) scale \(displayScale) style \(userInterfaceStyle)>"
    }
}

/// Trait values being changed, as iOS 17's `UIMutableTraits`.
public struct UIMutableTraits {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    public var displayScale: CGFloat
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var preferredContentSizeCategory: UIContentSizeCategory

    init(_ c: UITraitCollection) {
        horizontalSizeClass = c.horizontalSizeClass
        verticalSizeClass = c.verticalSizeClass
        userInterfaceIdiom = c.userInterfaceIdiom
        displayScale = c.displayScale
        layoutDirection = c.layoutDirection
        userInterfaceStyle = c.userInterfaceStyle
        preferredContentSizeCategory = c.preferredContentSizeCategory
    }

    var collection: UITraitCollection {
        UITraitCollection(
            horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
            scale: displayScale, direction: layoutDirection, style: userInterfaceStyle,
            contentSize: preferredContentSizeCategory)
    }
}
