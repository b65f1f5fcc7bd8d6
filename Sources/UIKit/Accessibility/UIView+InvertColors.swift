extension UIView {
    /// Whether Smart Invert leaves the view's content as it is (photos and video usually do).
    /// Nothing inverts colours here; the value is kept for code that reads it back.
    public var accessibilityIgnoresInvertColors: Bool {
        get { accessibilityAttributes.ignoresInvertColors }
        set { accessibilityAttributes.ignoresInvertColors = newValue }
    }
}
