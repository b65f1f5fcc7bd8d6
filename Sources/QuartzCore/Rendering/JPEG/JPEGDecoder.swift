import CJPEG
import Foundation

/// Decodes JPEG data (baseline and progressive) to RGBA8 pixels with libjpeg, for `UIImage`.
package enum JPEGDecoder {
    /// The largest side decoded, so one absurd header cannot ask for gigabytes.
    static let maximumSide: UInt32 = 16_384

    /// Whether `bytes` start as a JPEG does (the start-of-image marker).
    package static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count > 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The image's size and straight-alpha RGBA pixels (opaque), or nil when libjpeg cannot read it.
    package static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard isJPEG(bytes) else { return nil }
        var width: UInt32 = 0
        var height: UInt32 = 0
        let rgb = bytes.withUnsafeBufferPointer {
            openuikit_jpeg_decode_rgb($0.baseAddress, UInt($0.count), maximumSide, &width, &height)
        }
        guard let rgb else { return nil }
        defer { free(rgb) }
        let count = Int(width) * Int(height)
        var rgba = [UInt8](repeating: 255, count: count * 4)
        for i in 0..<count {
            rgba[i * 4] = rgb[i * 3]
            rgba[i * 4 + 1] = rgb[i * 3 + 1]
            rgba[i * 4 + 2] = rgb[i * 3 + 2]
        }
        return (Int(width), Int(height), rgba)
    }
}
