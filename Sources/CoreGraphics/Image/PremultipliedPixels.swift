/// Conversion from premultiplied ARGB32 words (native byte order, alpha in the top byte) to
/// straight RGBA bytes, with exact rounding.
enum PremultipliedPixels {
    /// `table[a << 8 | c]`: the straight value of premultiplied component `c` at alpha `a`,
    /// `c * 255 / a` rounded to nearest and capped at 255 (0 when `a` is 0).
    private static let table: [UInt8] = (0..<65536).map { i in
        let a = i >> 8, c = i & 0xFF
        guard a > 0 else { return 0 }
        return UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// One word's straight components.
    static func straight(_ px: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = px >> 24
        if a == 255 { return (UInt8(px >> 16 & 0xFF), UInt8(px >> 8 & 0xFF), UInt8(px & 0xFF), 255) }
        let t = Int(a) << 8
        return (table[t | Int(px >> 16 & 0xFF)], table[t | Int(px >> 8 & 0xFF)], table[t | Int(px & 0xFF)], UInt8(a))
    }

    /// `count` words as straight RGBA bytes.
    static func straightRGBA(_ words: [UInt32], count: Int) -> [UInt8] {
        precondition(words.count >= count)
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            words.withUnsafeBufferPointer { row in
                if let base = row.baseAddress { convertRow(base, from: 0, to: count, into: out, at: 0) }
            }
            initialized = count * 4
        }
    }

    /// Premultiplied words `x0..<x1` of `row` to straight RGBA bytes at byte `offset` of `out`.
    @inline(__always)
    private static func convertRow(
        _ row: UnsafePointer<UInt32>, from x0: Int, to x1: Int, into out: UnsafeMutableBufferPointer<UInt8>,
        at offset: Int
    ) {
        guard x1 > x0, let base = out.baseAddress else { return }
        // One 32-bit store per pixel: RGBA bytes in memory are the little-endian word
        // a<<24 | b<<16 | g<<8 | r.
        let words = UnsafeMutableRawPointer(base + offset)
        table.withUnsafeBufferPointer { table in
            var o = 0
            var x = x0
            while x < x1 {
                let end = min(x + 8, x1)
                var opaque: UInt32 = 0xFF00_0000
                for i in x..<end { opaque &= row[i] }
                if opaque == 0xFF00_0000 {
                    // Opaque pixels (most of a screen): only red and blue swap places.
                    for i in x..<end {
                        let px = row[i]
                        let word = (px & 0xFF00_FF00) | (px >> 16) & 0xFF | (px & 0xFF) << 16
                        words.storeBytes(of: word.littleEndian, toByteOffset: o, as: UInt32.self)
                        o += 4
                    }
                } else {
                    for i in x..<end {
                        let px = row[i]
                        let a = px >> 24
                        let t = Int(a) << 8
                        let r = UInt32(table[t | Int((px >> 16) & 0xFF)])
                        let g = UInt32(table[t | Int((px >> 8) & 0xFF)])
                        let b = UInt32(table[t | Int(px & 0xFF)])
                        words.storeBytes(
                            of: (a << 24 | b << 16 | g << 8 | r).littleEndian, toByteOffset: o, as: UInt32.self)
                        o += 4
                    }
                }
                x = end
            }
        }
    }
}
