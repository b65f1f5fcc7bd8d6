/// Collects equally sized RGBA8 frames and writes them as an animated PNG (APNG).
///
/// The file is IHDR, acTL, then per frame an fcTL followed by IDAT (first frame) or fdAT (the
/// others), with one sequence number counter shared by fcTL and fdAT starting at 0. The first frame
/// is stored whole; each later frame stores only the smallest rectangle that differs from the frame
/// before (1 × 1 at the origin when nothing changed), with dispose op NONE and blend op SOURCE, so
/// every frame shows exactly the pixels that were added. Viewers without APNG support show frame 0.
package struct APNGEncoder {
    let width: Int
    let height: Int
    /// How many times the animation plays; 0 loops for ever.
    var numberOfPlays: UInt32 = 0

    private struct Region: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    private struct Frame {
        var region: Region
        var delayNumerator: UInt16, delayDenominator: UInt16
        var compressed: [UInt8]
    }

    private var frames: [Frame] = []
    private var previous: [UInt8]?

    /// An empty animation whose frames are `width` × `height` pixels (at least 1 × 1).
    package init(width: Int, height: Int) {
        self.width = max(width, 1)
        self.height = max(height, 1)
    }

    /// How many frames have been added.
    var frameCount: Int { frames.count }

    /// Adds a frame shown for `delayNumerator / delayDenominator` seconds (a denominator of 0 means
    /// hundredths, as the APNG specification says). A buffer of the wrong length is padded with
    /// transparent black or truncated.
    package mutating func addFrame(rgba: [UInt8], delayNumerator: UInt16, delayDenominator: UInt16) {
        let pixels = PNGEncoder.normalized(rgba, count: width * height * 4)
        let region =
            previous.map { changedRegion(from: $0, to: pixels) } ?? Region(x: 0, y: 0, width: width, height: height)
        let cropped = crop(pixels, region)
        frames.append(
            Frame(
                region: region, delayNumerator: delayNumerator, delayDenominator: delayDenominator,
                compressed: PNGEncoder.compress(
                    PNGEncoder.filteredScanlines(cropped, width: region.width, height: region.height))))
        previous = pixels
    }

    /// The APNG file; with no frames, a still PNG of one transparent frame.
    package func finish() -> [UInt8] {
        guard !frames.isEmpty else {
            return PNGEncoder.encode(
                rgba: [UInt8](repeating: 0, count: width * height * 4), width: width, height: height)
        }
        var out = PNGEncoder.signature
        out += PNGEncoder.chunk("IHDR", PNGEncoder.header(width: width, height: height))
        var control: [UInt8] = []
        PNGEncoder.append32(&control, UInt32(frames.count))
        PNGEncoder.append32(&control, numberOfPlays)
        out += PNGEncoder.chunk("acTL", control)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var fcTL: [UInt8] = []
            let r = frame.region
            for value in [sequence, UInt32(r.width), UInt32(r.height), UInt32(r.x), UInt32(r.y)] {
                PNGEncoder.append32(&fcTL, value)
            }
            fcTL += [UInt8(frame.delayNumerator >> 8), UInt8(frame.delayNumerator & 0xFF)]
            fcTL += [UInt8(frame.delayDenominator >> 8), UInt8(frame.delayDenominator & 0xFF)]
            fcTL += [0, 0]  // dispose op NONE, blend op SOURCE
            out += PNGEncoder.chunk("fcTL", fcTL)
            sequence += 1
            if index == 0 {
                out += PNGEncoder.chunk("IDAT", frame.compressed)
            } else {
                var fdAT: [UInt8] = []
                fdAT.reserveCapacity(frame.compressed.count + 4)
                PNGEncoder.append32(&fdAT, sequence)
                fdAT += frame.compressed
                out += PNGEncoder.chunk("fdAT", fdAT)
                sequence += 1
            }
        }
        out += PNGEncoder.chunk("IEND", [])
        return out
    }

    /// The bounding rectangle of the pixels that differ between two frames.
    private func changedRegion(from old: [UInt8], to new: [UInt8]) -> Region {
        var minX = width, minY = height, maxX = -1, maxY = -1
        old.withUnsafeBytes { a in
            new.withUnsafeBytes { b in
                for y in 0..<height {
                    let rowStart = y * width * 4
                    var first = -1, last = -1
                    for x in 0..<width {
                        let offset = rowStart + x * 4
                        guard
                            a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                                != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        else { continue }
                        if first < 0 { first = x }
                        last = x
                    }
                    guard first >= 0 else { continue }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    if minY == height { minY = y }
                    maxY = y
                }
            }
        }
        // fcTL needs a non-empty frame; an unchanged pixel redrawn over itself shows no change.
        guard maxX >= 0 else { return Region(x: 0, y: 0, width: 1, height: 1) }
        return Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func crop(_ pixels: [UInt8], _ r: Region) -> [UInt8] {
        if r == Region(x: 0, y: 0, width: width, height: height) { return pixels }
        var out: [UInt8] = []
        out.reserveCapacity(r.width * r.height * 4)
        for y in r.y..<(r.y + r.height) {
            let start = (y * width + r.x) * 4
            out += pixels[start..<(start + r.width * 4)]
        }
        return out
    }
}
