import Testing

@testable import QuartzCore

/// Renderer behaviour beyond the basics: 3-D projection, contents images, display lists,
/// ordering, timing and snapshots.
@MainActor
@Suite struct RendererContentTests {
    typealias R = RendererTests

    private func darkRun(_ image: CGImage, column x: Int) -> Int {
        (0..<image.height).filter { R.rgba(image, x, $0)[0] < 128 }.count
    }

    @Test func perspectiveRotationForeshortensTheFarSide() {
        R.freshLoop()
        let root = R.canvas(100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        root.sublayerTransform = perspective
        let card = R.layer(CGRect(x: 20, y: 20, width: 60, height: 60), R.black)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let image = R.render(root, 100)
        // Near edge x ≈ 26 is ≈ 67 pt tall, far edge x ≈ 69 ≈ 54 pt tall.
        let near = darkRun(image, column: 30), far = darkRun(image, column: 66)
        #expect(near > 60 && near < 70)
        #expect(far > 50 && far < 60)
        #expect(darkRun(image, column: 23) == 0 && darkRun(image, column: 72) == 0)
    }

    @Test func singleSidedLayerFacingAwayIsNotDrawn() {
        R.freshLoop()
        let root = R.canvas(40)
        let card = R.layer(CGRect(x: 10, y: 10, width: 20, height: 20), R.black)
        card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        root.addSublayer(card)
        #expect(R.rgba(R.render(root, 40), 20, 20) == [0, 0, 0, 255])
        card.isDoubleSided = false
        #expect(R.rgba(R.render(root, 40), 20, 20) == [255, 255, 255, 255])
    }

    @Test func contentsImageFollowsGravityAndContentsRect() {
        R.freshLoop()
        let image = CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])!
        let root = R.canvas(20)
        let view = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        view.contents = image
        view.contentsGravity = .resizeAspect
        root.addSublayer(view)
        var out = R.render(root, 20)
        #expect(R.rgba(out, 2, 10) == [255, 0, 0, 255])
        #expect(R.rgba(out, 17, 10) == [0, 0, 255, 255])
        #expect(R.rgba(out, 10, 2) == [255, 255, 255, 255])
        // The right half of the image, stretched over the bounds.
        view.contentsGravity = .resize
        view.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        out = R.render(root, 20)
        #expect(R.rgba(out, 2, 2) == [0, 0, 255, 255])
        #expect(R.rgba(out, 17, 17) == [0, 0, 255, 255])
    }

    @Test func translucentImagePixelsBlendStraightAlpha() {
        R.freshLoop()
        let image = CGImage(width: 1, height: 1, rgba: [0, 0, 0, 128])!
        let root = R.canvas(4)
        let view = R.layer(CGRect(x: 0, y: 0, width: 4, height: 4), nil)
        view.contents = image
        root.addSublayer(view)
        #expect(R.near(R.rgba(R.render(root, 4), 2, 2), [127, 127, 127, 255]))
        // A transparent canvas keeps the straight colour and the alpha.
        view.removeFromSuperlayer()
        #expect(R.near(R.rgba(R.render(view, 4), 2, 2), [0, 0, 0, 128]))
    }

    @Test func displayListFillsStrokesClipsAndClears() {
        R.freshLoop()
        let root = R.canvas(40)
        let canvas = R.layer(CGRect(x: 0, y: 0, width: 40, height: 40), R.red)
        let ctx = CGContext(size: CGSize(width: 40, height: 40))
        ctx.setFillColor(R.blue)
        ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        ctx.fillPath(using: .evenOdd)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 20, y: 20, width: 10, height: 10))
        ctx.setFillColor(R.black)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        ctx.restoreGState()
        ctx.setStrokeColor(R.black)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 35))
        ctx.addLine(to: CGPoint(x: 40, y: 35))
        ctx.strokePath()
        ctx.translateBy(x: 30, y: 0)
        ctx.setFillColor(R.white)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
        canvas.drawing = ctx.commands
        root.addSublayer(canvas)
        let image = R.render(root, 40)
        #expect(R.rgba(image, 2, 2) == [0, 0, 255, 255])
        #expect(R.rgba(image, 10, 10) == [255, 0, 0, 255])  // even-odd hole
        #expect(R.rgba(image, 25, 25) == [0, 0, 0, 255])  // clipped fill
        #expect(R.rgba(image, 35, 25) == [255, 0, 0, 255])  // outside the clip
        #expect(R.rgba(image, 20, 35) == [0, 0, 0, 255])  // stroke
        #expect(R.rgba(image, 37, 7) == [255, 255, 255, 255])  // translated fill
        // Cleared pixels show what lies beneath the drawing: the layer's background.
        #expect(R.rgba(image, 32, 2) == [255, 0, 0, 255])
    }

    @Test func zPositionDrawsInFrontAndHiddenLayersAreSkipped() {
        R.freshLoop()
        let root = R.canvas(20)
        let back = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), R.red)
        back.zPosition = 1
        let front = R.layer(CGRect(x: 0, y: 0, width: 10, height: 10), R.blue)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(R.rgba(R.render(root, 20), 5, 5) == [255, 0, 0, 255])
        back.isHidden = true
        #expect(R.rgba(R.render(root, 20), 5, 5) == [0, 0, 255, 255])
        #expect(R.rgba(R.render(root, 20), 15, 15) == [255, 255, 255, 255])
    }

    @Test func pausedParentFreezesItsSublayersAnimations() {
        let loop = R.freshLoop()
        let root = R.canvas(20)
        let parent = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        let child = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), R.red)
        parent.addSublayer(child)
        root.addSublayer(parent)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        child.add(fade, forKey: "fade")
        loop.advance(by: 0.25)
        // Freeze the parent's clock a quarter of the way in, then let real time run on.
        parent.timeOffset = parent.convertTime(loop.now, from: nil)
        parent.speed = 0
        loop.advance(by: 0.5)
        #expect(R.near(R.rgba(R.render(root, 20), 10, 10), [255, 64, 64, 255], 2))
    }

    @Test func pushTransitionMovesOldOutAndNewIn() {
        let loop = R.freshLoop()
        let root = R.canvas(20)
        let content = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), R.red)
        root.addSublayer(content)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        content.add(push, forKey: "transition")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        content.backgroundColor = R.blue
        CATransaction.commit()
        loop.advance(by: 0.5)
        let image = R.render(root, 20)
        #expect(R.rgba(image, 5, 10) == [255, 0, 0, 255])
        #expect(R.rgba(image, 15, 10) == [0, 0, 255, 255])
    }

    @Test func snapshotOfEmptyLayerIsNilAndOtherwiseHasBoundsSize() {
        R.freshLoop()
        #expect(LayerRenderer.snapshot(of: CALayer()) == nil)
        let layer = R.layer(CGRect(x: 100, y: 100, width: 10, height: 5), R.red)
        layer.opacity = 0.5
        let shot = LayerRenderer.snapshot(of: layer)
        let scale = Int(LayerRenderer.snapshotScale)
        #expect(shot?.width == 10 * scale && shot?.height == 5 * scale)
        #expect(shot.map { R.rgba($0, 1, 1) } == [255, 0, 0, 255])
    }

    @Test func degenerateTransformsDrawNothingAndDoNotBreakTheRest() {
        R.freshLoop()
        let root = R.canvas(20)
        let squashed = R.layer(CGRect(x: 0, y: 0, width: 10, height: 10), R.black)
        squashed.transform = CATransform3DMakeScale(0, 0, 1)
        squashed.addSublayer(R.layer(CGRect(x: 0, y: 0, width: 5, height: 5), R.black))
        root.addSublayer(squashed)
        root.addSublayer(R.layer(CGRect(x: 10, y: 10, width: 10, height: 10), R.blue))
        let image = R.render(root, 20)
        #expect(R.rgba(image, 5, 5) == [255, 255, 255, 255])
        #expect(R.rgba(image, 15, 15) == [0, 0, 255, 255])
        #expect(LayerRenderer.render(root, size: .zero, scale: 2).width == 0)
    }
}

/// The pinned fonts: every family and weight resolves to a face of fonts-dejavu-core.
@MainActor
@Suite struct PinnedFontTests {
    private func face(_ family: String, weight: Int = 400) -> (family: String, weight: Int)? {
        PangoText.resolvedFace(
            of: CGTextRun(
                string: "Aa", fontFamily: family, pointSize: 17, weight: weight, italic: false,
                color: .black, rect: .zero, alignment: 0, numberOfLines: 1))
    }

    @Test func systemFontNamesAndUnknownFamiliesDrawWithDejaVuSans() {
        #expect(face(".SFUI-Regular")?.family == "DejaVu Sans")
        #expect(face("system")?.family == "DejaVu Sans")
        #expect(face("No Such Family")?.family == "DejaVu Sans")
        #expect(face(".SFUIMono-Regular")?.family == "DejaVu Sans Mono")
        #expect(face("DejaVu Serif")?.family == "DejaVu Serif")
    }

    @Test func lightWeightsUseTheCoreRegularFace() {
        // fonts-dejavu-extra's ExtraLight must not be picked where it happens to be installed.
        #expect(face("DejaVu Sans", weight: 200)?.weight == 400)
        #expect(face("DejaVu Sans", weight: 700)?.weight == 700)
    }
}
