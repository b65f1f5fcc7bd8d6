import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`. No sharing service exists on Linux,
/// so the sheet offers none: it presents as UIKit presents it (a sheet on a phone, a popover on
/// an iPad) and, once dismissed, calls `completionWithItemsHandler` with no service and
/// `completed == false`, as UIKit does when the user closes the sheet
/// (Documentation/Deviations.md).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The handler called when the sheet closes: the chosen service, whether it completed, the
    /// items it returned and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own services offered beside the system's.
    public let applicationActivities: [UIActivity]?
    /// Services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is dismissed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// Creates a share sheet for `activityItems`, offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil else { return }
        let handler = completionWithItemsHandler
        handler?(nil, false, nil, nil)
    }
}
