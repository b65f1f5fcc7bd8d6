import CZlib

/// Pieces shared by the PNG and APNG encoders: chunk framing with CRCs, filtering and zlib
/// compression at a fixed level, so the same pixels always give the same bytes.
package enum PNGChunks {
    package static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// zlib level used everywhere (fixed for byte-identical output).
    package static let compressionLevel: Int32 = 6

    package static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBufferPointer { crc = crc32(crc, $0.baseAddress, UInt32($0.count)) }
        data.withUnsafeBufferPointer { if $0.count > 0 { crc = crc32(crc, $0.baseAddress, UInt32($0.count)) } }
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        appendUInt32(UInt32(crc), to: &out)
    }

    package static func appendUInt32(_ v: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(v >> 24))
        out.append(UInt8((v >> 16) & 0xFF))
        out.append(UInt8((v >> 8) & 0xFF))
        out.append(UInt8(v & 0xFF))
    }

    package static func appendUInt16(_ v: UInt16, to out: inout [UInt8]) {
        out.append(UInt8(v >> 8))
        out.append(UInt8(v & 0xFF))
    }

    package static func header(width: Int, height: Int) -> [UInt8] {
        var ihdr: [UInt8] = []
        appendUInt32(UInt32(width), to: &ihdr)
        appendUInt32(UInt32(height), to: &ihdr)
        ihdr += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, adaptive filtering, no interlace
        return ihdr
    }

    /// Filters each row with the "Sub" or "Up" filter, whichever has the smaller sum of
    /// absolute values (a common, deterministic heuristic), then deflates.
    package static func compressedImageData(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var raw = [UInt8]()
        raw.reserveCapacity((stride + 1) * height)
        var sub = [UInt8](repeating: 0, count: stride)
        var up = [UInt8](repeating: 0, count: stride)
        rgba.withUnsafeBufferPointer { px in
            for y in 0..<height {
                let row = y * stride
                var sumSub = 0, sumUp = 0
                for i in 0..<stride {
                    let cur = px[row + i]
                    let left: UInt8 = i >= 4 ? px[row + i - 4] : 0
                    let above: UInt8 = y > 0 ? px[row - stride + i] : 0
                    sub[i] = cur &- left
                    up[i] = cur &- above
                    sumSub += abs(Int(Int8(bitPattern: sub[i])))
                    sumUp += abs(Int(Int8(bitPattern: up[i])))
                }
                if y > 0 && sumUp < sumSub {
                    raw.append(2)
                    raw.append(contentsOf: up)
                } else {
                    raw.append(1)
                    raw.append(contentsOf: sub)
                }
            }
        }
        return deflate(raw)
    }

    package static func deflate(_ input: [UInt8]) -> [UInt8] {
        var destLen = compressBound(uLong(input.count))
        var out = [UInt8](repeating: 0, count: Int(destLen))
        let status = out.withUnsafeMutableBufferPointer { o in
            input.withUnsafeBufferPointer { i in
                compress2(o.baseAddress, &destLen, i.baseAddress, uLong(input.count), compressionLevel)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed: \(status)")
        out.removeSubrange(Int(destLen)...)
        return out
    }
}

/// Encodes straight RGBA8 pixels as a PNG.
package enum PNGEncoder {
    package static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out = PNGChunks.signature
        PNGChunks.append("IHDR", PNGChunks.header(width: width, height: height), to: &out)
        PNGChunks.append("IDAT", PNGChunks.compressedImageData(rgba: rgba, width: width, height: height), to: &out)
        PNGChunks.append("IEND", [], to: &out)
        return out
    }
}

/// Encodes equally sized frames as an animated PNG that loops forever.
package struct APNGEncoder {
    private let width: Int
    private let height: Int
    private var frames: [(data: [UInt8], num: UInt16, den: UInt16)] = []

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Adds a frame shown for `delayNumerator / delayDenominator` seconds.
    package mutating func addFrame(rgba: [UInt8], delayNumerator: UInt16, delayDenominator: UInt16) {
        frames.append((PNGChunks.compressedImageData(rgba: rgba, width: width, height: height), delayNumerator, delayDenominator))
    }

    /// The file's bytes.
    package func finish() -> [UInt8] {
        var out = PNGChunks.signature
        PNGChunks.append("IHDR", PNGChunks.header(width: width, height: height), to: &out)
        var actl: [UInt8] = []
        PNGChunks.appendUInt32(UInt32(frames.count), to: &actl)
        PNGChunks.appendUInt32(0, to: &actl)
        PNGChunks.append("acTL", actl, to: &out)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var fctl: [UInt8] = []
            PNGChunks.appendUInt32(sequence, to: &fctl)
            sequence += 1
            PNGChunks.appendUInt32(UInt32(width), to: &fctl)
            PNGChunks.appendUInt32(UInt32(height), to: &fctl)
            PNGChunks.appendUInt32(0, to: &fctl)
            PNGChunks.appendUInt32(0, to: &fctl)
            PNGChunks.appendUInt16(frame.num, to: &fctl)
            PNGChunks.appendUInt16(frame.den, to: &fctl)
            fctl += [0, 0]  // dispose none, blend source
            PNGChunks.append("fcTL", fctl, to: &out)
            if index == 0 {
                PNGChunks.append("IDAT", frame.data, to: &out)
            } else {
                var fdat: [UInt8] = []
                PNGChunks.appendUInt32(sequence, to: &fdat)
                sequence += 1
                fdat += frame.data
                PNGChunks.append("fdAT", fdat, to: &out)
            }
        }
        PNGChunks.append("IEND", [], to: &out)
        return out
    }
}
