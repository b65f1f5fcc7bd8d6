/// How a presented view controller is shown, as `UIModalPresentationStyle` (Apple's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4
    case overFullScreen = 5, overCurrentContext = 6, popover = 7, blurOverFullScreen = 8
    case none = -1, automatic = -2
}

/// The animation used to present a view controller, as `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
