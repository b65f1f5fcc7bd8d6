import CSDL2
import Foundation
import UIKit

/// What the window heard since it was last asked, in the host's terms.
enum LiveInput: Equatable {
    /// The window was closed or Escape pressed.
    case quit
    /// The left button went down at a window point; `pinch` when Shift or Control is held.
    case buttonDown(CGPoint, pinch: Bool)
    /// The pointer moved to a window point.
    case pointerMoved(CGPoint)
    /// The left button went up at a window point.
    case buttonUp(CGPoint)
    /// R was pressed: turn the device a quarter.
    case rotate
}

/// An SDL window that shows a screen's pixels through a streaming texture. SDL wants its video
/// calls on the main thread, hence the main actor.
@MainActor
final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    private var textureFormat: UInt32 = 0
    private var windowSize = (width: 0, height: 0)
    /// Window pixels per screen point.
    let scale: Double

    /// Opens a window showing a screen of `screenSize` points at `scale` window pixels per point.
    init(title: String, screenSize: CGSize, scale: Double) throws {
        self.scale = scale
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw LiveError.sdl("SDL_Init", SDLWindow.lastError) }
        // A smooth scale reads better than blocky pixels when the window is scaled.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        let (w, h) = SDLWindow.pixelSize(of: screenSize, scale: scale)
        guard
            let window = SDL_CreateWindow(
                title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED, Int32(w), Int32(h),
                SDL_WINDOW_SHOWN.rawValue)
        else {
            let message = SDLWindow.lastError
            SDL_Quit()
            throw LiveError.sdl("SDL_CreateWindow", message)
        }
        // Any renderer will do (a virtual X server often has only the software one).
        guard
            let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0)
        else {
            let message = SDLWindow.lastError
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw LiveError.sdl("SDL_CreateRenderer", message)
        }
        self.window = window
        self.renderer = renderer
        windowSize = (w, h)
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    private static var lastError: String { String(cString: SDL_GetError()) }

    private static func pixelSize(of size: CGSize, scale: Double) -> (Int, Int) {
        (max(1, Int((Double(size.width) * scale).rounded())), max(1, Int((Double(size.height) * scale).rounded())))
    }

    /// Takes the input that arrived since the last call.
    func pollEvents() -> [LiveInput] {
        var inputs: [LiveInput] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                inputs.append(.quit)
            case SDL_KEYDOWN where event.key.keysym.sym == SDLK_ESCAPE.rawValue:
                inputs.append(.quit)
            case SDL_KEYDOWN where event.key.keysym.sym == SDLK_r.rawValue && event.key.repeat == 0:
                inputs.append(.rotate)
            case SDL_MOUSEBUTTONDOWN where event.button.button == SDL_BUTTON_LEFT:
                let modifiers = SDL_GetModState().rawValue
                let pinch = modifiers & (KMOD_SHIFT.rawValue | KMOD_CTRL.rawValue) != 0
                inputs.append(.buttonDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), pinch: pinch))
            case SDL_MOUSEMOTION:
                inputs.append(.pointerMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))))
            case SDL_MOUSEBUTTONUP where event.button.button == SDL_BUTTON_LEFT:
                inputs.append(.buttonUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
            default:
                break
            }
        }
        return inputs
    }

    /// Draws `image` (a screen of `screenSize` points) filling the window, with a dot under
    /// each finger, into the back buffer; `present()` shows it.
    /// Only the pixels in `damage` are uploaded when the texture already holds the rest.
    func draw(_ image: CGImage, damage: CGRect = .infinite, screenSize: CGSize, fingers: [CGPoint]) throws {
        let (w, h) = SDLWindow.pixelSize(of: screenSize, scale: scale)
        if (w, h) != windowSize {
            // The device rotated: the window turns with it.
            SDL_SetWindowSize(window, Int32(w), Int32(h))
            SDL_SetWindowPosition(window, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED)
            windowSize = (w, h)
        }
        // A rendered screen goes up as the renderer's premultiplied words (shown as they are: the
        // texture does not blend), a decoded one as its RGBA bytes.
        let format = image.premultipliedWords == nil ? SDL_PIXELFORMAT_RGBA32 : SDL_PIXELFORMAT_ARGB8888
        let reused = textureSize == (image.width, image.height) && textureFormat == format.rawValue
        let texture = try streamingTexture(width: image.width, height: image.height, format: format.rawValue)
        let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        // No damage (only the finger dots moved) uploads nothing; a null rect has no integer edges.
        let part = !reused ? whole : damage.isNull ? .zero : whole.contains(damage) ? damage : whole
        var rect = SDL_Rect(
            x: Int32(part.minX), y: Int32(part.minY), w: Int32(part.width), h: Int32(part.height))
        let uploaded =
            part.isEmpty
            ? 0
            : upload(image) {
                SDL_UpdateTexture(
                    texture, &rect, $0 + Int(part.minY) * image.bytesPerRow + Int(part.minX) * 4,
                    Int32(image.bytesPerRow))
            }
        guard uploaded == 0 else { throw LiveError.sdl("SDL_UpdateTexture", SDLWindow.lastError) }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var target = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        SDL_RenderCopy(renderer, texture, nil, &target)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 96, 96, 96, 128)
        for finger in fingers {
            fillCircle(x: Double(finger.x) * scale, y: Double(finger.y) * scale, radius: 14 * scale)
        }
    }

    /// Shows the back buffer.
    func present() { SDL_RenderPresent(renderer) }

    /// Waits up to `timeout` seconds for input, returning as soon as some arrives; the input
    /// stays queued for `pollEvents()`.
    func waitForInput(timeout: TimeInterval) {
        // Input already queued (or pushed from another thread) ends the wait before it starts.
        SDL_PumpEvents()
        guard timeout > 0, SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE else { return }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        switch driver {
        case "x11", "wayland":
            // These drivers block in the display connection until an event or the timeout.
            _ = SDL_WaitEventTimeout(nil, Int32((timeout * 1000).rounded(.up)))
        case "dummy", "offscreen":
            // No input devices; SDL's generic wait would poll every millisecond for nothing.
            Thread.sleep(forTimeInterval: timeout)
        default:
            // SDL can only poll this driver: look once a frame rather than once a millisecond.
            let end = Date(timeIntervalSinceNow: timeout)
            while SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE {
                let left = end.timeIntervalSinceNow
                if left <= 0 { return }
                Thread.sleep(forTimeInterval: min(left, 1 / LiveHost.framesPerSecond))
                SDL_PumpEvents()
            }
        }
    }

    /// The back buffer as drawn, read back from the renderer: what `present()` will show.
    func readPixels() throws -> CGImage {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0 else {
            throw LiveError.sdl("SDL_GetRendererOutputSize", SDLWindow.lastError)
        }
        var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
        let read = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, $0.baseAddress, w * 4)
        }
        guard read == 0 else { throw LiveError.sdl("SDL_RenderReadPixels", SDLWindow.lastError) }
        // A window has no transparency; some back buffers leave alpha at zero.
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        guard let image = CGImage(width: Int(w), height: Int(h), rgba: pixels) else {
            throw LiveError.sdl("SDL_RenderReadPixels", "unexpected size \(w)×\(h)")
        }
        return image
    }

    /// Calls `body` with the image's pixels as they go into the texture.
    private func upload(_ image: CGImage, _ body: (UnsafeRawPointer) -> Int32) -> Int32 {
        if let words = image.premultipliedWords { return words.withUnsafeBytes { body($0.baseAddress!) } }
        return image.pixels.withUnsafeBytes { body($0.baseAddress!) }
    }

    private func streamingTexture(width: Int, height: Int, format: UInt32) throws -> OpaquePointer {
        if let texture, textureSize == (width, height), textureFormat == format { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        guard
            let made = SDL_CreateTexture(
                renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(width), Int32(height))
        else { throw LiveError.sdl("SDL_CreateTexture", SDLWindow.lastError) }
        // The screen is opaque; blending would darken it wherever the compositor left alpha.
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
        texture = made
        textureSize = (width, height)
        textureFormat = format
        return made
    }

    private func fillCircle(x: Double, y: Double, radius: Double) {
        let r = Int(radius.rounded())
        for dy in -r...r {
            let half = Int((radius * radius - Double(dy * dy)).squareRoot().rounded())
            SDL_RenderDrawLine(
                renderer, Int32(Int(x) - half), Int32(Int(y) + dy), Int32(Int(x) + half), Int32(Int(y) + dy))
        }
    }
}
