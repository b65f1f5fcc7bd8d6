extension VirtualDevice {
    /// The appearance set in the device's Settings: switching it re-resolves dynamic colours
    /// and redraws, and views and controllers hear `traitCollectionDidChange(_:)`.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get {
            enter()
            return application.screen.userInterfaceStyle
        }
        set {
            enter()
            application.setAppearance(style: newValue)
            loop.drainTurns()
        }
    }

    /// The text size set in the device's Settings: changing it updates every trait collection
    /// and posts `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get {
            enter()
            return application.screen.preferredContentSizeCategory
        }
        set {
            enter()
            application.setAppearance(contentSizeCategory: newValue)
            loop.drainTurns()
        }
    }
}
