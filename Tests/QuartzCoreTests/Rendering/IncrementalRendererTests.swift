import Testing

@testable import QuartzCore

/// The incremental renderer repaints only the damaged region, and its frames are the full
/// render's, pixel for pixel.
@MainActor
@Suite struct IncrementalRendererTests {
    /// SplitMix64, so a seed names the same scenes on every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let size = CGSize(width: 120, height: 160)

    static func color(_ g: inout Seeded) -> CGColor {
        CGColor(
            red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
            blue: .random(in: 0...1, using: &g), alpha: [1, 1, 0.6, 0.3].randomElement(using: &g)!)
    }

    static func randomFrame(_ g: inout Seeded) -> CGRect {
        CGRect(
            x: .random(in: -10...100, using: &g), y: .random(in: -10...140, using: &g),
            width: .random(in: 2...50, using: &g), height: .random(in: 2...50, using: &g))
    }

    static func randomLayer(_ g: inout Seeded) -> CALayer {
        let l = CALayer()
        l.frame = randomFrame(&g)
        l.backgroundColor = color(&g)
        if Bool.random(using: &g) { l.cornerRadius = .random(in: 0...8, using: &g) }
        if Int.random(in: 0..<4, using: &g) == 0 {
            l.borderWidth = .random(in: 0.5...3, using: &g)
            l.borderColor = color(&g)
        }
        if Int.random(in: 0..<5, using: &g) == 0 { l.masksToBounds = true }
        return l
    }

    /// Renders `root` both ways at the current time and expects the same bytes.
    static func expectSame(
        _ renderer: IncrementalRenderer, _ root: CALayer, scale: CGFloat, step: Int, background: CGColor? = nil
    ) {
        let incremental = renderer.render(root, size: size, scale: scale, background: background)
        let full = LayerRenderer.render(root, size: size, scale: scale, background: background)
        let a = incremental.pixels, b = full.pixels
        // Counting bytes one by one is slow in debug builds: only when they differ.
        let differing = a == b ? 0 : zip(a, b).filter { $0 != $1 }.count
        #expect(differing == 0, "step \(step): \(differing) bytes differ")
    }

    /// One random change: geometry, colour, opacity, visibility, order, membership, a
    /// transform, a shadow, or an animation; time passes now and then.
    static func mutate(_ layers: inout [CALayer], root: CALayer, loop: MainLoop, _ g: inout Seeded) {
        guard let l = layers.randomElement(using: &g) else { return }
        switch Int.random(in: 0..<12, using: &g) {
        case 0: l.frame = randomFrame(&g)
        case 1: l.backgroundColor = color(&g)
        case 2: l.opacity = [1, 0.5, 0.2, 0].randomElement(using: &g)!
        case 3: l.isHidden.toggle()
        case 4:
            let fresh = randomLayer(&g)
            (Bool.random(using: &g) ? root : l).addSublayer(fresh)
            layers.append(fresh)
        case 5:
            l.removeFromSuperlayer()
            layers.removeAll { $0 === l }
        case 6:
            let parent = l.superlayer ?? root
            parent.insertSublayer(l, at: 0)
        case 7:
            l.setAffineTransform(
                CGAffineTransform(rotationAngle: .random(in: -1...1, using: &g)).scaledBy(x: 1.2, y: 0.8))
        case 8:
            l.shadowOpacity = Bool.random(using: &g) ? 0.8 : 0
            l.shadowRadius = .random(in: 0...4, using: &g)
            l.shadowOffset = CGSize(width: 2, height: 3)
        case 9:
            let anim = CABasicAnimation(keyPath: "position")
            anim.fromValue = CGPoint(
                x: CGFloat.random(in: 0...120, using: &g), y: CGFloat.random(in: 0...160, using: &g))
            anim.toValue = l.position
            anim.duration = 0.5
            l.add(anim, forKey: "move")
        case 10:
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.1
            fade.toValue = 1
            fade.duration = 0.3
            l.add(fade, forKey: "fade")
        default:
            loop.advance(by: Double(Int.random(in: 1...12, using: &g)) / 60)
        }
    }

    /// A white root with 25 layers made by `make`, each under the root or a layer made before.
    static func randomTree(_ g: inout Seeded, making make: (inout Seeded) -> CALayer) -> (CALayer, [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        var layers: [CALayer] = []
        for _ in 0..<25 {
            let l = make(&g)
            (layers.randomElement(using: &g) ?? root).addSublayer(l)
            layers.append(l)
        }
        return (root, layers)
    }

    // 14, 23, 49 and 57 once cut through rotated or rounded layers Cairo rasterises differently
    // when clipped; 55 left a shadow cast by sublayers behind (seeds 1-300 pass).
    @Test(arguments: [1, 2, 3, 4, 5, 6, 14, 23, 49, 55, 57] as [UInt64])
    func randomScenesMatchTheFullRenderPixelForPixel(seed: UInt64) {
        let loop = VirtualWorld.make()
        var g = Seeded(state: seed)
        var (root, layers) = Self.randomTree(&g, making: Self.randomLayer)
        loop.drainTurns()
        let renderer = IncrementalRenderer()
        let scale: CGFloat = seed % 2 == 0 ? 2 : 1
        for step in 0..<60 {
            Self.mutate(&layers, root: root, loop: loop, &g)
            if Bool.random(using: &g) { loop.drainTurns() }
            // A screen's opaque canvas (translucent shapes written directly) and a clear one.
            Self.expectSame(renderer, root, scale: scale, step: step, background: seed % 3 == 0 ? .black : nil)
        }
        // Partial repaints happened (the comparison above covered them, not only full ones).
        #expect(renderer.fullRenders < 60)
    }

    @Test func anUnchangedTreeRepaintsNothing() {
        let loop = VirtualWorld.make()
        let root = RendererTests.canvas(100)
        root.addSublayer(RendererTests.layer(CGRect(x: 10, y: 10, width: 20, height: 20), RendererTests.red))
        loop.drainTurns()
        let renderer = IncrementalRenderer()
        let first = renderer.render(root, size: CGSize(width: 100, height: 100), scale: 1, background: nil)
        #expect(renderer.lastDamage == CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = renderer.render(root, size: CGSize(width: 100, height: 100), scale: 1, background: nil)
        #expect(renderer.lastDamage.isNull)
        #expect(first.pixels == second.pixels)
        #expect(RendererTests.rgba(second, 15, 15) == [255, 0, 0, 255])
    }

    @Test func anUnchangedFrameIsTheSameImageWhileItIsHeld() {
        let loop = VirtualWorld.make()
        let root = RendererTests.canvas(100)
        let box = RendererTests.layer(CGRect(x: 10, y: 10, width: 20, height: 20), RendererTests.red)
        root.addSublayer(box)
        loop.drainTurns()
        let renderer = IncrementalRenderer()
        let size = CGSize(width: 100, height: 100)
        let first = renderer.render(root, size: size, scale: 1, background: nil)
        #expect(renderer.render(root, size: size, scale: 1, background: nil) === first)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        box.backgroundColor = RendererTests.blue
        CATransaction.commit()
        let changed = renderer.render(root, size: size, scale: 1, background: nil)
        #expect(changed !== first)
        // The frame handed out before is untouched by the repaint after it.
        #expect(RendererTests.rgba(first, 15, 15) == [255, 0, 0, 255])
        #expect(RendererTests.rgba(changed, 15, 15) == [0, 0, 255, 255])
    }

    @Test func aMovedLayerDamagesItsOldAndNewPlaceOnly() {
        let loop = VirtualWorld.make()
        let root = RendererTests.canvas(100)
        let box = RendererTests.layer(CGRect(x: 10, y: 10, width: 10, height: 10), RendererTests.red)
        root.addSublayer(box)
        loop.drainTurns()
        let renderer = IncrementalRenderer()
        _ = renderer.render(root, size: CGSize(width: 100, height: 100), scale: 2, background: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        box.position = CGPoint(x: 45, y: 15)
        CATransaction.commit()
        let image = renderer.render(root, size: CGSize(width: 100, height: 100), scale: 2, background: nil)
        // Old box 20...40 and new box 80...100 (pixels, y 20...40), each widened by a pixel.
        #expect(renderer.lastDamage == CGRect(x: 19, y: 19, width: 82, height: 22))
        #expect(RendererTests.rgba(image, 30, 30) == [255, 255, 255, 255])
        #expect(RendererTests.rgba(image, 90, 30) == [255, 0, 0, 255])
    }

    @Test func aMaskedTreeIsRepaintedWhole() {
        let loop = VirtualWorld.make()
        let root = RendererTests.canvas(50)
        let masked = RendererTests.layer(CGRect(x: 0, y: 0, width: 20, height: 20), RendererTests.blue)
        masked.mask = RendererTests.layer(CGRect(x: 0, y: 0, width: 10, height: 10), RendererTests.black)
        root.addSublayer(masked)
        loop.drainTurns()
        let renderer = IncrementalRenderer()
        _ = renderer.render(root, size: CGSize(width: 50, height: 50), scale: 1, background: nil)
        _ = renderer.render(root, size: CGSize(width: 50, height: 50), scale: 1, background: nil)
        #expect(renderer.lastDamage == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(renderer.fullRenders == 2)
    }
}
