@_spi(Testing) import QuartzCore
@_exported import UIKit

/// A phone-sized world on a virtual clock: its own application, screen, key window and main
/// loop, so tests run deterministically and never sleep.
///
/// Several devices live side by side in one process and interleave freely: every view, layer
/// and controller uses the world of its own window (or, before it is in one, the world that
/// made it), so one device's clock, timers, transitions and diagnostics never touch another's.
/// Each call also makes the device's world the ambient one, which code that has no object to
/// ask uses (`UIScreen.main`, `UIDevice.current`, `UIApplication.shared`, a new window).
@preconcurrency @MainActor
public final class VirtualDevice {
    /// This device's application (what `UIApplication.shared` answers in its world).
    public let application: UIApplication
    let loop: MainLoop
    /// The lifetime tracker of the test that made the device (the deinit runs outside it).
    private let tracker = LifetimeTracker.current
    /// The key, visible window filling the screen (a launched app's key window).
    public let window: UIWindow
    /// A launched app's delegate, held as UIApplicationMain holds it (the application's
    /// `delegate` is weak).
    private let appDelegate: UIApplicationDelegate?
    /// The fingers a live host holds down, in touch-down order (see VirtualDevice+LiveTouches).
    var liveFingers: [LiveFinger] = []
    /// Keeps the last screen so the next screenshot repaints only what changed.
    package let renderer = IncrementalRenderer()
    /// How this device renders its screenshots (the pixels are the same whichever is chosen;
    /// benchmarks compare them).
    package var renderOptions: LayerRenderer.Options {
        get { renderer.options }
        set { renderer.options = newValue }
    }

    /// What element queries failed to do (see VirtualDevice+Elements).
    var elementQueryFailureLog: [String] = []

    /// Creates a device with a screen of `size` points at `scale` pixels per point.
    public convenience init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) {
        self.init(size: size, scale: scale, appDelegate: nil, sceneDelegate: nil)
    }

    /// Launches an app without scenes: its delegate hears will/did finish launching (where it
    /// makes its `window`), then becomes active.
    public convenience init(
        launching appDelegate: UIApplicationDelegate,
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1
    ) {
        self.init(size: size, scale: scale, appDelegate: appDelegate, sceneDelegate: nil)
    }

    /// Launches an app with a window scene, as UIApplicationMain does with an Info.plist scene
    /// manifest naming `SceneDelegate`: will/did finish launching, a configuration for the new
    /// scene, the scene and its delegate (made by `sceneDelegate`, e.g. `SceneDelegate.init`),
    /// `scene(_:willConnectTo:options:)`, then foreground and active. `window` is the app's
    /// key window.
    public convenience init<SceneDelegate: UIResponder>(
        launching appDelegate: UIApplicationDelegate,
        sceneDelegate: @escaping @MainActor () -> SceneDelegate,
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1
    ) {
        self.init(
            size: size, scale: scale, appDelegate: appDelegate,
            sceneDelegate: DeclaredSceneDelegate(make: sceneDelegate))
    }

    init(
        size: CGSize, scale: CGFloat, appDelegate: UIApplicationDelegate?, sceneDelegate: DeclaredSceneDelegate?,
        mainStoryboard: (name: String, bundle: Bundle?)? = nil
    ) {
        loop = MainLoop(clock: .virtual)
        loop.isQuiet = ProcessInfo.processInfo.environment["OPENUIKIT_PRINT_DIAGNOSTICS"] == nil
        application = UIApplication(
            loop: loop, screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale))
        UIApplication.current = application
        self.appDelegate = appDelegate
        if let appDelegate {
            // The storyboard is opened in the new world, so its diagnostics land there.
            application.launch(
                delegate: appDelegate, sceneDelegate: sceneDelegate,
                mainStoryboard: mainStoryboard.map { UIStoryboard(name: $0.name, bundle: $0.bundle) })
            // An app that made no window shows nothing; the device still has one to offer.
            window = application.keyWindow ?? UIWindow(frame: CGRect(origin: .zero, size: size))
        } else {
            window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.makeKeyAndVisible()
        }
        loop.drainTurns()
    }

    isolated deinit {
        // Let the world go: nothing may keep this device's views alive after it is gone.
        let previous = MainLoop.current
        LifetimeTracker.$current.withValue(tracker) {
            loop.perform {
                application.tearDown()
                CATransaction.commitAll()
            }
        }
        // The ambient world must not be a dead device's: fall back to the process default.
        MainLoop.current = previous === loop ? MainLoop.processDefault : previous
    }

    /// Makes this device's world the ambient one (every call does this by itself).
    @available(
        *, deprecated,
        message:
            "Devices need no activating: objects use their own world; use perform(_:) for code that touches no view"
    )
    public func activate() { enter() }

    /// Runs `body` in this device's world, for code that has no view, layer or controller of
    /// the device to go by (`UIScreen.main`, `UIDevice.current`, a new window, an animator
    /// with no views yet), then restores the ambient world.
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        try loop.perform(body)
    }

    /// Makes this device's world the ambient one: code between calls with no object to go by
    /// acts in the device used last.
    func enter() {
        UIApplication.current = application
    }

    /// Virtual seconds since the device was created.
    public var now: TimeInterval {
        enter()
        return loop.now
    }

    /// Advances virtual time: display-link frames at 60 Hz, timers at their times, run-loop
    /// work after each.
    public func advance(by seconds: TimeInterval) {
        enter()
        loop.advance(by: seconds)
    }

    /// Advances until nothing is animating, scheduled or queued; false if still busy at `limit`.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 60) -> Bool {
        enter()
        return loop.runUntilIdle(limit: limit)
    }

    /// When the device's world next has work (a frame to run, a time something is due, or
    /// nothing until input), so a live window can sleep while the screen is idle.
    package var nextWait: MainLoop.Wait {
        enter()
        return loop.nextWait
    }

    /// The windows as they appear on screen now, in pixels.
    public func screenshot() -> CGImage {
        enter()
        loop.drainTurns()
        let screen = application.screen
        let visible = application.windows.filter { !$0.isHidden }
        return ScreenCompositor.render(
            visible.map(\.layer) + keyboardLayers, size: screen.bounds.size, scale: screen.scale, incremental: renderer)
    }

    /// The screen as it is at this instant, without running pending work first (safe to call
    /// from inside a frame, where draining the run loop would reorder work).
    func renderNow() -> CGImage {
        let screen = application.screen
        let visible = application.windows.filter { !$0.isHidden }
        return ScreenCompositor.render(
            visible.map(\.layer) + keyboardLayers, size: screen.bounds.size, scale: screen.scale, incremental: renderer)
    }

    /// Calls `observer` with the time of every display-link frame until removed.
    func addFrameObserver(_ observer: @escaping (TimeInterval) -> Void) -> Int {
        enter()
        return loop.addFrameObserver(observer)
    }

    /// Runs the work queued for the next run-loop turn.
    func runPendingWork() { loop.drainTurns() }

    /// Stops a frame observer.
    func removeFrameObserver(_ id: Int) { loop.removeFrameObserver(id) }

    /// The screenshot encoded as PNG.
    public func pngData() -> Data {
        Data(PNGEncoder.encode(image: screenshot()))
    }

    /// UIKit-style console warnings logged in this world, in order.
    public var diagnostics: [String] {
        enter()
        return loop.diagnostics
    }

    /// Rotates the device (or resizes its screen) to `size`, as UIKit does: the device turns to
    /// portrait when `size` is taller than wide, else to landscape (left); when the key window's
    /// controller supports that orientation, root controllers hear `willTransition(to:with:)`
    /// when size classes change and `viewWillTransition(to:with:)`, then full-screen windows
    /// animate to the new size with the alongside animations.
    public func rotate(to size: CGSize, duration: TimeInterval = 0.3) {
        enter()
        let orientation: UIDeviceOrientation = size.height > size.width ? .portrait : .landscapeLeft
        application.deviceDidRotate(to: orientation, size: size, duration: duration)
        loop.drainTurns()
    }

    /// Turns the device to `orientation`: `UIDevice.current.orientation` follows; the interface
    /// rotates (a size transition when the shape changes) only if the key window's root, or
    /// the topmost full-screen controller presented over it, supports the orientation.
    public func rotate(to orientation: UIDeviceOrientation, duration: TimeInterval = 0.3) {
        enter()
        let size = orientation.interfaceOrientation.map(application.screenSize(in:)) ?? application.screen.bounds.size
        application.deviceDidRotate(to: orientation, size: size, duration: duration)
        loop.drainTurns()
    }
}
