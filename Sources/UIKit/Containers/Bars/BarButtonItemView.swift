/// The view a bar draws for one `UIBarButtonItem`: its custom view, else its image, else its
/// title, in the item's (or the bar's) tint; it dims while touched and sends the item's action
/// when a touch ends inside it.
@preconcurrency @MainActor
final class BarButtonItemView: BarPressView {
    let item: UIBarButtonItem
    let titleLabel = UILabel()
    let imageView = UIImageView()
    private let builtRevision: Int

    /// The side of an image item's glyph.
    static let imageSide: CGFloat = 24
    /// The smallest width UIKit gives a button's touch area.
    static let minimumWidth: CGFloat = 24

    init(item: UIBarButtonItem) {
        self.item = item
        builtRevision = item.revision
        super.init(frame: .zero)
        if let custom = item.customView {
            addSubview(custom)
        } else if let image = item.displayedImage {
            imageView.image = image
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
        } else {
            titleLabel.text = item.displayedTitle
            titleLabel.font = item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            addSubview(titleLabel)
        }
        tintColor = item.tintColor
        restyle()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// Whether the item changed since this view was built.
    var needsRebuild: Bool { item.revision != builtRevision }

    /// The width the item takes in a bar: its `width` when set, else its content's.
    var preferredWidth: CGFloat {
        if item.width > 0 { return item.width }
        if item.isSpace { return 0 }
        if let custom = item.customView { return custom.bounds.width }
        if imageView.superview != nil { return Self.imageSide }
        return max(Self.minimumWidth, ceil(titleLabel.intrinsicContentSize.width))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item.customView, custom.superview === self {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        imageView.frame = CGRect(
            x: (bounds.width - Self.imageSide) / 2, y: (bounds.height - Self.imageSide) / 2, width: Self.imageSide,
            height: Self.imageSide)
        titleLabel.frame = bounds
    }

    /// Colours the content: the tint when enabled, grey when not; dimmed while touched.
    override func restyle() {
        let color: UIColor = item.isEnabled ? tintColor : UIColor(white: 0.55, alpha: 0.6)
        titleLabel.textColor = color
        imageView.tintColor = color
        let dimmed = touchIsInside && item.isEnabled
        titleLabel.alpha = dimmed ? 0.2 : 1
        imageView.alpha = dimmed ? 0.2 : 1
    }

    override func pressed() { item.sendAction(from: self) }
}
