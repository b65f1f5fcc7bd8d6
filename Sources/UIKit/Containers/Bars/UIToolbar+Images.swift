extension UIToolbar {
    /// Sets the image drawn as the bar's background at `topOrBottom` for `barMetrics` (an
    /// empty `UIImage()` makes the bar clear; nil removes the image).
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
    }

    /// The background image for the position and metrics: the one set for them, else for any
    /// position, else the default metrics'.
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        for metrics in [barMetrics, .default] {
            for position in [topOrBottom, .any] {
                if let image = backgroundImages[BarImageKey(position: position, metrics: metrics)] { return image }
            }
        }
        return nil
    }

    /// Sets the image drawn in place of the bar's hairline at `topOrBottom` (an empty
    /// `UIImage()` removes the hairline; nil restores it).
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
    }

    /// The hairline image for the position, else the one for any position.
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        shadowImages[topOrBottom] ?? shadowImages[.any]
    }

    /// The metrics matching the bar's height now.
    var traitMetrics: UIBarMetrics { traitCollection.verticalSizeClass == .compact ? .compact : .default }
}
