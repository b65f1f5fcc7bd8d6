import Synchronization

// Placeholder symbol images. The SF Symbols catalogue is Apple's and is not shipped here, so
// `UIImage(systemName:)` draws a simple 24 x 24 pt black glyph for a handful of common names and
// a filled circle for every other name (where UIKit would return nil for an unknown name).

extension UIImage {
    /// A placeholder symbol image: a generated black glyph, tinted like a template by image views.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A placeholder symbol image drawn at the configuration's size (its weight is not drawn:
    /// the placeholder glyphs have one weight).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let scale: CGFloat = 3
        let symbol = configuration as? SymbolConfiguration
        let image = SymbolPlaceholder.render(name: name, points: symbol?.glyphPoints ?? 24, scale: Int(scale))
        self.init(
            cgImage: image, scale: scale, orientation: .up, renderingMode: .automatic, isSymbolImage: true,
            accessibilityName: name, symbolConfiguration: symbol ?? SymbolConfiguration(pointSize: 0))
    }
}

/// Rasterises the placeholder glyphs with 4 x 4 supersampling, in a 24-unit design box.
enum SymbolPlaceholder {
    private typealias Shape = (CGFloat, CGFloat) -> Bool

    static let knownNames: Set<String> = [
        "xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "photo",
        "star.fill", "plus", "checkmark", "circle",
    ]

    /// Glyphs already drawn: a navigation bar asks for its back chevron on every push and pop,
    /// and supersampling one costs milliseconds. Images are immutable, so sharing is safe.
    private static let drawn = Mutex<[String: CGImage]>([:])

    static func render(name: String, points: Int, scale: Int) -> CGImage {
        let key = "\(name) \(points) \(scale)"
        if let image = drawn.withLock({ $0[key] }) { return image }
        let image = draw(name: name, points: points, scale: scale)
        drawn.withLock { $0[key] = image }
        return image
    }

    private static func draw(name: String, points: Int, scale: Int) -> CGImage {
        let shape = self.shape(for: name)
        let side = points * scale
        let unit = CGFloat(points) / 24 * CGFloat(scale)
        let samples = 4
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        for py in 0..<side {
            for px in 0..<side {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (CGFloat(px) + (CGFloat(sx) + 0.5) / CGFloat(samples)) / unit
                        let y = (CGFloat(py) + (CGFloat(sy) + 0.5) / CGFloat(samples)) / unit
                        if shape(x, y) { hits += 1 }
                    }
                }
                rgba[(py * side + px) * 4 + 3] = UInt8(hits * 255 / (samples * samples))
            }
        }
        return CGImage(width: side, height: side, rgba: rgba)!
    }

    private static func shape(for name: String) -> Shape {
        switch name {
        case "xmark":
            return strokes([[(5, 5), (19, 19)], [(19, 5), (5, 19)]], width: 2.4)
        case "chevron.left":
            return strokes([[(15, 4), (8, 12), (15, 20)]], width: 2.6)
        case "chevron.right":
            return strokes([[(9, 4), (16, 12), (9, 20)]], width: 2.6)
        case "chevron.up":
            return strokes([[(4, 15), (12, 8), (20, 15)]], width: 2.6)
        case "chevron.down":
            return strokes([[(4, 9), (12, 16), (20, 9)]], width: 2.6)
        case "plus":
            return strokes([[(12, 4), (12, 20)], [(4, 12), (20, 12)]], width: 2.4)
        case "checkmark":
            return strokes([[(4.5, 12.5), (9.5, 18), (19.5, 5.5)]], width: 2.6)
        case "circle":
            return { x, y in
                let d = hypot(x - 12, y - 12)
                return d <= 10 && d >= 8.4
            }
        case "photo":
            let frame: Shape = { x, y in
                let inside = x >= 2 && x <= 22 && y >= 4 && y <= 20
                let hole = x > 3.6 && x < 20.4 && y > 5.6 && y < 18.4
                return inside && !hole
            }
            let hills = [
                polygon([(4, 18), (10, 10), (15, 18)]),
                polygon([(11, 18), (15.5, 12.5), (20, 18)]),
            ]
            return { x, y in
                frame(x, y) || hills.contains { $0(x, y) } || hypot(x - 16, y - 8.5) <= 1.8
            }
        case "star.fill":
            var points: [(CGFloat, CGFloat)] = []
            for i in 0..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * CGFloat.pi / 5
                let r: CGFloat = i % 2 == 0 ? 11 : 4.4
                points.append((12 + r * cos(angle), 12.8 + r * sin(angle)))
            }
            return polygon(points)
        default:
            return { x, y in hypot(x - 12, y - 12) <= 10 }
        }
    }

    /// Round-capped polylines of a given stroke width.
    private static func strokes(_ lines: [[(CGFloat, CGFloat)]], width: CGFloat) -> Shape {
        let half = width / 2
        var segments: [((CGFloat, CGFloat), (CGFloat, CGFloat))] = []
        for line in lines {
            for i in 1..<line.count { segments.append((line[i - 1], line[i])) }
        }
        return { x, y in
            segments.contains { distance(x, y, $0.0, $0.1) <= half }
        }
    }

    private static func distance(
        _ x: CGFloat, _ y: CGFloat, _ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)
    ) -> CGFloat {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / lengthSquared))
        return hypot(x - (a.0 + t * dx), y - (a.1 + t * dy))
    }

    /// A filled polygon (even-odd rule).
    private static func polygon(_ points: [(CGFloat, CGFloat)]) -> Shape {
        { x, y in
            var inside = false
            var j = points.count - 1
            for i in 0..<points.count {
                let (xi, yi) = points[i], (xj, yj) = points[j]
                if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
                j = i
            }
            return inside
        }
    }
}
