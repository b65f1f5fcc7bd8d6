import CZlib

/// Writes straight (not premultiplied) RGBA8 pixels as PNG files, as `UIImage.pngData()` needs.
///
/// Output is deterministic: colour type 6, 8 bits per channel, no interlacing, each row's filter
/// chosen by the smallest sum of absolute filtered bytes (ties go to the lower filter type), and
/// zlib level 6. The same pixels always give the same bytes.
package enum PNGEncoder {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    static let compressionLevel: Int32 = 6

    /// A PNG of `width` × `height` pixels from row-major RGBA8 bytes (width × height × 4 of them).
    ///
    /// A short buffer is padded with transparent black and a long one truncated; a zero or negative
    /// size gives a 1 × 1 transparent image.
    package static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width > 0, height > 0 else { return encode(rgba: [0, 0, 0, 0], width: 1, height: 1) }
        let pixels = normalized(rgba, count: width * height * 4)
        var out = signature
        out += chunk("IHDR", header(width: width, height: height))
        out += chunk("IDAT", compress(filteredScanlines(pixels, width: width, height: height)))
        out += chunk("IEND", [])
        return out
    }

    // MARK: - Pieces shared with APNGEncoder

    /// `bytes` resized to exactly `count`, padding with zeros.
    static func normalized(_ bytes: [UInt8], count: Int) -> [UInt8] {
        if bytes.count == count { return bytes }
        if bytes.count > count { return Array(bytes[0..<count]) }
        return bytes + [UInt8](repeating: 0, count: count - bytes.count)
    }

    /// The IHDR payload for 8-bit RGBA, not interlaced.
    static func header(width: Int, height: Int) -> [UInt8] {
        var data: [UInt8] = []
        append32(&data, UInt32(width))
        append32(&data, UInt32(height))
        data += [8, 6, 0, 0, 0]  // bit depth, colour type RGBA, deflate, adaptive filtering, no interlace
        return data
    }

    /// A complete chunk: length, type, data and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        append32(&out, UInt32(data.count))
        out += typeBytes
        out += data
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBufferPointer { crc = crc32(crc, $0.baseAddress, UInt32($0.count)) }
        data.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { crc = crc32(crc, base, UInt32(buffer.count)) }
        }
        append32(&out, UInt32(truncatingIfNeeded: crc))
        return out
    }

    static func append32(_ out: inout [UInt8], _ value: UInt32) {
        out += [
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value),
        ]
    }

    /// zlib-wrapped deflate at `compressionLevel`.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var capacity = compressBound(UInt(data.count))
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let status = out.withUnsafeMutableBufferPointer { dest in
            data.withUnsafeBufferPointer { src in
                compress2(dest.baseAddress, &capacity, src.baseAddress, UInt(src.count), compressionLevel)
            }
        }
        // compressBound guarantees room, so only memory exhaustion can fail here.
        precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
        out.removeSubrange(Int(capacity)...)
        return out
    }

    /// Each row of `pixels` (RGBA8) prefixed by its filter type and filtered.
    static func filteredScanlines(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        let zeros = [UInt8](repeating: 0, count: stride)
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        pixels.withUnsafeBufferPointer { src in
            zeros.withUnsafeBufferPointer { zero in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<height {
                        let row = UnsafeBufferPointer(rebasing: src[(y * stride)..<((y + 1) * stride)])
                        let above = y > 0 ? UnsafeBufferPointer(rebasing: src[((y - 1) * stride)..<(y * stride)]) : zero
                        let line = UnsafeMutableBufferPointer(
                            rebasing: dst[(y * (stride + 1))..<((y + 1) * (stride + 1))])
                        filterRow(row, above: above, into: line)
                    }
                }
            }
        }
        return out
    }

    /// Writes the filter type and filtered bytes of one row, choosing the filter whose output has
    /// the smallest sum of bytes read as signed magnitudes (ties go to the lower type).
    private static func filterRow(
        _ row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
        into line: UnsafeMutableBufferPointer<UInt8>
    ) {
        @inline(__always) func magnitude(_ v: Int) -> Int {
            let u = v & 0xFF
            return u < 128 ? u : 256 - u
        }
        var sums = (0, 0, 0, 0, 0)
        for i in 0..<row.count {
            let x = Int(row[i]), b = Int(above[i])
            let a = i >= 4 ? Int(row[i - 4]) : 0, c = i >= 4 ? Int(above[i - 4]) : 0
            sums.0 += magnitude(x)
            sums.1 += magnitude(x - a)
            sums.2 += magnitude(x - b)
            sums.3 += magnitude(x - (a + b) >> 1)
            sums.4 += magnitude(x - Int(paeth(UInt8(a), UInt8(b), UInt8(c))))
        }
        var filter = 0, best = sums.0
        for (type, sum) in [(1, sums.1), (2, sums.2), (3, sums.3), (4, sums.4)] where sum < best {
            (filter, best) = (type, sum)
        }
        line[0] = UInt8(filter)
        for i in 0..<row.count {
            let x = row[i], b = above[i]
            let a = i >= 4 ? row[i - 4] : 0, c = i >= 4 ? above[i - 4] : 0
            switch filter {
            case 1: line[i + 1] = x &- a
            case 2: line[i + 1] = x &- b
            case 3: line[i + 1] = x &- UInt8((Int(a) + Int(b)) >> 1)
            case 4: line[i + 1] = x &- paeth(a, b, c)
            default: line[i + 1] = x
            }
        }
    }

    /// The Paeth predictor: whichever of left, above and upper-left is closest to left + above − upper-left.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
