/// Shows an alert or an action sheet: a title, a message and buttons for `UIAlertAction`s, as
/// UIKit's `UIAlertController`.
///
/// Present it with `present(_:animated:completion:)`. An alert is a panel centred over a
/// dimmed screen; an action sheet rises from the bottom in a compact width and is a popover in
/// a regular one. Tapping a button dismisses the controller, then runs the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of interface an alert controller shows, as `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom of the screen (a popover in a regular width).
        case actionSheet = 0
        /// A modal panel in the middle of the screen.
        case alert = 1
    }

    /// The kind of interface shown.
    public private(set) var preferredStyle: Style = .actionSheet
    /// The text under the title.
    open var message: String? {
        didSet { alertView?.contentDidChange() }
    }
    /// The title shown at the top.
    open override var title: String? {
        didSet { alertView?.contentDidChange() }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action the user is most likely to take, drawn bold (alerts only); it must be one of
    /// `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Diagnostics.log(
                    in: loop,
                    "The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
                return
            }
            preferredActionStorage = newValue
            alertView?.contentDidChange()
        }
    }

    private var preferredActionStorage: UIAlertAction?
    /// The text fields, in the order they were added.
    var textFieldViews: [UITextField] = []
    /// The action whose button the user tapped, once the dismissal it starts is under way.
    var chosenAction: UIAlertAction?

    /// Creates an alert controller of the action-sheet style with no title, message or actions.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyleStorage = .custom
    }

    /// Alert controllers are not archived; this creates an empty action sheet.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyleStorage = .custom
    }

    /// Creates an alert controller with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // An action sheet is a popover where the screen is regular width, and its
        // `popoverPresentationController` answers from creation so the caller can anchor it.
        if preferredStyle == .actionSheet, Self.isRegularWidth(world) { modalPresentationStyleStorage = .popover }
    }

    /// The size of the panel when shown as a popover (unless one was set).
    open override var preferredContentSize: CGSize {
        get {
            let set = super.preferredContentSize
            guard set == .zero, isPopover, let v = view as? AlertControllerView else { return set }
            return v.fittingSize(in: presentationSize)
        }
        set { super.preferredContentSize = newValue }
    }

    /// The alert's view: its panel (or the two groups of an action sheet).
    open override func loadView() {
        view = AlertControllerView(controller: self)
    }

    /// Adds an action; a second `.cancel` action is refused with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.log(
                in: loop, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        action.alertController = self
        actions.append(action)
        alertView?.contentDidChange()
    }

    /// Adds a text field under the message (alerts only), configured by the handler.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.log(
                in: loop,
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: .zero)
        // iOS's alert field: a 13-point rounded box, before the handler can restyle it.
        field.font = UIFont.systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        field.backgroundColor = .white
        textFieldViews.append(field)
        configurationHandler?(field)
        alertView?.contentDidChange()
    }

    /// The text fields, in the order they were added (nil when there are none).
    open var textFields: [UITextField]? { textFieldViews.isEmpty ? nil : textFieldViews }

    /// The first text field takes the keyboard as the alert appears, as in UIKit, unless the
    /// app already made another responder first.
    func focusFirstTextField() {
        guard let field = textFieldViews.first, field.window != nil,
            !textFieldViews.contains(where: { $0.isFirstResponder })
        else { return }
        _ = field.becomeFirstResponder()
    }

    var alertView: AlertControllerView? { viewIfLoaded as? AlertControllerView }

    func actionStateDidChange(_ action: UIAlertAction) { alertView?.contentDidChange() }

    /// Whether the alert is shown as a popover (an action sheet in a regular width).
    var isPopover: Bool { modalPresentationStyleStorage == .popover }

    /// The one `.cancel` action, which a tap outside an action sheet stands for.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// A button was tapped: the alert goes, then the action's handler runs (after the
    /// dismissal animation, as UIKit does). Taps while the alert is still animating in or
    /// already going are ignored, as UIKit ignores touches during a transition.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, presentingViewController != nil, !isBeingPresented,
            !isBeingDismissed
        else { return }
        chosenAction = action
        dismiss(animated: true) { [weak self] in
            self?.chosenAction = nil
            action.handler?(action)
        }
    }

    /// A tap outside an action sheet cancels it when it has an enabled cancel action; without
    /// one the sheet stays, as UIKit's does.
    func cancelFromOutsideTap() {
        guard let cancel = cancelAction else { return }
        perform(cancel)
    }

    private static func isRegularWidth(_ world: UIApplication) -> Bool {
        (world.keyWindow ?? world.windows.first)?.traitCollection.horizontalSizeClass == .regular
    }
}
