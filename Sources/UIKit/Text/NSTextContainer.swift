/// The region a text view's text lays out in, as UIKit's `NSTextContainer`: the padding at each
/// end of a line and how many lines fit.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The text view laying its text out in this container, told when the layout changes.
    weak var textView: UITextView?

    /// The space kept at each end of every line (5 points by default).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { textView?.textContainerDidChange() }
    }

    /// The most lines the text may take (0: as many as it needs).
    open var maximumNumberOfLines = 0 {
        didSet { textView?.textContainerDidChange() }
    }

    /// How a line that does not fit ends.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { textView?.textContainerDidChange() }
    }

    /// The container's size; a text view's follows its own width.
    open var size: CGSize

    /// Creates a container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Creates a container with no size (a text view sizes its own).
    public override convenience init() {
        self.init(size: .zero)
    }
}
