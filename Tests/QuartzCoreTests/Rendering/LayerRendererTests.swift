import Testing
@testable import QuartzCore

@MainActor
@Suite struct LayerRendererTests {
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// A fresh world per test: suites' `init`s can interleave when tests run in parallel.
    func root(_ size: CGFloat = 100) -> CALayer {
        MainLoop.current = MainLoop(clock: .virtual)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        root.position = CGPoint(x: size / 2, y: size / 2)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        return root
    }

    @Test func solidLayerAndOffsetSublayer() {
        let r = root()
        let sub = CALayer()
        sub.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        sub.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        r.addSublayer(sub)
        let image = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(pixel(image, 5, 5) == [255, 255, 255, 255])
        #expect(pixel(image, 25, 35) == [255, 0, 0, 255])
        #expect(pixel(image, 45, 35) == [255, 255, 255, 255])
    }

    @Test func halfAlphaOverWhiteMixes() {
        let r = root()
        let sub = CALayer()
        sub.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        sub.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        sub.opacity = 0.5
        r.addSublayer(sub)
        let image = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 2)
        #expect(image.width == 200)
        #expect(close(pixel(image, 20, 20), [128, 128, 255, 255]))
    }

    @Test func rotatedTransformAndRoundedClip() {
        let r = root()
        let sub = CALayer()
        sub.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        sub.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        sub.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        r.addSublayer(sub)
        var image = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 1)
        // The diamond's top tip reaches above the unrotated square.
        #expect(pixel(image, 50, 18) == [0, 255, 0, 255])
        #expect(pixel(image, 27, 27) == [255, 255, 255, 255])
        sub.setAffineTransform(.identity)
        sub.cornerRadius = 25
        sub.masksToBounds = true
        image = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(pixel(image, 26, 26) == [255, 255, 255, 255])
        #expect(pixel(image, 50, 50) == [0, 255, 0, 255])
    }

    @Test func borderShadowAndTextAndDeterminism() {
        let r = root()
        let box = CALayer()
        box.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        box.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        box.borderWidth = 4
        box.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        box.shadowOpacity = 1
        box.shadowOffset = CGSize(width: 0, height: 6)
        box.shadowRadius = 2
        r.addSublayer(box)
        let ctx = CGContext(size: CGSize(width: 60, height: 40))
        ctx.drawText(CGTextRun(
            string: "Hi", fontFamily: "DejaVu Sans", pointSize: 20, weight: 700, italic: false,
            color: CGColor(red: 0, green: 0, blue: 0, alpha: 1), rect: CGRect(x: 0, y: 0, width: 60, height: 40),
            alignment: 1, numberOfLines: 1))
        box.drawing = ctx.commands
        let image = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(pixel(image, 21, 40) == [0, 0, 0, 255])
        // Below the box the shadow darkens the white background.
        #expect(pixel(image, 50, 63)[0] < 200)
        // Text: some dark pixels in the middle of the box, none in its empty corner.
        var dark = 0
        for y in 30..<50 { for x in 35..<65 where pixel(image, x, y)[0] < 100 { dark += 1 } }
        #expect(dark > 10)
        #expect(pixel(image, 28, 28) == [255, 255, 255, 255])
        let again = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 1)
        #expect(again == image)
    }

    @Test func backdropBlurAveragesASharpEdge() {
        let r = root()
        let left = CALayer()
        left.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        left.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        r.addSublayer(left)
        let glass = CALayer()
        glass.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        glass.backdrop = BackdropFilter(blurRadius: 20, tint: nil)
        r.addSublayer(glass)
        let image = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 1)
        let edge = pixel(image, 50, 50)[0]
        #expect(edge > 60 && edge < 200)
        #expect(pixel(image, 10, 50)[0] == 0)
    }

    @Test func fadeTransitionHalfwayMixesOldAndNew() {
        let r = root()
        let loop = MainLoop.current
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        content.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        r.addSublayer(content)
        CATransaction.flush()
        let t = CATransition()
        t.type = .fade
        t.duration = 1
        content.add(t, forKey: "fade")
        CATransaction.setDisableActions(true)
        content.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.flush()
        loop.advance(by: 0.5)
        let image = LayerRenderer.render(r, size: CGSize(width: 100, height: 100), scale: 1)
        let px = pixel(image, 50, 50)
        #expect(px[0] > 90 && px[0] < 165 && px[2] > 90 && px[2] < 165)
    }
}
