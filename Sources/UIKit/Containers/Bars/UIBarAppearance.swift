import Foundation

/// The background and shadow of a bar, as UIKit's `UIBarAppearance`: configure it with one of
/// the three presets, then adjust the colours.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The blur behind the background colour (nil: none).
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the effect (nil: none).
    open var backgroundColor: UIColor?
    /// An image over the colour (nil: none).
    open var backgroundImage: UIImage?
    /// The colour of the hairline at the bar's content edge (nil or clear: no line).
    open var shadowColor: UIColor?
    /// An image replacing the hairline.
    open var shadowImage: UIImage?

    /// The default background: the system material and a hairline.
    public required override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of another appearance.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The system's translucent material with a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = UIColor(white: 0.97, alpha: 0.8)
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque background in the system background colour with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of the appearance.
    open func copy() -> Self {
        let copy = Self.init()
        copy.copyBackground(from: self)
        copy.copyContent(from: self)
        return copy
    }

    /// Copies the subclass's own properties (subclasses override).
    func copyContent(from other: UIBarAppearance) {}

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The colour the bar paints: the background colour (the blur is drawn as the colour alone).
    var resolvedBackgroundColor: UIColor? { backgroundColor }
}

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance`: the background and
/// the title's text attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (`.foregroundColor`, `.font`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The default appearance.
    public required init() { super.init() }

    /// A copy of another appearance (a navigation bar appearance's attributes too).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        copyContent(from: barAppearance)
    }

    override func copyContent(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
    }

    /// The title colour the attributes ask for.
    var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }
    /// The large title colour the attributes ask for.
    var largeTitleColor: UIColor? { largeTitleTextAttributes[.foregroundColor] as? UIColor }
}

/// The look of a toolbar, as UIKit's `UIToolbarAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The default appearance.
    public required init() { super.init() }

    /// A copy of another appearance's background.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

/// The look of a tab bar, as UIKit's `UITabBarAppearance`: its background and hairline (the
/// items' own appearances are not offered yet).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The default appearance.
    public required init() { super.init() }

    /// A copy of another appearance's background.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
