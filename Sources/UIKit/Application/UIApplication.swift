import Foundation

/// The running app: its main loop with the one clock, its screen and its windows, as UIKit's
/// `UIApplication`.
///
/// Each `UIApplication` is a world of its own. An app has one, on the real clock; every
/// `VirtualDevice` makes its own on a virtual clock. Objects find their world through their
/// window (see UIApplication+World.swift), so several worlds interleave in one process.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The current world's application.
    public class var shared: UIApplication { current }

    /// The ambient world's application: the one whose code is running now (see
    /// `MainLoop.current`). Views, layers and controllers in a tree use their own world
    /// instead (`UIView.world`); this is for code with no object to ask.
    package static var current: UIApplication {
        get { of(MainLoop.current) }
        set { MainLoop.current = newValue.loop }
    }

    /// The application of the world `loop` runs; a loop nobody launched an app on (the process
    /// default world of an app with no device) gets a phone-sized one.
    package static func of(_ loop: MainLoop) -> UIApplication {
        if let app = loop.owner as? UIApplication { return app }
        let app = UIApplication(
            loop: loop, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3))
        loop.adoptedOwner = app
        return app
    }

    /// The main loop and clock of this world.
    package let loop: MainLoop
    /// The screen of this world.
    package let screen: UIScreen
    var windowList: [UIWindow] = []
    /// The appearance proxies of the application's classes.
    let appearanceRegistry = AppearanceRegistry()
    /// True while `viewWillTransition(to:with:)` calls are going out (transitions asked for
    /// then happen without animation).
    var isAnnouncingSizeChange = false
    /// View-controller transitions started and not yet ended in this world. The world keeps
    /// them (and through them their containers) alive until they end, as UIKit's transition
    /// contexts are: a container the app lets go of mid-transition is not freed under it.
    var runningTransitions: [TransitionDriver] = []
    var runningTransitionCount: Int { runningTransitions.count }
    /// How many modal transitions this world's controllers hold as containers: with none, the
    /// checks that walk a presentation chain for one in flight answer at once, whatever the
    /// chain's depth.
    var modalContainerCount = 0
    /// An interface rotation that arrived while transitions ran, applied when they all end.
    var deferredRotation: DeferredRotation?
    weak var keyWindowStorage: UIWindow?
    /// Touches on the screen, the reused touch event and the recognizers in play.
    package let eventEnvironment = EventEnvironment()
    /// The software keyboard of this world (see Text/Keyboard).
    package lazy var keyboard = KeyboardController(application: self)
    /// The app's delegate; weak, as in UIKit, so the launcher holds it.
    open weak var delegate: UIApplicationDelegate?
    /// Where the app is in its life cycle (active until a launch says otherwise).
    var applicationStateStorage: State = .active
    var sceneList: [UIScene] = []
    /// The haptics feedback generators played, in order (see UIFeedbackGenerator).
    package var hapticLog: [String] = []
    /// The URLs `open(_:options:completionHandler:)` was asked to open, oldest first.
    package var openURLRequests: [URL] = []
    /// Reduce Motion, VoiceOver and the accessibility notifications posted (Accessibility/).
    package var accessibilitySettings = AccessibilitySettings()
    var sessionList: [UISceneSession] = []
    /// The scene delegate the launch declared (the Info.plist's scene manifest).
    var declaredSceneDelegate: DeclaredSceneDelegate?
    /// The orientation of the interface, which follows the rotations controllers accept.
    var interfaceOrientation: UIInterfaceOrientation
    /// This world's device.
    private(set) lazy var device = UIDevice(
        application: self, orientation: screen.bounds.height >= screen.bounds.width ? .portrait : .landscapeLeft)

    package init(loop: MainLoop, screen: UIScreen) {
        self.loop = loop
        self.screen = screen
        interfaceOrientation = screen.bounds.height >= screen.bounds.width ? .portrait : .landscapeRight
        super.init()
        loop.owner = self
    }

    /// The app's windows, back to front by window level.
    open var windows: [UIWindow] {
        windowList.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
        }
        .map(\.element)
    }

    /// The key window.
    open var keyWindow: UIWindow? { keyWindowStorage }

    /// Where the app is in its life cycle: inactive while launching or interrupted, active in
    /// the foreground, background off screen.
    open var applicationState: State { applicationStateStorage }

    /// Whether the app ignores interaction events (deprecated in UIKit; always false).
    open var isIgnoringInteractionEvents: Bool { false }
    /// Whether the status bar's network activity spinner shows (kept; since iOS 13 it shows
    /// nothing, as here).
    open var isNetworkActivityIndicatorVisible = false

    func register(_ window: UIWindow) {
        if !windowList.contains(where: { $0 === window }) { windowList.append(window) }
    }

    func unregister(_ window: UIWindow) {
        windowList.removeAll { $0 === window }
        if keyWindowStorage === window { keyWindowStorage = nil }
    }

    /// Dispatches an event to the windows its touches belong to.
    open func sendEvent(_ event: UIEvent) { dispatchEvent(event) }

    /// The states an app can be in.
    public enum State: Int, Sendable { case active, inactive, background }
}
