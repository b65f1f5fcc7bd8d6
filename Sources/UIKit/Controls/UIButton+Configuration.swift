extension UIButton {
    /// How a button looks, as `UIButton.Configuration`: a style (plain, tinted, gray, filled)
    /// with a title, image and colours. Only the basics are built: no attributed titles,
    /// activity indicator or background configuration.
    public struct Configuration: Sendable {
        enum Style: Sendable { case plain, tinted, gray, filled }

        /// How rounded the background is, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// The size class of the button, as `UIButton.Configuration.Size`.
        public enum Size: Sendable { case mini, small, medium, large }

        var style: Style
        /// The title.
        public var title: String?
        /// A second line under the title (not built yet: not drawn).
        public var subtitle: String?
        /// The image, before the title.
        public var image: UIImage?
        /// The colour of the title and template images (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour of the background (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and subtitle.
        public var titlePadding: CGFloat = 0
        /// The padding around the content (the button size's default until set).
        public var contentInsets: NSDirectionalEdgeInsets
        /// How rounded the background is.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class, which picks the font, insets and corner radius.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Configuration.defaultInsets(for: buttonSize) }
        }
        /// Whether a spinner replaces the image (not built yet: not drawn).
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
            contentInsets = Configuration.defaultInsets(for: .medium)
        }

        /// No background; tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tinted background; tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background; white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The former name of `plain()`.
        public static func borderless() -> Configuration { plain() }
        /// The former name of `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// The former name of `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The former name of `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// The configuration for the button's current state (the same one here; the button
        /// applies state colours when it draws).
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> Configuration { self }

        var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var fontSize: CGFloat {
            switch buttonSize {
            case .mini: return 12
            case .small: return 15
            case .medium, .large: return 17
            }
        }

        /// Symbol images are drawn at the title's size; others at their own.
        func imageSize(for image: UIImage) -> CGSize {
            guard image.isSymbolImage, image.size.height > 0 else { return image.size }
            let side = (fontSize * 1.2).rounded()
            return CGSize(width: side * image.size.width / image.size.height, height: side)
        }

        func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            guard style != .plain || baseBackgroundColor != nil else { return 0 }
            switch cornerStyle {
            case .fixed, .small: return 4
            case .dynamic, .medium: return buttonSize == .large ? 8 : 6
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }

    /// Applies a configuration: title, image, colours and background for the current state.
    package func apply(_ configuration: Configuration) {
        if configuration.subtitle != nil { unimplemented("UIButton.Configuration.subtitle") }
        if configuration.showsActivityIndicator { unimplemented("UIButton.Configuration.showsActivityIndicator") }
        let state = self.state
        let tint: UIColor = tintColor
        var foreground: UIColor
        var background: UIColor?
        switch configuration.style {
        case .plain:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor
        case .tinted:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
        case .gray:
            foreground = configuration.baseForegroundColor ?? tint
            background = configuration.baseBackgroundColor ?? .secondarySystemFill
        case .filled:
            foreground = configuration.baseForegroundColor ?? .white
            background = configuration.baseBackgroundColor ?? tint
        }
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if background != nil { background = .tertiarySystemFill }
        } else if state.contains(.highlighted) {
            // Highlighted configurations dim, as UIKit's do when pressed.
            foreground = foreground.withAlphaComponent(foreground.cgColor.alpha * 0.7)
            background = background.map { $0.withAlphaComponent($0.cgColor.alpha * 0.7) }
        }
        if let title = configuration.title, !title.isEmpty {
            let label = titleLabelStorage ?? makeTitleLabel()
            label.text = title
            label.font = .systemFont(ofSize: configuration.fontSize)
            label.textColor = foreground
        } else {
            titleLabelStorage?.text = nil
        }
        if configuration.image != nil || imageViewStorage != nil {
            let view = imageViewStorage ?? makeImageView()
            view.image = configuration.image
            view.tintColor = foreground
        }
        if background != nil || backgroundViewStorage != nil {
            let view = backgroundViewForContent()
            view.backgroundColor = background
        }
    }
}
