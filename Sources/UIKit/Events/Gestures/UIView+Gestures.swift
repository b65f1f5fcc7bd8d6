extension UIView {
    /// The gesture recognizers attached to the view (nil when there are none); setting it
    /// replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer (moving it from any other view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.viewStorage === self { return }
        gestureRecognizer.viewStorage?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    /// Detaches a gesture recognizer; a gesture under way is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.viewStorage === self else { return }
        gestureRecognizer.abandonGesture()
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewStorage = nil
    }
}
