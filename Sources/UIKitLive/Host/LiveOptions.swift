import Foundation

/// How a live window runs: its size, when it closes by itself and where its last frame goes.
public struct LiveOptions: Equatable, Sendable {
    /// Window pixels per screen point.
    public var windowScale: Double = 1
    /// Closes the window after this many frames; nil runs until the window is closed.
    public var frameLimit: Int?
    /// Closes the window after this many seconds; nil runs until the window is closed.
    public var duration: TimeInterval?
    /// Where to write the window's last frame as PNG, read back from the renderer.
    public var screenshotPath: String?
    /// The window's title.
    public var title = "OpenUIKit"
    /// Whether the host sleeps while the screen is idle; false wakes it every frame, as it
    /// did before (the benchmark's "before" row).
    package var waitsWhenIdle = true

    /// Creates the default options: scale 1, no limits, no screenshot.
    public init() {}

    /// Reads `--scale S`, `--frames N`, `--exit-after SECONDS` and `--screenshot PATH` from
    /// command-line arguments, ignoring any others.
    public init(arguments: [String]) throws {
        func value(after flag: String) throws -> String? {
            guard let i = arguments.firstIndex(of: flag) else { return nil }
            guard i + 1 < arguments.count else { throw LiveError.badOption(flag, "needs a value") }
            return arguments[i + 1]
        }
        func number(after flag: String) throws -> Double? {
            guard let text = try value(after: flag) else { return nil }
            guard let n = Double(text), n > 0, n.isFinite else {
                throw LiveError.badOption(flag, "\(text) is not a positive number")
            }
            return n
        }
        if let scale = try number(after: "--scale") { windowScale = scale }
        if let frames = try number(after: "--frames") {
            guard frames == frames.rounded() else { throw LiveError.badOption("--frames", "needs a whole number") }
            frameLimit = Int(frames)
        }
        duration = try number(after: "--exit-after")
        screenshotPath = try value(after: "--screenshot")
    }
}

/// What can go wrong running a live window.
public enum LiveError: Error, CustomStringConvertible {
    /// A command-line option has no value or one that does not fit; the second text says why.
    case badOption(String, String)
    /// SDL refused a call; the message is SDL's.
    case sdl(String, String)

    public var description: String {
        switch self {
        case .badOption(let flag, let reason): return "\(flag): \(reason)"
        case .sdl(let call, let message): return "\(call) failed: \(message)"
        }
    }
}
