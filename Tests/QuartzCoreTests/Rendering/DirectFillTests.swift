import CCairo
import Testing

@testable import QuartzCore

/// Solid backgrounds written straight into the canvas are byte for byte what Cairo paints.
@MainActor
@Suite struct DirectFillTests {
    static let size = CGSize(width: 90, height: 110)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    static func color(_ g: inout IncrementalRendererTests.Seeded) -> CGColor {
        CGColor(
            red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
            blue: .random(in: 0...1, using: &g), alpha: [1, 1, 0.75, 0.4, 0.02].randomElement(using: &g)!)
    }

    /// A position on whole points, on a third or at any fraction.
    static func coordinate(_ range: ClosedRange<CGFloat>, _ g: inout IncrementalRendererTests.Seeded) -> CGFloat {
        let v = CGFloat.random(in: range, using: &g)
        switch Int.random(in: 0..<3, using: &g) {
        case 0: return v.rounded()
        case 1: return (v * 3).rounded() / 3
        default: return v
        }
    }

    static func randomLayer(_ g: inout IncrementalRendererTests.Seeded) -> CALayer {
        let l = CALayer()
        l.frame = CGRect(
            x: coordinate(-8...80, &g), y: coordinate(-8...100, &g), width: coordinate(0.5...40, &g),
            height: coordinate(0.5...40, &g))
        l.backgroundColor = color(&g)
        switch Int.random(in: 0..<4, using: &g) {
        case 0: l.cornerRadius = coordinate(0.5...12, &g)
        case 1:
            l.cornerRadius = coordinate(1...8, &g)
            l.maskedCorners = CACornerMask(rawValue: UInt.random(in: 0...15, using: &g))
        default: break
        }
        switch Int.random(in: 0..<8, using: &g) {
        case 0: l.opacity = 0.6
        case 1: l.opacity = 0
        case 2: l.isHidden = true
        case 3: l.masksToBounds = true
        default: break
        }
        return l
    }

    /// A white root with `count` random layers, some nested in others.
    static func randomTree(seed: UInt64, count: Int) -> CALayer {
        var g = IncrementalRendererTests.Seeded(state: seed)
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = white
        var layers: [CALayer] = []
        for _ in 0..<count {
            let l = randomLayer(&g)
            (Int.random(in: 0..<3, using: &g) == 0 ? layers.randomElement(using: &g) ?? root : root).addSublayer(l)
            layers.append(l)
        }
        return root
    }

    /// Returns how many backgrounds the direct render filled itself.
    @discardableResult
    static func expectSameAsCairo(_ root: CALayer, scale: CGFloat, _ note: String) -> Int {
        let (direct, report) = LayerRenderer.render(
            root, size: size, scale: scale, background: nil, directFills: true)
        let cairo = LayerRenderer.render(root, size: size, scale: scale, background: nil, directFills: false).image
        let differing = zip(direct.pixels, cairo.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(note)")
        return report.directFills
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func randomSolidLayersMatchCairoAtEveryScale(scale: CGFloat) {
        _ = VirtualWorld.make()
        CoverageMasks.purge()
        var fills = 0
        for seed in 1...8 as ClosedRange<UInt64> {
            let root = Self.randomTree(seed: seed * 7 + UInt64(scale), count: 40)
            // The first render meets every shape (Cairo draws it), the second makes the masks,
            // the third uses them.
            for pass in 0..<3 { fills += Self.expectSameAsCairo(root, scale: scale, "seed \(seed), pass \(pass)") }
        }
        #expect(CoverageMasks.count > 20)
        #expect(fills > 50)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func translucentLayersOverAnOpaqueCanvasMatchCairo(scale: CGFloat) {
        _ = VirtualWorld.make()
        CoverageMasks.purge()
        for seed in 1...12 as ClosedRange<UInt64> {
            let root = Self.randomTree(seed: seed * 13, count: 60)
            // A transparent or translucent root leaves the canvas's own colour beneath.
            root.backgroundColor = seed % 2 == 0 ? nil : CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5)
            var fills: [Int] = []
            for background in [CGColor.black, nil] {
                var filled = 0
                for pass in 0..<3 {
                    let (direct, report) = LayerRenderer.render(
                        root, size: Self.size, scale: scale, background: background, directFills: true)
                    let cairo = LayerRenderer.render(
                        root, size: Self.size, scale: scale, background: background, directFills: false
                    ).image
                    #expect(direct == cairo, "seed \(seed), pass \(pass), background \(String(describing: background))")
                    filled += report.directFills
                }
                fills.append(filled)
            }
            // Over the opaque canvas translucent rounded shapes are written directly too.
            #expect(fills[0] > fills[1], "seed \(seed)")
        }
    }

    @Test func fillsWrittenOnOneCoreAreTheBytesOfFillsSharedAmongCores() {
        _ = VirtualWorld.make()
        let root = Self.randomTree(seed: 41, count: 60)
        // At 4x the canvas is large enough for shared fills to be cut into bands among cores.
        let shared = LayerRenderer.render(
            root, size: Self.size, scale: 4, background: .black, options: .init(sharesFillsAmongCores: true))
        let oneCore = LayerRenderer.render(
            root, size: Self.size, scale: 4, background: .black, options: .init(sharesFillsAmongCores: false))
        #expect(shared == oneCore)
    }

    @Test func eachIncrementalRendererKeepsItsOwnOptions() {
        _ = VirtualWorld.make()
        let root = Self.randomTree(seed: 43, count: 60)
        let oneCore = IncrementalRenderer(options: .init(sharesFillsAmongCores: false))
        let shared = IncrementalRenderer()
        let a = oneCore.render(root, size: Self.size, scale: 4, background: .black)
        let b = shared.render(root, size: Self.size, scale: 4, background: .black)
        #expect(!oneCore.options.sharesFillsAmongCores)
        #expect(shared.options.sharesFillsAmongCores)
        #expect(a == b)
    }

    @Test func aWholePixelClipKeepsDirectFillsInsideIt() {
        _ = VirtualWorld.make()
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        root.backgroundColor = Self.white
        let clip = CALayer()
        clip.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        clip.masksToBounds = true
        root.addSublayer(clip)
        let child = CALayer()
        child.frame = CGRect(x: -5, y: 20, width: 60, height: 30)
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        clip.addSublayer(child)
        let (image, report) = LayerRenderer.render(
            root, size: Self.size, scale: 2, background: nil, directFills: true)
        #expect(report.directFills == 2)
        #expect(RendererTests.rgba(image, 21, 79) == [255, 0, 0, 255])
        #expect(RendererTests.rgba(image, 19, 79) == [255, 255, 255, 255])
        #expect(RendererTests.rgba(image, 80, 79) == [255, 255, 255, 255])
        #expect(RendererTests.rgba(image, 21, 80) == [255, 255, 255, 255])
        Self.expectSameAsCairo(root, scale: 2, "whole-pixel clip")
        // A clip at a fraction of a pixel, or a rounded one, is Cairo's to apply.
        clip.frame.origin.x = 10.25
        Self.expectSameAsCairo(root, scale: 2, "fractional clip")
        clip.frame.origin.x = 10
        clip.cornerRadius = 6
        Self.expectSameAsCairo(root, scale: 2, "rounded clip")
    }

    @Test func hiddenAndTransparentLayersLeaveThePixelsAlone() {
        _ = VirtualWorld.make()
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        root.backgroundColor = Self.white
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let layers = (0..<4).map { _ in CALayer() }
        for (i, l) in layers.enumerated() {
            l.frame = CGRect(x: 5 + CGFloat(i) * 20, y: 5.5, width: 15, height: 15)
            l.backgroundColor = i == 2 ? CGColor(red: 1, green: 0, blue: 0, alpha: 0) : red
            l.cornerRadius = 3
            root.addSublayer(l)
        }
        layers[0].isHidden = true
        layers[1].opacity = 0
        layers[3].opacity = 0.001
        for _ in 0..<3 {
            let image = LayerRenderer.render(root, size: Self.size, scale: 3, background: nil, directFills: true).image
            #expect(Set(image.pixels) == [255])
        }
        Self.expectSameAsCairo(root, scale: 3, "invisible layers")
    }

    @Test func incrementalFramesOfAMovingRoundedLayerMatchCairo() {
        let loop = VirtualWorld.make()
        let root = Self.randomTree(seed: 99, count: 30)
        let mover = CALayer()
        mover.frame = CGRect(x: 3.3, y: 40.1, width: 20, height: 20)
        mover.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
        mover.cornerRadius = 5
        root.addSublayer(mover)
        loop.drainTurns()
        let renderer = IncrementalRenderer()
        for step in 0..<12 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            // Back and forth, so sub-pixel offsets repeat and their masks get used.
            mover.position.x += step % 4 < 2 ? 2.375 : -2.375
            CATransaction.commit()
            let frame = renderer.render(root, size: Self.size, scale: 3, background: nil)
            let cairo = LayerRenderer.render(root, size: Self.size, scale: 3, background: nil, directFills: false).image
            #expect(zip(frame.pixels, cairo.pixels).allSatisfy { $0 == $1 }, "step \(step)")
        }
        #expect(renderer.fullRenders == 1)
    }

    @Test func everyPremultipliedPixelConvertsToTheNearestStraightValue() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 256, 256))
        defer { cairo_surface_destroy(surface) }
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Row a, column c: alpha a with every premultiplied component c (capped at a).
        for a in 0..<256 {
            let row = UnsafeMutableRawPointer(data + a * stride).assumingMemoryBound(to: UInt32.self)
            for c in 0..<256 {
                let v = UInt32(min(c, a))
                row[c] = UInt32(a) << 24 | v << 16 | (v / 2) << 8 | v / 3
            }
        }
        cairo_surface_mark_dirty(surface)
        let image = PixelConversion.image(from: surface)
        func straight(_ v: Int, _ a: Int) -> Int {
            a == 0 ? 0 : min(255, Int((Double(v) * 255 / Double(a)).rounded(.toNearestOrAwayFromZero)))
        }
        var wrong = 0
        for a in 0..<256 {
            for c in 0..<256 {
                let v = min(c, a)
                let expected = [straight(v, a), straight(v / 2, a), straight(v / 3, a), a]
                if RendererTests.rgba(image, c, a) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
