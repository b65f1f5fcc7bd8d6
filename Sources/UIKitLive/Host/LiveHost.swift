import Foundation
import UIKitHost

/// Shows a device's world in a real window and lets a person use it: the window shows each
/// frame that changed (uploading only the damaged pixels), the mouse is a finger (see `PointerTouches`), R turns the device, and
/// closing the window or pressing Escape ends the run.
///
/// The world keeps its one virtual clock: each frame advances it by the real time since the
/// last frame, so animations run at their own pace while everything still reads one clock.
@MainActor
public final class LiveHost {
    /// The device whose world the window shows.
    public let device: VirtualDevice
    /// How the window runs.
    public let options: LiveOptions
    /// Called after each frame is shown.
    public var onFrame: (() -> Void)?
    /// Frames shown so far.
    public private(set) var frameCount = 0
    /// Frames that changed the window (an idle screen presents nothing).
    package private(set) var presentedFrames = 0
    private var shownFingers: [CGPoint] = []
    /// The most a frame advances the clock: after a stall (a slow frame, a debugger) the app
    /// slows down rather than jumping past its animations.
    public static let maximumStep: TimeInterval = 0.1
    /// The frame rate the host aims at when the renderer does not wait for the display.
    public static let framesPerSecond: Double = 60

    /// Creates a host for `device`; `run()` opens the window.
    public init(device: VirtualDevice, options: LiveOptions = LiveOptions()) {
        self.device = device
        self.options = options
    }

    /// Opens the window and runs until it is closed or a limit in the options is reached.
    public func run() throws {
        let window = try SDLWindow(title: options.title, screenSize: screenSize, scale: options.windowScale)
        var pointer = PointerTouches(windowScale: CGFloat(options.windowScale))
        // The one wall-clock reading in the live path: it only paces how far the virtual clock moves.
        let clock = ContinuousClock()
        let start = clock.now
        var previous = start
        while true {
            let frameStart = clock.now
            var quit = false
            for input in window.pollEvents() {
                switch input {
                case .quit: quit = true
                case .buttonDown(let point, let pinch): apply(pointer.buttonDown(at: point, pinch: pinch))
                case .pointerMoved(let point):
                    if let action = pointer.pointerMoved(to: point) { apply(action) }
                case .buttonUp(let point): pointer.buttonUp(at: point).forEach(apply)
                case .rotate: device.rotate(to: CGSize(width: screenSize.height, height: screenSize.width))
                }
            }
            device.advance(by: min(LiveHost.seconds(frameStart - previous), LiveHost.maximumStep))
            previous = frameStart
            frameCount += 1
            let isLast =
                quit || frameCount >= (options.frameLimit ?? .max)
                || LiveHost.seconds(frameStart - start) >= (options.duration ?? .infinity)

            let image = device.screenshot()
            let damage = device.renderer.lastDamage
            let fingers = device.liveTouchLocations
            let wantsFile = isLast && options.screenshotPath != nil
            // Nothing moved: the window keeps showing the last frame and the host only waits.
            if !damage.isNull || fingers != shownFingers || presentedFrames == 0 || wantsFile {
                try window.draw(image, damage: damage, screenSize: screenSize, fingers: fingers)
                if isLast, let path = options.screenshotPath {
                    // Read before presenting: after it the back buffer's contents are undefined.
                    try writePNG(window.readPixels(), to: path)
                }
                window.present()
                presentedFrames += 1
                shownFingers = fingers
            }
            onFrame?()
            if isLast { break }
            let spare = 1 / LiveHost.framesPerSecond - LiveHost.seconds(clock.now - frameStart)
            if spare > 0 { Thread.sleep(forTimeInterval: spare) }
        }
        // A finger still down when the window goes is one the system took away.
        device.endTouches(cancelled: true)
    }

    private var screenSize: CGSize {
        device.perform { UIScreen.main.bounds.size }
    }

    private func apply(_ action: PointerTouches.Action) {
        switch action {
        case .begin(let points): device.beginTouches(at: points)
        case .move(let points): device.moveTouches(to: points)
        case .end: device.endTouches()
        }
    }

    private func writePNG(_ image: CGImage, to path: String) throws {
        guard let data = UIImage(cgImage: image).pngData() else { return }
        try data.write(to: URL(fileURLWithPath: path))
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) / 1e18
    }
}
