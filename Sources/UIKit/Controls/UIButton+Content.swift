extension UIButton {
    // MARK: Per-state content

    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles.set(title, for: state)
        updateContent()
    }

    /// The title for `state` (the normal title when none was set for it).
    public func title(for state: UIControl.State) -> String? { titles.value(for: state) }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        appearanceDidSet(key: AppearanceMethodKey(name: "setTitleColor", state: state.rawValue)) {
            ($0 as? UIButton)?.setTitleColor(color, for: state)
        }
        titleColors.set(color, for: state)
        updateContent()
    }

    /// The title colour for `state`: the one set, else the type's default.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors.value(for: state) ?? defaultTitleColor(for: state)
    }

    /// Sets the image shown in `state`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images.set(image, for: state)
        updateContent()
    }

    /// The image for `state` (the normal image when none was set for it).
    public func image(for state: UIControl.State) -> UIImage? { images.value(for: state) }

    /// Sets the background image for `state` (stretched over the bounds).
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        appearanceDidSet(key: AppearanceMethodKey(name: "setBackgroundImage", state: state.rawValue)) {
            ($0 as? UIButton)?.setBackgroundImage(image, for: state)
        }
        backgroundImages.set(image, for: state)
        updateContent()
    }

    /// The background image for `state`.
    public func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.value(for: state) }

    /// The title shown now.
    public var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The title colour used now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    public var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Styling

    private func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        switch buttonType {
        case .custom: return .white
        case .close: return .secondaryLabel
        default:
            if state.contains(.disabled) { return .tertiaryLabel }
            if state.contains(.highlighted) && buttonType != .plain { return tintColor.withAlphaComponent(0.2) }
            return tintColor
        }
    }

    /// Pushes the current state's content into the subviews and asks for layout.
    func updateContent() {
        if let configuration {
            apply(configuration)
        } else {
            applyClassicContent()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func applyClassicContent() {
        let state = self.state
        let title = titles.value(for: state)
        if let title, !title.isEmpty {
            let label = titleLabelStorage ?? makeTitleLabel()
            label.text = title
            label.textColor = titleColor(for: state)
        } else {
            titleLabelStorage?.text = nil
        }
        let image = images.value(for: state)
        if image != nil || imageViewStorage != nil {
            let view = imageViewStorage ?? makeImageView()
            view.image = image
            // System buttons tint template images with the title colour; custom ones do not dim.
            view.tintColor = buttonType == .custom ? tintColor : titleColor(for: state)
            view.alpha = buttonType == .custom && state.contains(.highlighted) ? 0.7 : 1
        }
        if let background = backgroundImages.value(for: state) {
            let view = backgroundViewForContent()
            (view as? UIImageView)?.image = background
        } else if let view = backgroundViewStorage as? UIImageView {
            view.image = nil
        }
        if buttonType == .close {
            let view = backgroundViewStorage ?? backgroundViewForContent()
            view.backgroundColor = state.contains(.highlighted) ? .systemFill : .secondarySystemFill
            view.layer.cornerRadius = 15
        }
    }

    /// The view behind the content that carries a background image or colour.
    func backgroundViewForContent() -> UIView {
        if let view = backgroundViewStorage { return view }
        let view = UIImageView()
        view.contentMode = .scaleToFill
        view.isUserInteractionEnabled = false
        backgroundViewStorage = view
        insertSubview(view, at: 0)
        return view
    }

    // MARK: Layout

    /// The padding around the content: the configuration's insets, else `contentEdgeInsets`,
    /// else UIKit's classic 6 points above and below.
    private var contentPadding: UIEdgeInsets {
        if let configuration {
            let i = configuration.effectiveContentInsets
            return UIEdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
        }
        if contentEdgeInsets != .zero { return contentEdgeInsets }
        return UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }

    /// How far an element's edge insets move it: by the inset on the side it is aligned to, or
    /// half their difference when centred.
    private func shift(_ insets: UIEdgeInsets) -> CGPoint {
        guard configuration == nil, insets != .zero else { return .zero }
        let dx: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: dx = insets.left
        case .right, .trailing: dx = -insets.right
        case .center: dx = (insets.left - insets.right) / 2
        }
        let dy: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: dy = insets.top
        case .bottom: dy = -insets.bottom
        case .center: dy = (insets.top - insets.bottom) / 2
        }
        return CGPoint(x: dx, y: dy)
    }

    private var imageSize: CGSize {
        guard let view = imageViewStorage, let image = view.image else { return .zero }
        if buttonType == .close { return CGSize(width: 14, height: 14) }
        return configuration?.imageSize(for: image) ?? image.size
    }

    private var titleSize: CGSize {
        guard let label = titleLabelStorage, let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    private var imageTitleSpacing: CGFloat {
        guard imageSize != .zero, titleSize != .zero else { return 0 }
        return configuration?.imagePadding ?? 0
    }

    func contentFittingSize() -> CGSize {
        if buttonType == .close { return CGSize(width: 30, height: 30) }
        let image = imageSize, title = titleSize
        let pad = contentPadding
        let width = image.width + imageTitleSpacing + title.width + pad.left + pad.right
        let height = max(image.height, title.height) + pad.top + pad.bottom
        if image == .zero && title == .zero && configuration == nil { return CGSize(width: 30, height: 34) }
        return CGSize(width: ceil(width), height: ceil(height))
    }

    func layoutContent() {
        backgroundViewStorage?.frame = bounds
        if let configuration {
            backgroundViewStorage?.layer.cornerRadius = configuration.cornerRadius(forHeight: bounds.height)
        }
        let pad = contentPadding
        let content = bounds.inset(by: pad)
        var image = imageSize
        var title = titleSize
        let spacing = imageTitleSpacing
        title.width = min(title.width, max(0, content.width - image.width - spacing))
        let total = image.width + spacing + title.width
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - total
        case .fill:
            x = content.minX
            title.width = max(0, content.width - image.width - spacing)
        case .center: x = content.minX + (content.width - total) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return content.minY
            case .bottom: return content.maxY - height
            case .center, .fill: return content.minY + (content.height - height) / 2
            }
        }
        if contentVerticalAlignment == .fill {
            image.height = content.height
            title.height = content.height
        }
        let imageShift = shift(imageEdgeInsets), titleShift = shift(titleEdgeInsets)
        imageViewStorage?.frame = CGRect(
            x: x + imageShift.x, y: y(image.height) + imageShift.y, width: image.width, height: image.height)
        x += image.width + spacing
        titleLabelStorage?.frame = CGRect(
            x: x + titleShift.x, y: y(title.height) + titleShift.y, width: title.width, height: title.height)
    }
}
