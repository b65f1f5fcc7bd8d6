import Foundation
import UIKitHost

/// Shows a device's world in a real window and lets a person use it: the window shows each
/// frame that changed (uploading only the damaged pixels), the mouse is a finger (see `PointerTouches`), R turns the device, and
/// closing the window or pressing Escape ends the run.
///
/// The world keeps its one virtual clock: each frame advances it by the real time since the
/// last frame, so animations run at their own pace while everything still reads one clock.
/// While nothing moves, the host sleeps until input arrives or the world's next timer or
/// delayed animation is due, instead of waking every frame to find nothing changed.
@MainActor
public final class LiveHost {
    /// The device whose world the window shows.
    public let device: VirtualDevice
    /// How the window runs.
    public let options: LiveOptions
    /// Called after each frame is shown.
    public var onFrame: (() -> Void)?
    /// Frames shown so far, counting those the window kept showing while the host slept.
    public private(set) var frameCount = 0
    /// Frames that changed the window (an idle screen presents nothing).
    package private(set) var presentedFrames = 0
    /// Times the loop woke to run a frame; fewer than `frameCount` when the host slept
    /// through idle time.
    package private(set) var wakeups = 0
    /// Wall time and waiting; nil uses the real clock and the window's event queue.
    var pacing: LivePacing?
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
        let pacing = self.pacing ?? .real(window)
        var pointer = PointerTouches(windowScale: CGFloat(options.windowScale))
        let fps = LiveHost.framesPerSecond
        let frameLimit = options.frameLimit ?? .max
        let start = pacing.now()
        var previous = start
        // How long the last wait let pass with nothing due: the clock catches up on all of it.
        var idleWait: TimeInterval = 0
        while true {
            let frameStart = pacing.now()
            wakeups += 1
            let step = frameStart - previous
            // A stall while something moves is capped (the app slows rather than jumping past
            // its animations); an idle wait is not, so timers fire when they are due. The clock
            // moves before input is applied, so a touch that ends a long wait lands at its time,
            // after what was due before it.
            device.advance(by: min(step, LiveHost.maximumStep + idleWait))
            // The window showed the same frame all through an idle wait: those frames count.
            if idleWait > 0 { frameCount += max(0, Int((step * fps).rounded()) - 1) }
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
            previous = frameStart
            frameCount += 1
            let isLast =
                quit || frameCount >= frameLimit || frameStart - start >= (options.duration ?? .infinity)

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
            let wait = LiveWait.after(
                frameTaking: pacing.now() - frameStart, next: device.nextWait, now: device.now,
                fingerDown: !fingers.isEmpty, waitsWhenIdle: options.waitsWhenIdle)
            switch wait {
            case .frame(let rest):
                idleWait = 0
                if rest > 0 { pacing.sleep(rest) }
            case .input(let longest):
                // Never past a limit: the run ends on time, idle or not.
                let framesLeft = Double(frameLimit - frameCount) / fps
                let timeLeft = (options.duration ?? .infinity) - (pacing.now() - start)
                idleWait = max(0, min(longest, framesLeft, timeLeft))
                pacing.waitForInput(idleWait)
            }
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

}
