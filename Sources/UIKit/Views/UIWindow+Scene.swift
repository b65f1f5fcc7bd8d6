extension UIWindow {
    /// Creates a window in `windowScene`, filling its screen (hidden until made visible).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to (weak, as in UIKit); setting it moves the window.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            guard newValue !== windowSceneStorage else { return }
            windowSceneStorage?.detach(self)
            windowSceneStorage = newValue
            newValue?.attach(self)
        }
    }
}
