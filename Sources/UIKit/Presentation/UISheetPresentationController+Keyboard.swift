extension UISheetPresentationController {
    /// A sheet rests on the keyboard's top edge while the keyboard is up, as UIKit moves
    /// sheets out of its way: the sheet keeps its detent height and rises, but never above
    /// the large sheet's top, so a large sheet stays put and the keyboard covers its bottom.
    func raisedAboveKeyboard(_ frame: CGRect, in container: UIView) -> CGRect {
        guard let window = container.window else { return frame }
        let keyboard = window.world.keyboard
        guard keyboard.isShown else { return frame }
        let inWindow = keyboard.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let top = container.convert(inWindow, from: window).minY
        var raised = frame
        raised.origin.y = max(min(frame.minY, top - frame.height), min(frame.minY, topGap))
        return raised
    }
}

extension KeyboardController {
    /// Moves every sheet and alert on screen for the keyboard (inside the keyboard's animation).
    func layoutSheets() {
        for window in application.windowList where !window.isHidden {
            var controller = window.rootViewControllerStorage
            while let presenter = controller, let presented = presenter.presentedStorage {
                if let sheet = presented.presentationControllerStorage as? UISheetPresentationController,
                    sheet.containerView != nil, presented.transitionCoordinator == nil
                {
                    sheet.layoutSheet()
                } else if let alert = presented.presentationControllerStorage as? AlertPresentationController,
                    alert.containerView != nil, presented.transitionCoordinator == nil
                {
                    alert.containerViewDidLayoutSubviews()
                }
                controller = presented
            }
        }
    }
}
