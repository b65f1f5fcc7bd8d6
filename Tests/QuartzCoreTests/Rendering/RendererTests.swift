import Testing

@testable import QuartzCore

/// Pixel checks of the renderer: geometry, compositing, effects, text, transitions.
@MainActor
@Suite struct RendererTests {
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A fresh virtual clock (MainLoop.current is global; every test sets its own).
    @discardableResult
    static func freshLoop() -> MainLoop {
        let loop = MainLoop(clock: .virtual)
        loop.isQuiet = true
        MainLoop.current = loop
        return loop
    }

    static func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    /// A white root layer filling a `size` × `size` canvas.
    static func canvas(_ size: CGFloat) -> CALayer {
        layer(CGRect(x: 0, y: 0, width: size, height: size), white)
    }

    static func render(_ root: CALayer, _ size: CGFloat, scale: CGFloat = 1) -> CGImage {
        LayerRenderer.render(root, size: CGSize(width: size, height: size), scale: scale)
    }

    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    static func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func solidLayerFillsItsFrameOnly() {
        Self.freshLoop()
        let root = Self.layer(CGRect(x: 5, y: 5, width: 10, height: 10), Self.red)
        let image = Self.render(root, 20, scale: 2)
        #expect(image.width == 40 && image.height == 40)
        #expect(Self.rgba(image, 20, 20) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 10, 10) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 9, 9) == [0, 0, 0, 0])
        #expect(Self.rgba(image, 30, 30) == [0, 0, 0, 0])
    }

    @Test func backgroundColourFillsTheCanvas() {
        Self.freshLoop()
        let root = Self.layer(CGRect(x: 0, y: 0, width: 5, height: 5), Self.red)
        let image = LayerRenderer.render(root, size: CGSize(width: 10, height: 10), scale: 1, background: Self.blue)
        #expect(Self.rgba(image, 8, 8) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 2, 2) == [255, 0, 0, 255])
    }

    @Test func sublayerIsOffsetByItsPosition() {
        Self.freshLoop()
        let root = Self.canvas(40)
        let sub = CALayer()
        sub.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        sub.position = CGPoint(x: 25, y: 15)
        sub.backgroundColor = Self.blue
        root.addSublayer(sub)
        let image = Self.render(root, 40)
        #expect(Self.rgba(image, 21, 11) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 29, 19) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 19, 11) == [255, 255, 255, 255])
        #expect(Self.rgba(image, 25, 21) == [255, 255, 255, 255])
    }

    @Test func halfOpacityOverWhiteMixes() {
        Self.freshLoop()
        let root = Self.canvas(20)
        let sub = Self.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.red)
        sub.opacity = 0.5
        root.addSublayer(sub)
        // The same with a child, which goes through an opacity group.
        let grouped = Self.layer(CGRect(x: 10, y: 10, width: 10, height: 10), Self.red)
        grouped.opacity = 0.5
        grouped.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 5, height: 5), Self.red))
        root.addSublayer(grouped)
        let image = Self.render(root, 20)
        #expect(Self.near(Self.rgba(image, 5, 5), [255, 128, 128, 255]))
        // Overlapping parent and child count once: the group, not each layer, is half opaque.
        #expect(Self.near(Self.rgba(image, 12, 12), [255, 128, 128, 255]))
        #expect(Self.near(Self.rgba(image, 17, 17), [255, 128, 128, 255]))
    }

    @Test func rotationPlacesAPixelOnlyARotatedLayerCovers() {
        Self.freshLoop()
        let root = Self.canvas(40)
        let bar = Self.layer(CGRect(x: 10, y: 18, width: 20, height: 4), Self.black)
        root.addSublayer(bar)
        var image = Self.render(root, 40)
        #expect(Self.rgba(image, 20, 12)[0] == 255)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        image = Self.render(root, 40)
        #expect(Self.rgba(image, 20, 12) == [0, 0, 0, 255])
        #expect(Self.rgba(image, 12, 20) == [255, 255, 255, 255])
    }

    @Test func masksToBoundsClipsToTheRoundedCorners() {
        Self.freshLoop()
        let root = Self.canvas(40)
        let clip = Self.layer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        clip.cornerRadius = 10
        clip.masksToBounds = true
        clip.addSublayer(Self.layer(CGRect(x: -10, y: -10, width: 40, height: 40), Self.blue))
        root.addSublayer(clip)
        let image = Self.render(root, 40)
        #expect(Self.rgba(image, 10, 10) == [255, 255, 255, 255])
        #expect(Self.rgba(image, 29, 29) == [255, 255, 255, 255])
        #expect(Self.rgba(image, 20, 20) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 20, 12) == [0, 0, 255, 255])
        // Outside the bounds the oversized child is cut off.
        #expect(Self.rgba(image, 5, 20) == [255, 255, 255, 255])
    }

    @Test func borderIsDrawnInsideTheEdge() {
        Self.freshLoop()
        let root = Self.canvas(30)
        let box = Self.layer(CGRect(x: 5, y: 5, width: 20, height: 20), Self.white)
        box.borderWidth = 3
        box.borderColor = Self.red
        box.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.blue))
        root.addSublayer(box)
        let image = Self.render(root, 30)
        #expect(Self.rgba(image, 5, 15) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 7, 15) == [255, 0, 0, 255])
        // The border lies above sublayers, as in Core Animation.
        #expect(Self.rgba(image, 15, 24) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 15, 15) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 4, 15) == [255, 255, 255, 255])
    }

    @Test func shadowDarkensPixelsOutsideTheBounds() {
        Self.freshLoop()
        let root = Self.canvas(60)
        let card = Self.layer(CGRect(x: 20, y: 20, width: 20, height: 20), Self.white)
        card.shadowOpacity = 0.8
        card.shadowRadius = 3
        card.shadowOffset = CGSize(width: 0, height: 4)
        root.addSublayer(card)
        let image = Self.render(root, 60)
        let below = Self.rgba(image, 30, 42)
        #expect(below[0] < 230 && below[0] == below[1] && below[3] == 255)
        // Far away and inside, nothing changes.
        #expect(Self.rgba(image, 5, 5) == [255, 255, 255, 255])
        #expect(Self.rgba(image, 30, 30) == [255, 255, 255, 255])
        // Shadows fade out: further below is lighter.
        #expect(Self.rgba(image, 30, 50)[0] > below[0])
    }

    @Test func masksToBoundsHidesTheShadow() {
        Self.freshLoop()
        let root = Self.canvas(60)
        let card = Self.layer(CGRect(x: 20, y: 20, width: 20, height: 20), Self.white)
        card.shadowOpacity = 1
        card.masksToBounds = true
        root.addSublayer(card)
        #expect(Self.rgba(Self.render(root, 60), 30, 42) == [255, 255, 255, 255])
    }

    @Test func backdropBlurAveragesASharpEdge() {
        Self.freshLoop()
        let root = Self.canvas(60)
        root.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 30, height: 60), Self.black))
        let glass = Self.layer(CGRect(x: 10, y: 10, width: 40, height: 40), nil)
        glass.backdrop = BackdropFilter(blurRadius: 8, tint: nil)
        root.addSublayer(glass)
        let image = Self.render(root, 60)
        let left = Self.rgba(image, 29, 30)[0], right = Self.rgba(image, 30, 30)[0]
        #expect(left > 40 && left < 215)
        #expect(right > 40 && right < 215)
        #expect(left < right)
        // Outside the glass the edge stays sharp.
        #expect(Self.rgba(image, 29, 5)[0] == 0 && Self.rgba(image, 30, 5)[0] == 255)
    }

    @Test func fadingBackdropStillBlursWhatIsBeneath() {
        Self.freshLoop()
        let root = Self.canvas(60)
        root.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 30, height: 60), Self.black))
        let glass = Self.layer(CGRect(x: 10, y: 10, width: 40, height: 40), nil)
        glass.backdrop = BackdropFilter(blurRadius: 8, tint: nil)
        glass.opacity = 0.5
        glass.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 4, height: 4), Self.red))
        root.addSublayer(glass)
        let image = Self.render(root, 60)
        // Half of the blurred edge over the sharp one: lighter than black, darker than white.
        #expect(Self.rgba(image, 29, 30)[0] > 20)
        #expect(Self.rgba(image, 30, 30)[0] < 235)
    }

    @Test func backdropTintIsLaidOverTheBlur() {
        Self.freshLoop()
        let root = Self.canvas(20)
        let glass = Self.layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        glass.backdrop = BackdropFilter(blurRadius: 4, tint: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        root.addSublayer(glass)
        #expect(Self.near(Self.rgba(Self.render(root, 20), 10, 10), [128, 128, 128, 255]))
    }

    @Test func textRunDrawsDarkPixelsInsideItsRectOnly() {
        Self.freshLoop()
        let root = Self.canvas(100)
        let label = Self.layer(CGRect(x: 10, y: 30, width: 80, height: 30), nil)
        let ctx = CGContext(size: label.bounds.size)
        ctx.drawText(
            CGTextRun(
                string: "Hello", fontFamily: ".SFUI-Regular", pointSize: 17, weight: 400, italic: false,
                color: Self.black, rect: CGRect(x: 0, y: 0, width: 80, height: 30), alignment: 0, numberOfLines: 1))
        label.drawing = ctx.commands
        root.addSublayer(label)
        let image = Self.render(root, 100)
        var inside = 0, outside = 0
        for y in 0..<100 {
            for x in 0..<100 where Self.rgba(image, x, y)[0] < 128 {
                if x >= 10 && x < 90 && y >= 30 && y < 60 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 20)
        #expect(outside == 0)
    }

    @Test func sameSceneGivesTheSameBytes() {
        Self.freshLoop()
        func scene() -> CALayer {
            let root = Self.canvas(64)
            let card = Self.layer(
                CGRect(x: 8, y: 8, width: 40, height: 30), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            card.cornerRadius = 6
            card.shadowOpacity = 0.4
            card.borderWidth = 1
            card.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            let ctx = CGContext(size: card.bounds.size)
            ctx.drawText(
                CGTextRun(
                    string: "Same", fontFamily: "DejaVu Sans", pointSize: 11, weight: 700, italic: true,
                    color: Self.white, rect: CGRect(x: 0, y: 0, width: 40, height: 30), alignment: 1, numberOfLines: 0))
            card.drawing = ctx.commands
            root.addSublayer(card)
            let glass = Self.layer(CGRect(x: 30, y: 30, width: 30, height: 30), nil)
            glass.backdrop = BackdropFilter(blurRadius: 6, tint: CGColor(red: 1, green: 1, blue: 1, alpha: 0.3))
            glass.opacity = 0.7
            root.addSublayer(glass)
            return root
        }
        let first = Self.render(scene(), 64, scale: 2)
        let second = Self.render(scene(), 64, scale: 2)
        #expect(first == second)
        #expect(first.pixels.contains { $0 != 255 })
    }

    @Test func fadeTransitionHalfwayMixesOldAndNew() {
        let loop = Self.freshLoop()
        let root = Self.canvas(20)
        let content = Self.layer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.red)
        root.addSublayer(content)
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        content.add(fade, forKey: "transition")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        content.backgroundColor = Self.blue
        CATransaction.commit()
        loop.advance(by: 0.5)
        #expect(Self.near(Self.rgba(Self.render(root, 20), 10, 10), [128, 0, 128, 255], 2))
        loop.advance(by: 0.6)
        #expect(Self.rgba(Self.render(root, 20), 10, 10) == [0, 0, 255, 255])
    }
}
