/// The button of one `UIAlertAction`: its title centred, tinted by style and state, a light
/// grey wash while the finger is on it. The alert view tracks the finger across its buttons.
@preconcurrency @MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel(frame: .zero)

    init(action: UIAlertAction, font: UIFont) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.font = font
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        updateColors()
    }

    required init?(coder: NSCoder) { nil }

    /// The title's colour: grey when disabled, red for destructive actions, else the tint
    /// (the alert view's `tintColor`, which apps set to recolour the buttons).
    var titleColor: UIColor {
        if !action.isEnabled { return UIColor.tertiaryLabel }
        return action.style == .destructive ? UIColor.systemRed : tintColor
    }

    override func controlStateDidChange() { updateColors() }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        updateColors()
    }

    private func updateColors() {
        titleLabel.textColor = titleColor
        backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : .clear
    }

    /// The width the title needs on one line.
    var titleWidth: CGFloat { titleLabel.intrinsicContentSize.width }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
