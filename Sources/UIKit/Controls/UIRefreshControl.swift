/// The pull-to-refresh control of a scroll view, as UIKit's `UIRefreshControl`: a control that
/// is refreshing between `beginRefreshing()` and `endRefreshing()`, and sends `.valueChanged`
/// when the user starts a refresh.
///
/// Pulling a scroll view past its top does not start a refresh here (see
/// Documentation/Deviations.md); the control keeps its state and sends its event when asked.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false
    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Creates a control 60 points tall, as UIKit's.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows that a refresh started elsewhere is in progress; sends no event, as in UIKit.
    open func beginRefreshing() { isRefreshing = true }

    /// Shows that the refresh is over.
    open func endRefreshing() { isRefreshing = false }

    /// What the user's pull does: the control starts refreshing and tells its targets.
    func userDidPull() {
        guard !isRefreshing, isEnabled else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
