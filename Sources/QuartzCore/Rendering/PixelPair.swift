/// `SolidPixel`'s blends two pixels at a time, one 16-bit lane per channel: eight products in
/// one vector multiply (SSE2, NEON) where the scalar form makes two per pixel. The arithmetic
/// is `SolidPixel`'s lane for lane, so the bytes are the same.
enum PixelPair {
    typealias Lanes = SIMD8<UInt16>

    /// Two adjacent pixels (the first in the low half), as channels.
    @inline(__always)
    static func load(_ p: UnsafeMutablePointer<UInt32>) -> Lanes {
        Lanes(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self))
    }

    @inline(__always)
    static func store(_ v: Lanes, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: v), as: SIMD8<UInt8>.self)
    }

    /// `src` in both halves.
    @inline(__always)
    static func splat(_ src: UInt32) -> Lanes {
        load2(UInt64(src) | UInt64(src) << 32)
    }

    @inline(__always)
    private static func load2(_ two: UInt64) -> Lanes {
        Lanes(truncatingIfNeeded: unsafeBitCast(two, to: SIMD8<UInt8>.self))
    }

    /// The coverage of two pixels, each across its four channels.
    @inline(__always)
    static func coverage(_ c: UnsafePointer<UInt8>) -> Lanes {
        load2(UInt64(c[0]) &* 0x0101_0101 | (UInt64(c[1]) &* 0x0101_0101) << 32)
    }

    /// Each lane times `m` / 255: `bias` 127 rounds halves down, 128 to nearest.
    @inline(__always)
    private static func scale(_ x: Lanes, _ m: Lanes, bias: UInt16) -> Lanes {
        let t = x &* m &+ Lanes(repeating: bias)
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Lanes above 255 (at most 510 here) clamped to 255.
    @inline(__always)
    private static func saturated(_ v: Lanes) -> Lanes {
        (v | (Lanes(repeating: 0) &- (v &>> 8))) & Lanes(repeating: 255)
    }

    /// `SolidPixel.lerp` of two pixels: opaque `src` (splatted) at coverage `m` over `dst`.
    @inline(__always)
    static func lerp(_ src: Lanes, coverage m: Lanes, _ dst: Lanes) -> Lanes {
        saturated(scale(src, m, bias: 127) &+ scale(dst, Lanes(repeating: 255) &- m, bias: 127))
    }

    /// `SolidPixel.over(_:coverage:_:)` of two pixels: premultiplied `src` (splatted) at
    /// coverage `m` over `dst`.
    @inline(__always)
    static func over(_ src: Lanes, coverage m: Lanes, _ dst: Lanes) -> Lanes {
        let s = scale(src, m, bias: 128)
        let packed = unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: s), to: UInt64.self)
        let alpha = load2((packed >> 24 & 0xFF) &* 0x0101_0101 | ((packed >> 56) &* 0x0101_0101) << 32)
        return saturated(s &+ scale(dst, Lanes(repeating: 255) &- alpha, bias: 128))
    }

    /// A premultiplied colour over four pixels at once (a translucent fill's fully covered run).
    struct Quad {
        typealias Lanes = SIMD16<UInt16>
        let src: Lanes

        init(_ src: UInt32) {
            let two = UInt64(src) | UInt64(src) << 32
            self.src = Lanes(truncatingIfNeeded: unsafeBitCast((two, two), to: SIMD16<UInt8>.self))
        }

        @inline(__always)
        static func load(_ p: UnsafeMutablePointer<UInt32>) -> Lanes {
            Lanes(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
        }

        @inline(__always)
        static func store(_ v: Lanes, _ p: UnsafeMutablePointer<UInt32>) {
            UnsafeMutableRawPointer(p).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: v), as: SIMD16<UInt8>.self)
        }

        /// `src + dst * inverse / 255` per channel, rounded to nearest; no channel passes 255
        /// as `src`'s channels are at most its alpha.
        @inline(__always)
        func over(scaledBy inverse: Lanes, _ dst: Lanes) -> Lanes {
            let t = dst &* inverse &+ Lanes(repeating: 128)
            return src &+ ((t &+ (t &>> 8)) &>> 8)
        }
    }
}
