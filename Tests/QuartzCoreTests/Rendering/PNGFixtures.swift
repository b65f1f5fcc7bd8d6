@testable import QuartzCore

/// Builds and takes apart PNG files without zlib, so tests check the codec against the format
/// rather than against itself.
enum PNGFixtures {
    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// CRC-32 (polynomial 0xEDB88320), bit by bit.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    static func read32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }

    /// A zlib stream holding `data` in uncompressed (stored) deflate blocks.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, data.count - start)
            let final: UInt8 = start + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[start..<(start + n)]
            start += n
        } while start < data.count
        return out + be32(adler32(data))
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc(body))
    }

    static func ihdr(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, interlaced: Bool = false) -> [UInt8] {
        chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [bitDepth, colourType, 0, 0, interlaced ? 1 : 0])
    }

    /// A PNG from already filtered scanlines, with optional extra chunks before IDAT.
    static func png(
        width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, interlaced: Bool = false,
        extra: [UInt8] = [], scanlines: [UInt8]
    ) -> [UInt8] {
        signature
            + ihdr(width: width, height: height, bitDepth: bitDepth, colourType: colourType, interlaced: interlaced)
            + extra + chunk("IDAT", storedZlib(scanlines)) + chunk("IEND", [])
    }

    /// The chunks of a PNG file; nil when the signature, a length or a CRC is wrong.
    static func chunks(_ bytes: [UInt8]) -> [Chunk]? {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return nil }
        var out: [Chunk] = []
        var p = 8
        while p < bytes.count {
            guard p + 12 <= bytes.count else { return nil }
            let length = Int(read32(bytes, p))
            guard p + 12 + length <= bytes.count else { return nil }
            let body = Array(bytes[(p + 4)..<(p + 8 + length)])
            guard crc(body) == read32(bytes, p + 8 + length) else { return nil }
            out.append(Chunk(type: String(decoding: body[0..<4], as: UTF8.self), data: Array(body[4...])))
            p += 12 + length
        }
        return out
    }

    /// Deterministic test pixels: smooth gradients mixed with noise and varied alpha.
    static func pixels(width: Int, height: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        var out: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = UInt8(state >> 24)
                let region = (x / 8 + y / 8) % 3
                switch region {
                case 0: out += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 128, 255]
                case 1: out += [noise, noise &+ 17, noise &* 3, noise | 1]
                default: out += [200, 30, UInt8((x * 7) & 0xFF), UInt8((x + y) & 0xFF)]
                }
            }
        }
        return out
    }
}
