import Testing

@testable import QuartzCore

/// Where Cairo's pixels depend on the clip: a damage rectangle cutting through a shape with
/// sloped or curved edges, an image, or a shadow changes them, so such layers are repainted whole.
extension IncrementalRendererTests {
    /// A 100-point white canvas holding `subject` and a 10 x 10 red square at `changer`.
    static func scene(_ subject: CALayer, changer: CGRect) -> (root: CALayer, changer: CALayer) {
        let root = RendererTests.canvas(100)
        root.addSublayer(subject)
        let square = RendererTests.layer(changer, RendererTests.red)
        root.addSublayer(square)
        return (root, square)
    }

    /// Renders a frame, turns the square blue (damaging only its own pixels) and renders the
    /// next: it must be the full render's, and the damage must take `whole` (device pixels) in.
    static func expectRepaintedWhole(
        _ subject: CALayer, changer: CGRect, scale: CGFloat, background: CGColor? = nil,
        purgeMasks: Bool = false
    ) {
        let loop = VirtualWorld.make()
        let (root, square) = scene(subject, changer: changer)
        loop.drainTurns()
        let size = CGSize(width: 100, height: 100)
        let renderer = IncrementalRenderer()
        _ = renderer.render(root, size: size, scale: scale, background: background)
        if purgeMasks { CoverageMasks.purge() }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        square.backgroundColor = RendererTests.blue
        CATransaction.commit()
        let incremental = renderer.render(root, size: size, scale: scale, background: background)
        let full = LayerRenderer.render(root, size: size, scale: scale, background: background)
        let differing = zip(incremental.pixels, full.pixels).filter { $0 != $1 }.count
        #expect(differing == 0)
        let device = CGAffineTransform(scaleX: scale, y: scale)
        let subjectBox = subject.frame.applying(device)
        #expect(renderer.lastDamage.contains(subjectBox), "damage \(renderer.lastDamage), layer \(subjectBox)")
        #expect(renderer.lastDamage.contains(changer.applying(device)))
    }

    @Test func aRotatedLayerTheDamageCutsIsRepaintedWhole() {
        let rotated = RendererTests.layer(
            CGRect(x: 19, y: 25, width: 45, height: 48), CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        rotated.setAffineTransform(CGAffineTransform(rotationAngle: 0.7))
        Self.expectRepaintedWhole(rotated, changer: CGRect(x: 27, y: 25, width: 10, height: 10), scale: 1)
    }

    @Test func aRoundedLayerCairoFillsIsRepaintedWholeWhenTheDamageCutsIt() {
        // Translucent over a clear canvas: Cairo fills it, not the direct path.
        let rounded = RendererTests.layer(
            CGRect(x: 25, y: 29, width: 48, height: 49), CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5))
        rounded.cornerRadius = 8
        Self.expectRepaintedWhole(rounded, changer: CGRect(x: 29, y: 27, width: 10, height: 10), scale: 3)
    }

    @Test func anImageTheDamageCutsIsRepaintedWhole() {
        var rgba: [UInt8] = []
        for i in 0..<12 { rgba += [UInt8(i * 20), UInt8(255 - i * 20), 128, 255] }
        let image = CALayer()
        image.frame = CGRect(x: 29, y: 19, width: 43, height: 30)
        image.contents = CGImage(width: 4, height: 3, rgba: rgba)
        Self.expectRepaintedWhole(image, changer: CGRect(x: 51, y: 23, width: 10, height: 10), scale: 1)
    }

    @Test func aRoundedBackgroundExpectedDirectButFilledByCairoIsRepaintedWhole() {
        // Opaque over an opaque canvas the fill is normally written through a cached coverage
        // mask, the same however the damage cuts it; with the masks forgotten Cairo fills it
        // (a shape's first sighting), and the frame is repainted wider.
        let rounded = RendererTests.layer(
            CGRect(x: 25.3, y: 29.6, width: 48, height: 49), CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        rounded.cornerRadius = 7.25
        Self.expectRepaintedWhole(
            rounded, changer: CGRect(x: 29, y: 27, width: 10, height: 10), scale: 3, background: .black,
            purgeMasks: true)
    }

    @Test func aRoundedBackgroundWrittenDirectlyIsNotRepaintedWhole() {
        let loop = VirtualWorld.make()
        let rounded = RendererTests.layer(
            CGRect(x: 20, y: 20, width: 60, height: 60), CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        rounded.cornerRadius = 6
        let changer = CGRect(x: 40, y: 40, width: 10, height: 10)
        let (root, square) = Self.scene(rounded, changer: changer)
        loop.drainTurns()
        let size = CGSize(width: 100, height: 100)
        let renderer = IncrementalRenderer()
        // Two full renders: the second sighting of the shape caches its coverage mask.
        _ = LayerRenderer.render(root, size: size, scale: 2, background: .black)
        _ = renderer.render(root, size: size, scale: 2, background: .black)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        square.backgroundColor = RendererTests.blue
        CATransaction.commit()
        let incremental = renderer.render(root, size: size, scale: 2, background: .black)
        let full = LayerRenderer.render(root, size: size, scale: 2, background: .black)
        #expect(zip(incremental.pixels, full.pixels).filter { $0 != $1 }.count == 0)
        #expect(renderer.lastDamage == CGRect(x: 79, y: 79, width: 22, height: 22))
    }

    @Test func aShadowCastBySublayersIsErasedWhereTheyLeft() {
        let loop = VirtualWorld.make()
        let root = RendererTests.canvas(100)
        let caster = CALayer()
        caster.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        caster.shadowOpacity = 1
        caster.shadowRadius = 1
        caster.shadowOffset = CGSize(width: 0, height: 10)
        // Below the caster's bounds: its shadow falls at y 50...60.
        let child = RendererTests.layer(CGRect(x: 0, y: 30, width: 20, height: 10), RendererTests.blue)
        caster.addSublayer(child)
        root.addSublayer(caster)
        loop.drainTurns()
        let size = CGSize(width: 100, height: 100)
        let renderer = IncrementalRenderer()
        let before = renderer.render(root, size: size, scale: 1, background: nil)
        #expect(RendererTests.rgba(before, 20, 55)[0] < 128)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        child.frame.origin = CGPoint(x: 60, y: -5)
        CATransaction.commit()
        let after = renderer.render(root, size: size, scale: 1, background: nil)
        let full = LayerRenderer.render(root, size: size, scale: 1, background: nil)
        #expect(zip(after.pixels, full.pixels).filter { $0 != $1 }.count == 0)
        #expect(RendererTests.rgba(after, 20, 55) == [255, 255, 255, 255])
    }

    @Test func aTranslucentLayerDoesNotCutTheShadowItsSublayersCastBeyondItsBounds() {
        let loop = VirtualWorld.make()
        let root = RendererTests.canvas(100)
        let caster = CALayer()
        caster.opacity = 0.5
        caster.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        caster.shadowOpacity = 1
        caster.shadowRadius = 0
        caster.shadowOffset = CGSize(width: 0, height: 15)
        caster.addSublayer(RendererTests.layer(CGRect(x: 0, y: 30, width: 20, height: 10), RendererTests.blue))
        root.addSublayer(caster)
        loop.drainTurns()
        let image = RendererTests.render(root, 100)
        // The sublayer spans y 40...50; its shadow 55...65, half-transparent black over white.
        #expect(RendererTests.near(RendererTests.rgba(image, 20, 60), [128, 128, 128, 255]))
        #expect(RendererTests.rgba(image, 20, 70) == [255, 255, 255, 255])
    }
}

extension IncrementalRendererTests {
    /// Renders `root` incrementally, applies `change` without animation, renders again and
    /// expects the full render's bytes; returns the damage.
    static func damageAfter(
        _ root: CALayer, scale: CGFloat, background: CGColor?, _ change: () -> Void
    ) -> CGRect {
        let size = root.bounds.size
        let renderer = IncrementalRenderer()
        _ = renderer.render(root, size: size, scale: scale, background: background)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
        let incremental = renderer.render(root, size: size, scale: scale, background: background)
        let full = LayerRenderer.render(root, size: size, scale: scale, background: background)
        #expect(zip(incremental.pixels, full.pixels).filter { $0 != $1 }.count == 0)
        return renderer.lastDamage
    }

    @Test func aTranslucentGroupIsRepaintedWholeWhenTheDamageCutsIt() {
        let loop = VirtualWorld.make()
        let root = RendererTests.layer(CGRect(x: 0, y: 0, width: 120, height: 160), RendererTests.white)
        let group = RendererTests.layer(
            CGRect(x: 72, y: 57, width: 4, height: 7), CGColor(red: 0.55, green: 0.82, blue: 0.19, alpha: 1))
        group.opacity = 0.5
        let child = RendererTests.layer(
            CGRect(x: 12, y: 82, width: 36, height: 16), CGColor(red: 0.26, green: 0.9, blue: 0.83, alpha: 0.6))
        child.cornerRadius = 4.32
        group.addSublayer(child)
        root.addSublayer(group)
        loop.drainTurns()
        let damage = Self.damageAfter(root, scale: 1, background: .black) {
            child.backgroundColor = CGColor(red: 0.25, green: 0.9, blue: 0.83, alpha: 0.6)
        }
        // The group's surface spans the group and its sublayer: x 72...120, y 57...155.
        #expect(damage.contains(CGRect(x: 72, y: 57, width: 48, height: 98)))
    }

    @Test func aTranslucentLayerGainingItsFirstSublayerIsRepainted() {
        let loop = VirtualWorld.make()
        // A lone translucent background is filled at its opacity; with a sublayer (here clipped
        // away entirely) the layer is composited as a group, a level off in places.
        let root = RendererTests.layer(CGRect(x: 0, y: 0, width: 100, height: 100), RendererTests.white)
        let layer = RendererTests.layer(
            CGRect(x: 20, y: 20, width: 32, height: 15), CGColor(red: 0.55, green: 0.73, blue: 0.07, alpha: 0.6))
        layer.opacity = 0.5
        layer.masksToBounds = true
        layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        root.addSublayer(layer)
        loop.drainTurns()
        let box = layer.frame.applying(CGAffineTransform(scaleX: 3, y: 3))
        let damage = Self.damageAfter(root, scale: 3, background: nil) {
            layer.addSublayer(RendererTests.layer(CGRect(x: 0, y: 40, width: 10, height: 10), RendererTests.red))
        }
        #expect(damage.contains(box))
    }
}
