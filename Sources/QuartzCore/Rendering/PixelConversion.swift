import CCairo

// A decoded CGImage holds straight (unpremultiplied) RGBA bytes; Cairo's ARGB32 holds
// premultiplied 32-bit words in native byte order, which is also how rendered images keep their
// pixels. These move pixels between the two with exact rounding.

enum PixelConversion {
    /// `x / 255` rounded to nearest, exact for `x` in 0...65025.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// A new ARGB32 surface holding `image` premultiplied; the caller owns it.
    static func surface(from image: CGImage) -> OpaquePointer? {
        let w = image.width, h = image.height
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let words = image.premultipliedWords {
            words.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    row.update(from: src.baseAddress! + y * w, count: w)
                }
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<h {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var i = y * w * 4
                for x in 0..<w {
                    let a = UInt32(src[i + 3])
                    let r = UInt32(src[i]), g = UInt32(src[i + 1]), b = UInt32(src[i + 2])
                    if a == 255 {
                        row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                    } else if a == 0 {
                        row[x] = 0
                    } else {
                        row[x] = a << 24 | div255(r * a) << 16 | div255(g * a) << 8 | div255(b * a)
                    }
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The pixels of an ARGB32 surface as an image (premultiplied, converted to straight RGBA
    /// only if somebody reads its `pixels`).
    static func image(from surface: OpaquePointer) -> CGImage {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else {
            return CGImage(
                width: max(w, 0), height: max(h, 0), rgba: [UInt8](repeating: 0, count: max(w, 0) * max(h, 0) * 4))!
        }
        let words = [UInt32](unsafeUninitializedCapacity: w * h) { out, count in
            if stride == w * 4 {
                UnsafeMutableRawPointer(out.baseAddress!).copyMemory(from: data, byteCount: w * h * 4)
            } else {
                for y in 0..<h {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    (out.baseAddress! + y * w).initialize(from: row, count: w)
                }
            }
            count = w * h
        }
        return CGImage(width: w, height: h, premultipliedARGB32: words)!
    }
}

/// Cairo surfaces for the `CGImage`s layers show, converted once and reused while the image
/// lives. The cache holds the image itself, so its identity cannot be reused meanwhile; it is
/// emptied when it grows past a budget. Caching never changes the pixels drawn.
@preconcurrency @MainActor
enum ImageSurfaceCache {
    private static let byteBudget = 96 << 20
    private static let countBudget = 256

    /// The surface for `image` (owned by the cache: do not destroy it).
    static func surface(for image: CGImage) -> OpaquePointer? {
        let key = ObjectIdentifier(image)
        if let hit = entries[key] { return hit.surface }
        guard let surface = PixelConversion.surface(from: image) else { return nil }
        let size = image.width * image.height * 4
        if bytes + size > byteBudget || entries.count >= countBudget { purge() }
        entries[key] = (image, surface)
        bytes += size
        return surface
    }

    /// Releases every cached surface (Cairo keeps any still referenced by a pattern alive).
    static func purge() {
        for (_, entry) in entries { cairo_surface_destroy(entry.surface) }
        entries.removeAll(keepingCapacity: true)
        bytes = 0
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension ImageSurfaceCache {
    fileprivate static var entries: [ObjectIdentifier: (image: CGImage, surface: OpaquePointer)] {
        get { ProcessWide.entries }
        _modify { yield &ProcessWide.entries }
    }

    fileprivate static var bytes: Int {
        get { ProcessWide.bytes }
        _modify { yield &ProcessWide.bytes }
    }
}
