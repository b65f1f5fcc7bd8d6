import CZlib

/// Decodes non-interlaced 8-bit PNGs (RGBA, RGB, grey, grey-alpha, palette) to straight RGBA8.
package enum PNGDecoder {
    /// Why a PNG could not be read.
    package enum Failure: Error, CustomStringConvertible {
        case notPNG, truncated, unsupported(String), corrupt(String)
        package var description: String {
            switch self {
            case .notPNG: return "not a PNG file (bad signature)"
            case .truncated: return "the PNG data ends early"
            case .unsupported(let what): return "unsupported PNG: \(what)"
            case .corrupt(let what): return "corrupt PNG: \(what)"
            }
        }
    }

    package static func decode(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunks.signature else { throw Failure.notPNG }
        var pos = 8
        var width = 0, height = 0, depth = 0, colorType = 0
        var idat: [UInt8] = []
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while pos + 8 <= bytes.count {
            let length = u32(pos)
            let type = String(decoding: bytes[(pos + 4)..<(pos + 8)], as: UTF8.self)
            let start = pos + 8
            guard start + length + 4 <= bytes.count else { throw Failure.truncated }
            let data = bytes[start..<(start + length)]
            switch type {
            case "IHDR":
                width = u32(start)
                height = u32(start + 4)
                depth = Int(bytes[start + 8])
                colorType = Int(bytes[start + 9])
                if bytes[start + 12] != 0 { throw Failure.unsupported("interlaced images") }
            case "PLTE": palette = Array(data)
            case "tRNS": transparency = Array(data)
            case "IDAT": idat.append(contentsOf: data)
            case "IEND": pos = bytes.count
            default: break
            }
            pos = start + length + 4
        }
        guard depth == 8 else { throw Failure.unsupported("bit depth \(depth)") }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure.unsupported("colour type \(colorType)")
        }
        let stride = width * channels
        let raw = try inflate(idat, expected: (stride + 1) * height)
        guard raw.count >= (stride + 1) * height else { throw Failure.truncated }
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let v = raw[y * (stride + 1) + 1 + x]
                let a: Int = x >= channels ? Int(pixels[y * stride + x - channels]) : 0
                let b: Int = y > 0 ? Int(pixels[(y - 1) * stride + x]) : 0
                let c: Int = (x >= channels && y > 0) ? Int(pixels[(y - 1) * stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure.corrupt("filter type \(filter)")
                }
                pixels[y * stride + x] = UInt8((Int(v) + predicted) & 0xFF)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            switch colorType {
            case 6: for k in 0..<4 { rgba[i * 4 + k] = pixels[i * 4 + k] }
            case 2: for k in 0..<3 { rgba[i * 4 + k] = pixels[i * 3 + k] }
            case 0: for k in 0..<3 { rgba[i * 4 + k] = pixels[i] }
            case 4:
                for k in 0..<3 { rgba[i * 4 + k] = pixels[i * 2] }
                rgba[i * 4 + 3] = pixels[i * 2 + 1]
            default:
                let index = Int(pixels[i])
                guard index * 3 + 2 < palette.count else { throw Failure.corrupt("palette index \(index)") }
                for k in 0..<3 { rgba[i * 4 + k] = palette[index * 3 + k] }
                rgba[i * 4 + 3] = index < transparency.count ? transparency[index] : 255
            }
        }
        return (width, height, rgba)
    }

    private static func inflate(_ data: [UInt8], expected: Int) throws -> [UInt8] {
        var destLen = uLong(expected)
        var out = [UInt8](repeating: 0, count: max(1, expected))
        let status = out.withUnsafeMutableBufferPointer { o in
            data.withUnsafeBufferPointer { i in uncompress(o.baseAddress, &destLen, i.baseAddress, uLong(data.count)) }
        }
        guard status == Z_OK else { throw Failure.corrupt("zlib status \(status)") }
        return Array(out[0..<Int(destLen)])
    }
}
