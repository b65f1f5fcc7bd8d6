import Foundation

/// Pixel-by-pixel comparison of two images with swift-snapshot-testing's two tolerances.
///
/// A pixel matches when its colour difference is at most `(1 - perceptualPrecision) × 100`
/// (CIE76 ΔE: the Euclidean distance in CIELAB, sRGB with a D65 white; 0 is identical, about 2
/// is the smallest difference a person notices, 100 is black against white) and its opacity
/// differs by at most as much on a 0–100 scale. The images match when at least `precision`
/// of their pixels do.
struct ImageComparison {
    /// How many pixels fail the per-pixel test.
    let mismatchedPixels: Int
    /// How many pixels were compared.
    let totalPixels: Int
    /// The largest ΔE found.
    let largestDeltaE: Double
    /// Whether each pixel (row-major) fails the per-pixel test; empty when sizes differ.
    let mismatches: [Bool]

    init(reference: CGImage, actual: CGImage, perceptualPrecision: Float) {
        let threshold = Double(1 - perceptualPrecision) * 100
        let a = reference.pixels, b = actual.pixels
        let count = min(a.count, b.count) / 4
        var mismatches = [Bool](repeating: false, count: count)
        var mismatched = 0
        var largest = 0.0
        for i in 0..<count {
            let o = i * 4
            if a[o] == b[o] && a[o + 1] == b[o + 1] && a[o + 2] == b[o + 2] && a[o + 3] == b[o + 3] { continue }
            let e = Self.deltaE(a, b, o)
            largest = max(largest, e)
            let alpha = abs(Double(a[o + 3]) - Double(b[o + 3])) / 255 * 100
            if e > threshold || alpha > threshold {
                mismatches[i] = true
                mismatched += 1
            }
        }
        mismatchedPixels = mismatched
        totalPixels = count
        largestDeltaE = largest
        self.mismatches = mismatches
    }

    /// Whether the images match at `precision` (the fraction of pixels that must match).
    func matches(precision: Float) -> Bool {
        Double(mismatchedPixels) <= Double(totalPixels) * Double(1 - precision) + 1e-9
    }

    /// The reference faded towards white, with every mismatched pixel pure red.
    func diffImage(reference: CGImage) -> CGImage {
        var out = [UInt8](repeating: 255, count: reference.width * reference.height * 4)
        let src = reference.pixels
        for i in 0..<mismatches.count {
            let o = i * 4
            if mismatches[i] {
                out[o] = 255
                out[o + 1] = 0
                out[o + 2] = 0
            } else {
                for c in 0..<3 { out[o + c] = 255 - (255 - src[o + c]) / 4 }
            }
        }
        return CGImage(width: reference.width, height: reference.height, rgba: out)!
    }

    /// CIE76 ΔE between the colours at byte offset `o` of two RGBA buffers.
    static func deltaE(_ a: [UInt8], _ b: [UInt8], _ o: Int) -> Double {
        let l1 = lab(a[o], a[o + 1], a[o + 2]), l2 = lab(b[o], b[o + 1], b[o + 2])
        let dl = l1.0 - l2.0, da = l1.1 - l2.1, db = l1.2 - l2.2
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIELAB of an sRGB colour (D65 white).
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (Double, Double, Double) {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let lr = linear(r), lg = linear(g), lb = linear(b)
        let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
        let y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
        let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
