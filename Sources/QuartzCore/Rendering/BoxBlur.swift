// A Gaussian blur approximated by three successive box blurs per axis (the sum of three
// uniform distributions is close to a normal one), with running sums so the cost does not
// depend on the radius. Integer arithmetic throughout, so results are the same everywhere.

enum BoxBlur {
    /// Radii of three box blurs whose combination has standard deviation ≈ `sigma` pixels.
    static func radii(sigma: Double) -> (Int, Int, Int) {
        guard sigma > 0.2 else { return (0, 0, 0) }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        func r(_ i: Int) -> Int { ((Double(i) < m ? lower : upper) - 1) / 2 }
        return (r(0), r(1), r(2))
    }

    /// Blurs one 8-bit channel of a buffer in place.
    ///
    /// - Parameters:
    ///   - base: the first byte of the channel in the first pixel.
    ///   - pixelStride: bytes between horizontally adjacent pixels (1 for A8, 4 for ARGB32).
    ///   - rowStride: bytes between rows.
    ///   - clampEdges: true repeats the edge pixels outward; false treats outside as zero.
    static func blur(
        _ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, pixelStride: Int, rowStride: Int,
        sigmaX: Double, sigmaY: Double, clampEdges: Bool
    ) {
        guard width > 0, height > 0 else { return }
        let rx = radii(sigma: sigmaX), ry = radii(sigma: sigmaY)
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for r in [rx.0, rx.1, rx.2] where r > 0 {
            for y in 0..<height {
                pass(base + y * rowStride, count: width, step: pixelStride, radius: r, clamp: clampEdges, line: line)
            }
        }
        for r in [ry.0, ry.1, ry.2] where r > 0 {
            for x in 0..<width {
                pass(base + x * pixelStride, count: height, step: rowStride, radius: r, clamp: clampEdges, line: line)
            }
        }
    }

    /// One box blur of radius `radius` along a line of `count` bytes `step` apart.
    private static func pass(
        _ p: UnsafeMutablePointer<UInt8>, count n: Int, step: Int, radius r: Int, clamp: Bool,
        line: UnsafeMutablePointer<Int32>
    ) {
        for i in 0..<n { line[i] = Int32(p[i * step]) }
        let first = clamp ? line[0] : 0, last = clamp ? line[n - 1] : 0
        @inline(__always) func at(_ i: Int) -> Int32 { i < 0 ? first : (i >= n ? last : line[i]) }
        let size = Int32(2 * r + 1)
        let half = size / 2
        var sum: Int32 = 0
        for i in -r...r { sum += at(i) }
        for i in 0..<n {
            p[i * step] = UInt8(truncatingIfNeeded: (sum + half) / size)
            sum += at(i + r + 1) - at(i - r)
        }
    }

    /// Blurs a premultiplied ARGB32 buffer (all four channels), edges clamped, then keeps every
    /// colour channel at or below alpha so the result stays valid premultiplied colour.
    static func blurARGB(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowStride: Int, sigma: Double
    ) {
        for channel in 0..<4 {
            blur(
                data + channel, width: width, height: height, pixelStride: 4, rowStride: rowStride,
                sigmaX: sigma, sigmaY: sigma, clampEdges: true)
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * rowStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let px = row[x]
                let a = px >> 24
                let r = min((px >> 16) & 0xFF, a), g = min((px >> 8) & 0xFF, a), b = min(px & 0xFF, a)
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
