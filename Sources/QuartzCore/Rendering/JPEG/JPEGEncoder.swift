import CJPEG

/// Encodes RGBA8 pixels as baseline JPEG with libjpeg (UIImage's `jpegData`).
package enum JPEGEncoder {
    /// JPEG bytes of straight-alpha `rgba` pixels at `quality` 0...1; alpha is dropped by
    /// premultiplying, so transparent pixels become black. Nil for empty or oversized images.
    package static func encode(rgba: [UInt8], width: Int, height: Int, quality: Double) -> [UInt8]? {
        // JPEG's dimensions are 16-bit and libjpeg's default error handler exits the process,
        // so everything it could reject is refused here first.
        guard width > 0, height > 0, width <= 65_500, height <= 65_500, rgba.count == width * height * 4 else {
            return nil
        }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0..<(width * height) {
            let a = UInt16(rgba[i * 4 + 3])
            for c in 0..<3 { rgb[i * 3 + c] = UInt8((UInt16(rgba[i * 4 + c]) * a + 127) / 255) }
        }
        // libjpeg keeps pointers to the error manager and the output variables between calls,
        // so they live at fixed heap addresses rather than in Swift variables.
        let err = UnsafeMutablePointer<jpeg_error_mgr>.allocate(capacity: 1)
        let info = UnsafeMutablePointer<jpeg_compress_struct>.allocate(capacity: 1)
        let buffer = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>.allocate(capacity: 1)
        let size = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
        defer {
            err.deallocate()
            info.deallocate()
            buffer.deallocate()
            size.deallocate()
        }
        err.initialize(to: jpeg_error_mgr())
        info.initialize(to: jpeg_compress_struct())
        buffer.initialize(to: nil)
        size.initialize(to: 0)
        info.pointee.err = jpeg_std_error(err)
        jpeg_CreateCompress(info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
        jpeg_mem_dest(info, buffer, size)
        info.pointee.image_width = JDIMENSION(width)
        info.pointee.image_height = JDIMENSION(height)
        info.pointee.input_components = 3
        info.pointee.in_color_space = JCS_RGB
        jpeg_set_defaults(info)
        jpeg_set_quality(info, Int32((min(max(quality, 0), 1) * 100).rounded()), 1)
        jpeg_start_compress(info, 1)
        rgb.withUnsafeMutableBufferPointer { pixels in
            while info.pointee.next_scanline < info.pointee.image_height {
                var row: JSAMPROW? = pixels.baseAddress! + Int(info.pointee.next_scanline) * width * 3
                jpeg_write_scanlines(info, &row, 1)
            }
        }
        jpeg_finish_compress(info)
        jpeg_destroy_compress(info)
        guard let bytes = buffer.pointee else { return nil }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(size.pointee)))
    }
}
