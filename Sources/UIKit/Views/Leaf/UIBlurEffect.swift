/// A blur of the content behind a `UIVisualEffectView`, as UIKit's `UIBlurEffect`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A blur much lighter than the content behind.
        case extraLight = 0
        /// A blur a little lighter than the content behind.
        case light = 1
        /// A blur darker than the content behind.
        case dark = 2
        /// The standard blur for the interface style.
        case regular = 4
        /// A noticeable blur for the interface style.
        case prominent = 5
        /// An ultra-thin material for the interface style.
        case systemUltraThinMaterial = 6
        /// A thin material for the interface style.
        case systemThinMaterial = 7
        /// A material of normal thickness for the interface style.
        case systemMaterial = 8
        /// A thick material for the interface style.
        case systemThickMaterial = 9
        /// The material of system chrome for the interface style.
        case systemChromeMaterial = 10
        /// An always-light ultra-thin material.
        case systemUltraThinMaterialLight = 11
        /// An always-light thin material.
        case systemThinMaterialLight = 12
        /// An always-light material.
        case systemMaterialLight = 13
        /// An always-light thick material.
        case systemThickMaterialLight = 14
        /// An always-light chrome material.
        case systemChromeMaterialLight = 15
        /// An always-dark ultra-thin material.
        case systemUltraThinMaterialDark = 16
        /// An always-dark thin material.
        case systemThinMaterialDark = 17
        /// An always-dark material.
        case systemMaterialDark = 18
        /// An always-dark thick material.
        case systemThickMaterialDark = 19
        /// An always-dark chrome material.
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    let style: Style

    init(blurStyle: Style) {
        style = blurStyle
        super.init()
    }

    /// Creates a blur effect of a style.
    public convenience init(style: Style) {
        self.init(blurStyle: style)
    }

    /// The blur radius in points and the colour laid over the blurred backdrop.
    ///
    /// These approximate UIKit's look; they are not Apple's recipes (which also adjust
    /// saturation). Adaptive styles use their light-mode look, as the interface is always
    /// light here. Thicker materials blur more and cover more; light styles lay white over
    /// the blur, dark styles black.
    var backdropParameters: (radius: CGFloat, tint: UIColor) {
        switch style {
        case .extraLight: return (30, UIColor(white: 0.97, alpha: 0.6))
        case .light, .regular: return (30, UIColor(white: 1, alpha: 0.3))
        case .dark: return (30, UIColor(white: 0.11, alpha: 0.45))
        case .prominent: return (30, UIColor(white: 1, alpha: 0.5))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (20, UIColor(white: 1, alpha: 0.25))
        case .systemThinMaterial, .systemThinMaterialLight: return (24, UIColor(white: 1, alpha: 0.4))
        case .systemMaterial, .systemMaterialLight: return (28, UIColor(white: 1, alpha: 0.55))
        case .systemThickMaterial, .systemThickMaterialLight: return (30, UIColor(white: 1, alpha: 0.7))
        case .systemChromeMaterial, .systemChromeMaterialLight: return (30, UIColor(white: 0.97, alpha: 0.75))
        case .systemUltraThinMaterialDark: return (20, UIColor(white: 0, alpha: 0.3))
        case .systemThinMaterialDark: return (24, UIColor(white: 0, alpha: 0.45))
        case .systemMaterialDark: return (28, UIColor(white: 0, alpha: 0.55))
        case .systemThickMaterialDark: return (30, UIColor(white: 0, alpha: 0.7))
        case .systemChromeMaterialDark: return (30, UIColor(white: 0.11, alpha: 0.75))
        }
    }
}
