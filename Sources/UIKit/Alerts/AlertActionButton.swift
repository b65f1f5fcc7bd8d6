/// The button of one `UIAlertAction`: its title centred, tinted by style and state, a light
/// grey wash while the finger is on it.
@preconcurrency @MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel(frame: .zero)
    /// Whether the button is drawn as the preferred one (bold).
    private(set) var isPreferred = false

    init(action: UIAlertAction, font: UIFont, preferred: Bool) {
        self.action = action
        super.init(frame: .zero)
        isPreferred = preferred
        titleLabel.text = action.title
        titleLabel.font = font
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.action.alertController?.perform(self.action)
            }, for: .touchUpInside)
        updateColors()
    }

    required init?(coder: NSCoder) { nil }

    /// The title's colour: grey when disabled, red for destructive actions, else the tint.
    var titleColor: UIColor {
        if !action.isEnabled { return UIColor.tertiaryLabel }
        return action.style == .destructive ? UIColor.systemRed : UIColor.systemBlue
    }

    override func controlStateDidChange() { updateColors() }

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

/// A minimal text field for alerts: a bordered box showing its text or, when empty, its
/// placeholder in grey. It stands in for `UITextField` (built in parallel) until the two meet;
/// it takes no keyboard input.
@preconcurrency @MainActor
final class AlertTextFieldView: UIView {
    private let label = UILabel(frame: .zero)

    /// The field's text.
    var text: String? {
        didSet { update() }
    }
    /// The grey text shown while the field is empty.
    var placeholder: String? {
        didSet { update() }
    }
    /// Whether the text is shown as bullets.
    var isSecureTextEntry = false {
        didSet { update() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        layer.cornerRadius = 4
        label.font = UIFont.systemFont(ofSize: 13)
        addSubview(label)
        update()
    }

    required init?(coder: NSCoder) { nil }

    private func update() {
        if let text, !text.isEmpty {
            label.text = isSecureTextEntry ? String(repeating: "•", count: text.count) : text
            label.textColor = .label
        } else {
            label.text = placeholder
            label.textColor = .placeholderText
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 5, dy: 0)
    }
}
