import CZlib

/// Reads PNG files into straight (not premultiplied) RGBA8 pixels, as `UIImage(data:)` needs.
///
/// Handles every standard colour type (greyscale, RGB, palette, greyscale with alpha, RGBA) at
/// every bit depth the format allows, all five row filters, Adam7 interlacing and tRNS
/// transparency. 16-bit samples keep their high byte. An APNG decodes to its default image.
/// Ancillary chunks other than tRNS are skipped; every chunk's CRC is checked.
package enum PNGDecoder {
    /// Why a PNG could not be read.
    struct Failure: Error, CustomStringConvertible, Equatable {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Images above this many pixels are refused rather than allocated.
    static let maximumPixelCount = 1 << 26

    /// Decodes a PNG file into its size and row-major RGBA8 pixels.
    package static func decode(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let image = try readChunks(bytes)
        let h = image.header
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
            h.interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        let sizes = passes.map { p in
            (width: (h.width - p.x + p.dx - 1) / p.dx, height: (h.height - p.y + p.dy - 1) / p.dy)
        }
        let expected = sizes.reduce(0) { $0 + ($1.width > 0 ? $1.height * (1 + h.rowBytes($1.width)) : 0) }
        let raw = try inflate(image.data, expectedCount: expected)

        var rgba = [UInt8](repeating: 0, count: h.width * h.height * 4)
        var offset = 0
        for (pass, size) in zip(passes, sizes) where size.width > 0 && size.height > 0 {
            let rowBytes = h.rowBytes(size.width)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for j in 0..<size.height {
                let filter = raw[offset]
                row.replaceSubrange(0..<rowBytes, with: raw[(offset + 1)...(offset + rowBytes)])
                offset += 1 + rowBytes
                try unfilter(&row, previous: previous, type: filter, bytesPerPixel: h.filterStep)
                try expand(row, count: size.width, header: h, image: image) { i, r, g, b, a in
                    let index = ((pass.y + j * pass.dy) * h.width + pass.x + i * pass.dx) * 4
                    (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3]) = (r, g, b, a)
                }
                swap(&row, &previous)
            }
        }
        return (h.width, h.height, rgba)
    }

    // MARK: - Chunks

    struct Header {
        var width: Int, height: Int, bitDepth: Int, colourType: Int, interlaced: Bool

        var channels: Int {
            switch colourType {
            case 2: return 3
            case 4: return 2
            case 6: return 4
            default: return 1
            }
        }

        /// Bytes per complete pixel, at least 1: the distance the filters look back.
        var filterStep: Int { max(1, channels * bitDepth / 8) }

        func rowBytes(_ pixels: Int) -> Int { (pixels * channels * bitDepth + 7) / 8 }
    }

    struct Image {
        var header: Header
        var palette: [(UInt8, UInt8, UInt8)] = []
        var paletteAlpha: [UInt8] = []
        /// tRNS colour key in raw sample values: one for greyscale, three for RGB.
        var colourKey: [Int]?
        var data: [UInt8] = []
    }

    static func readChunks(_ bytes: [UInt8]) throws -> Image {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGEncoder.signature else {
            throw Failure("not a PNG file (bad signature)")
        }
        var image: Image?
        var position = 8
        var sawIEND = false
        while position < bytes.count, !sawIEND {
            guard position + 12 <= bytes.count else { throw Failure("truncated chunk header at byte \(position)") }
            let length = Int(read32(bytes, position))
            guard length <= Int(Int32.max) else { throw Failure("chunk length \(length) too large") }
            let typeBytes = Array(bytes[(position + 4)..<(position + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            let start = position + 8, end = start + length
            guard end + 4 <= bytes.count else { throw Failure("truncated \(type) chunk") }
            let stored = read32(bytes, end)
            let computed = bytes.withUnsafeBufferPointer { buffer in
                UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress! + position + 4, UInt32(length + 4)))
            }
            guard stored == computed else { throw Failure("CRC mismatch in \(type) chunk") }
            let data = bytes[start..<end]
            position = end + 4

            if type == "IHDR" {
                guard image == nil else { throw Failure("more than one IHDR chunk") }
                image = Image(header: try parseHeader(data))
                continue
            }
            guard image != nil else { throw Failure("first chunk is \(type), not IHDR") }
            switch type {
            case "PLTE":
                guard length % 3 == 0, length / 3 >= 1, length / 3 <= 256 else {
                    throw Failure("bad PLTE length \(length)")
                }
                image!.palette = stride(from: start, to: end, by: 3).map { (bytes[$0], bytes[$0 + 1], bytes[$0 + 2]) }
            case "tRNS":
                try parseTransparency(data, into: &image!)
            case "IDAT":
                image!.data += data
            case "IEND":
                sawIEND = true
            default:
                // Bit 5 of the first type byte clear marks a critical chunk, which must be understood.
                guard typeBytes[0] & 0x20 != 0 else { throw Failure("unsupported critical chunk \(type)") }
            }
        }
        guard let result = image else { throw Failure("missing IHDR chunk") }
        guard !result.data.isEmpty else { throw Failure("missing IDAT chunk") }
        if result.header.colourType == 3 && result.palette.isEmpty { throw Failure("palette image without PLTE") }
        return result
    }

    static func parseHeader(_ data: ArraySlice<UInt8>) throws -> Header {
        guard data.count == 13 else { throw Failure("bad IHDR length \(data.count)") }
        let d = Array(data)
        let width = Int(read32(d, 0)), height = Int(read32(d, 4))
        let bitDepth = Int(d[8]), colourType = Int(d[9])
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw Failure("bad image size \(width) x \(height)")
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount,
            width <= maximumPixelCount, height <= maximumPixelCount
        else {
            throw Failure("image of \(width) x \(height) pixels is too large")
        }
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = allowed[colourType] else { throw Failure("unknown colour type \(colourType)") }
        guard depths.contains(bitDepth) else {
            throw Failure("bit depth \(bitDepth) not allowed for colour type \(colourType)")
        }
        guard d[10] == 0 else { throw Failure("unknown compression method \(d[10])") }
        guard d[11] == 0 else { throw Failure("unknown filter method \(d[11])") }
        guard d[12] <= 1 else { throw Failure("unknown interlace method \(d[12])") }
        return Header(width: width, height: height, bitDepth: bitDepth, colourType: colourType, interlaced: d[12] == 1)
    }

    static func parseTransparency(_ data: ArraySlice<UInt8>, into image: inout Image) throws {
        let d = Array(data)
        switch image.header.colourType {
        case 3:
            guard d.count <= 256 else { throw Failure("bad tRNS length \(d.count)") }
            image.paletteAlpha = d
        case 0:
            guard d.count == 2 else { throw Failure("bad tRNS length \(d.count)") }
            image.colourKey = [Int(d[0]) << 8 | Int(d[1])]
        case 2:
            guard d.count == 6 else { throw Failure("bad tRNS length \(d.count)") }
            image.colourKey = [0, 2, 4].map { Int(d[$0]) << 8 | Int(d[$0 + 1]) }
        default:
            break  // Images with an alpha channel ignore tRNS.
        }
    }

    static func read32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    // MARK: - Pixels

    static func inflate(_ compressed: [UInt8], expectedCount: Int) throws -> [UInt8] {
        guard compressed.count <= Int(UInt32.max), expectedCount <= Int(UInt32.max) else {
            throw Failure("image data too large")
        }
        var out = [UInt8](repeating: 0, count: expectedCount)
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure("zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        var status = Z_OK
        var message: String?
        compressed.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                while status == Z_OK && stream.avail_out > 0 && stream.avail_in > 0 {
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                if let text = stream.msg { message = String(cString: text) }
            }
        }
        // Bytes beyond the image are ignored, as most readers do.
        if stream.avail_out == 0 { return out }
        if status == Z_DATA_ERROR || status == Z_NEED_DICT || status == Z_MEM_ERROR {
            throw Failure("corrupt image data: \(message ?? "zlib status \(status)")")
        }
        throw Failure("image data is truncated (\(expectedCount - Int(stream.avail_out)) of \(expectedCount) bytes)")
    }

    /// Undoes one row's filter in place; `previous` is the unfiltered row above (zeros for the first).
    static func unfilter(_ row: inout [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel bpp: Int) throws {
        let n = row.count
        row.withUnsafeMutableBufferPointer { x in
            previous.withUnsafeBufferPointer { b in
                switch type {
                case 1:
                    for i in bpp..<max(n, bpp) { x[i] = x[i] &+ x[i - bpp] }
                case 2:
                    for i in 0..<n { x[i] = x[i] &+ b[i] }
                case 3:
                    for i in 0..<n {
                        let a = i >= bpp ? Int(x[i - bpp]) : 0
                        x[i] = x[i] &+ UInt8((a + Int(b[i])) >> 1)
                    }
                case 4:
                    for i in 0..<n {
                        let a = i >= bpp ? x[i - bpp] : 0, c = i >= bpp ? b[i - bpp] : 0
                        x[i] = x[i] &+ PNGEncoder.paeth(a, b[i], c)
                    }
                default:
                    break
                }
            }
        }
        guard type <= 4 else { throw Failure("unknown filter type \(type)") }
    }

    /// Converts `count` pixels of one unfiltered row to RGBA8, reporting each with its index.
    static func expand(
        _ row: [UInt8], count: Int, header h: Header, image: Image,
        _ emit: (Int, UInt8, UInt8, UInt8, UInt8) -> Void
    ) throws {
        let depth = h.bitDepth, maxSample = (1 << depth) - 1
        func sample(_ index: Int) -> Int {
            switch depth {
            case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
            case 8: return Int(row[index])
            default:
                let bit = index * depth
                return Int(row[bit / 8] >> (8 - depth - bit % 8)) & maxSample
            }
        }
        func to8(_ value: Int) -> UInt8 {
            switch depth {
            case 16: return UInt8(value >> 8)
            case 8: return UInt8(value)
            default: return UInt8(value * 255 / maxSample)
            }
        }
        let channels = h.channels
        for i in 0..<count {
            let base = i * channels
            switch h.colourType {
            case 0:
                let g = sample(base)
                let alpha: UInt8 = image.colourKey?[0] == g ? 0 : 255
                emit(i, to8(g), to8(g), to8(g), alpha)
            case 2:
                let r = sample(base), g = sample(base + 1), b = sample(base + 2)
                let alpha: UInt8 = image.colourKey == [r, g, b] ? 0 : 255
                emit(i, to8(r), to8(g), to8(b), alpha)
            case 3:
                let index = sample(base)
                guard index < image.palette.count else { throw Failure("palette index \(index) out of range") }
                let (r, g, b) = image.palette[index]
                emit(i, r, g, b, index < image.paletteAlpha.count ? image.paletteAlpha[index] : 255)
            case 4:
                let g = to8(sample(base))
                emit(i, g, g, g, to8(sample(base + 1)))
            default:
                emit(i, to8(sample(base)), to8(sample(base + 1)), to8(sample(base + 2)), to8(sample(base + 3)))
            }
        }
    }
}
