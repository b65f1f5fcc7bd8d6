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
