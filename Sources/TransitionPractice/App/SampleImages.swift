import UIKit

/// Makes the gallery's ten pictures: PNG files the project draws itself (no downloads), each a
/// diagonal colour gradient with a pattern of discs, so zooms are easy to follow by eye.
public enum SampleImages {
    /// Writes `1.png` … `10.png` into `folder` (if missing) and returns their paths.
    public static func write(to folder: URL, size: Int = 240) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (1...10).map { n in
            let url = folder.appendingPathComponent("\(n).png")
            if !FileManager.default.fileExists(atPath: url.path) {
                try Data(PNGEncoder.encode(rgba: pixels(number: n, size: size), width: size, height: size)).write(
                    to: url)
            }
            return url
        }
    }

    static func pixels(number n: Int, size: Int) -> [UInt8] {
        let hue = Double(n - 1) / 10
        func rgb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
            let i = Int(h * 6) % 6, f = h * 6 - Double(Int(h * 6))
            let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
            switch i {
            case 0: return (v, t, p)
            case 1: return (q, v, p)
            case 2: return (p, v, t)
            case 3: return (p, q, v)
            case 4: return (t, p, v)
            default: return (v, p, q)
            }
        }
        var out = [UInt8](repeating: 255, count: size * size * 4)
        let discs = (0..<n).map { k -> (Double, Double) in
            let angle = Double(k) / Double(n) * 2 * Double.pi
            return (0.5 + 0.3 * cos(angle), 0.5 + 0.3 * sin(angle))
        }
        for y in 0..<size {
            for x in 0..<size {
                let u = Double(x) / Double(size), v = Double(y) / Double(size)
                var (r, g, b) = rgb(
                    (hue + (u + v) * 0.08).truncatingRemainder(dividingBy: 1), 0.65, 0.55 + 0.4 * (1 - v))
                for (cx, cy) in discs where (u - cx) * (u - cx) + (v - cy) * (v - cy) < 0.006 {
                    (r, g, b) = (1, 1, 1)
                }
                let i = (y * size + x) * 4
                out[i] = UInt8(r * 255)
                out[i + 1] = UInt8(g * 255)
                out[i + 2] = UInt8(b * 255)
            }
        }
        return out
    }
}
