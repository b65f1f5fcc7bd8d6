/// The backdrop of an app's views and the root of a view hierarchy, as UIKit's `UIWindow`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Where a window sits among others, as `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary app windows.
        public static let normal = Level(0)
        /// Above the status bar.
        public static let statusBar = Level(1000)
        /// Alerts.
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The window's level; higher levels appear in front.
    open var windowLevel: Level = .normal

    var rootViewControllerStorage: UIViewController?
    /// The status bar style the window's controllers ask for (there is no bar to draw).
    public package(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the window's controllers ask for the status bar to be hidden.
    public package(set) var isStatusBarHidden = false

    /// Whether the window is hidden; showing or hiding it makes its root controller appear or
    /// disappear.
    open override var isHidden: Bool {
        didSet { if oldValue != isHidden { visibilityDidChange() } }
    }

    /// The screen the window is on.
    open var screen: UIScreen { application.screen }

    unowned let application: UIApplication
    /// The window's first responder (see `UIResponder.becomeFirstResponder()`).
    weak var firstResponderStorage: UIResponder?
    weak var windowSceneStorage: UIWindowScene?

    /// Creates a window in the current world (hidden until made visible).
    public override init(frame: CGRect) {
        application = UIApplication.current
        super.init(frame: frame)
        layer.homeLoop = application.loop
        isHidden = true
    }

    /// Creates a window filling the current world's screen.
    public convenience init() {
        self.init(frame: UIApplication.current.screen.bounds)
    }

    public required init?(coder: NSCoder) {
        application = UIApplication.current
        super.init(coder: coder)
        layer.homeLoop = application.loop
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { application.keyWindowStorage === self }

    /// Makes the window key.
    open func makeKey() {
        application.register(self)
        let old = application.keyWindowStorage
        guard old !== self else { return }
        old?.resignKey()
        application.keyWindowStorage = self
        becomeKey()
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        application.register(self)
        isHidden = false
        makeKey()
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// The next responder: the application.
    open override var next: UIResponder? { application }

    /// Delivers an event's touches: first to their gesture recognizers, then to their views.
    open func sendEvent(_ event: UIEvent) { deliverTouchEvent(event) }

    /// Converts a point from this window to another window (windows share the screen's space).
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let p = CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
        guard let window else { return p }
        return CGPoint(x: p.x - window.frame.minX, y: p.y - window.frame.minY)
    }

    /// Converts a point from another window to this one.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let p = window.map { CGPoint(x: point.x + $0.frame.minX, y: point.y + $0.frame.minY) } ?? point
        return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
    }
}
