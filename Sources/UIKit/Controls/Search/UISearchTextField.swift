/// The text field inside a search bar, as UIKit's `UISearchTextField`: a grey rounded field
/// with a magnifying glass before the text and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's height in a search bar.
    static let height: CGFloat = 36

    /// Creates a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    /// Creates a search field from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    private func configureSearchField() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        leftView = SearchGlyphView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
        placeholder = "Search"
    }

    /// The text's rectangle, kept clear of the glass and the field's trailing edge.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        rect.size.width = max(0, rect.width - 8)
        return rect
    }

    /// The search field's height; as wide as its text.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + 38, height: Self.height)
    }
}

/// The magnifying glass a search field shows before its text.
final class SearchGlyphView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let ring = CGRect(x: 9, y: bounds.midY - 7, width: 11, height: 11)
        context.setStrokeColor(UIColor.secondaryLabel.cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.strokeEllipse(in: ring)
        context.move(to: CGPoint(x: ring.maxX - 1.5, y: ring.maxY - 1.5))
        context.addLine(to: CGPoint(x: ring.maxX + 3.5, y: ring.maxY + 3.5))
        context.strokePath()
    }
}
