extension UIColor {
    /// Makes the colour the current context's fill and stroke colour.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour.
    @preconcurrency @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the current context's stroke colour.
    @preconcurrency @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
