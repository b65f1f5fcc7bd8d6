extension UIViewController {
    /// The controller this one (or its nearest ancestor) presented.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The controller that presented this one (or its farthest presented ancestor).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// The style used when this controller is presented; `.automatic` reads back as the style
    /// it resolves to (`.pageSheet` for a plain controller, as on iOS 13–17).
    var presentationStyleSetting: UIModalPresentationStyle {
        get { modalPresentationStyleStorage == .automatic ? .pageSheet : modalPresentationStyleStorage }
        set { modalPresentationStyleStorage = newValue }
    }

    /// The presentation controller managing this controller's presentation; reading it before
    /// presenting creates one for the current style.
    public var presentationController: UIPresentationController? {
        if let pc = presentationControllerStorage { return pc }
        let pc = makeBuiltInPresentationController(presenting: nil, source: nil)
        presentationControllerStorage = pc
        return pc
    }

    /// The sheet presentation controller, for `.pageSheet` and `.formSheet` only.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// The presentation controller of the current presentation after any adaptation, or nil
    /// while this controller is not presented.
    public var activePresentationController: UIPresentationController? {
        presentingStorage == nil ? nil : presentationControllerStorage
    }

    /// The popover presentation controller, for `.popover` only.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The coordinator of the transition this controller (or an ancestor) is part of, or nil.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransitionStorage ?? parentStorage?.transitionCoordinator
    }

    /// The built-in presentation controller for the current style (delegate-vended ones for
    /// `.custom` are asked when presenting).
    func makeBuiltInPresentationController(
        presenting: UIViewController?, source: UIViewController?
    ) -> UIPresentationController {
        let style = modalPresentationStyle
        if let alert = self as? UIAlertController, style == .custom || style == .popover {
            return alert.makeAlertPresentationController(presenting: presenting)
        }
        let pc: UIPresentationController
        switch style {
        case .pageSheet, .formSheet:
            pc = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            pc = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            pc = UIPresentationController(presentedViewController: self, presenting: presenting)
        default:
            pc = BuiltInPresentationController(presentedViewController: self, presenting: presenting)
        }
        pc.styleForPresentation = style
        return pc
    }

    /// The presented controller, which hears size changes with this one.
    var presentedForSizeForwarding: UIViewController? { presentedStorage }

    var presentationSize: CGSize { viewStorage?.window?.bounds.size ?? UIScreen.main.bounds.size }
}
