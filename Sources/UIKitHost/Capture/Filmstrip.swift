/// Records frames of a device over virtual time and lays them out as pictures.
@preconcurrency @MainActor
public struct Filmstrip {
    /// The captured frames, in order.
    public private(set) var frames: [CGImage] = []
    /// The virtual times of the frames.
    public private(set) var times: [TimeInterval] = []

    /// Creates an empty filmstrip.
    public init() {}

    /// Captures the device's screen now.
    public mutating func capture(_ device: VirtualDevice) {
        frames.append(device.screenshot())
        times.append(device.now)
    }

    /// Adds a frame taken elsewhere, shown at virtual time `time`.
    public mutating func append(_ frame: CGImage, at time: TimeInterval) {
        frames.append(frame)
        times.append(time)
    }

    /// Advances `device` for `duration` seconds capturing `fps` frames per second (the first
    /// frame at the current time).
    public mutating func record(_ device: VirtualDevice, duration: TimeInterval, fps: Double = 30) {
        let step = 1 / fps
        var elapsed = 0.0
        capture(device)
        while elapsed + step <= duration + 1e-9 {
            device.advance(by: step)
            elapsed += step
            capture(device)
        }
    }

    /// Runs `body`, which moves the clock itself (a synthesized pinch or swipe does), capturing
    /// the screen after display-link frames at up to `fps` frames per second while it runs, so
    /// the gesture's own frames are in the film too.
    public mutating func record(_ device: VirtualDevice, fps: Double = 30, during body: () -> Void) {
        final class Collected {
            var frames: [CGImage] = []
            var times: [TimeInterval] = []
        }
        let collected = Collected()
        let interval = 1 / fps
        var next = device.now + interval
        let id = device.addFrameObserver { [unowned device] time in
            guard time + 1e-9 >= next else { return }
            next = time + interval
            collected.frames.append(device.renderNow())
            collected.times.append(time)
        }
        body()
        device.removeFrameObserver(id)
        frames += collected.frames
        times += collected.times
    }

    /// An animated PNG of the frames, each shown for `delay` seconds, looping.
    public func apngData(delay: TimeInterval) -> Data {
        var encoder = APNGEncoder(width: frames.first?.width ?? 1, height: frames.first?.height ?? 1)
        for f in frames {
            encoder.addFrame(
                rgba: f.pixels, delayNumerator: UInt16(max(1, (delay * 1000).rounded())), delayDenominator: 1000)
        }
        return Data(encoder.finish())
    }

    /// A contact sheet: the frames scaled by `thumbnailScale` in a grid of `columns`.
    public func contactSheet(columns: Int, thumbnailScale: CGFloat = 0.25, spacing: Int = 4) -> CGImage {
        guard let first = frames.first else { return CGImage(width: 1, height: 1, rgba: [0, 0, 0, 0])! }
        let tw = max(1, Int(CGFloat(first.width) * thumbnailScale)),
            th = max(1, Int(CGFloat(first.height) * thumbnailScale))
        let rows = (frames.count + columns - 1) / columns
        let w = columns * tw + (columns + 1) * spacing, h = rows * th + (rows + 1) * spacing
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for (i, frame) in frames.enumerated() {
            let ox = spacing + (i % columns) * (tw + spacing), oy = spacing + (i / columns) * (th + spacing)
            let pixels = frame.pixels
            for y in 0..<th {
                let sy = min(frame.height - 1, Int(CGFloat(y) / thumbnailScale))
                for x in 0..<tw {
                    let sx = min(frame.width - 1, Int(CGFloat(x) / thumbnailScale))
                    let s = (sy * frame.width + sx) * 4, d = ((oy + y) * w + ox + x) * 4
                    out[d] = pixels[s]
                    out[d + 1] = pixels[s + 1]
                    out[d + 2] = pixels[s + 2]
                    out[d + 3] = 255
                }
            }
        }
        return CGImage(width: w, height: h, rgba: out)!
    }
}
