import Testing

@testable import QuartzCore

/// `maskedCorners`, `cornerCurve`, `shadowPath` and the rasterization hints, as pixels.
@MainActor
@Suite struct CALayerCornerAndShadowTests {
    typealias R = RendererTests

    /// A 40 × 40 red square at (10, 10) with a corner radius of 15 on a white canvas.
    private static func roundedSquare(_ corners: CACornerMask) -> CGImage {
        R.freshLoop()
        let root = R.canvas(60)
        let box = R.layer(CGRect(x: 10, y: 10, width: 40, height: 40), R.red)
        box.cornerRadius = 15
        box.maskedCorners = corners
        root.addSublayer(box)
        return R.render(root, 60)
    }

    @Test func allCornersAreRoundedByDefault() {
        R.freshLoop()
        #expect(CALayer().maskedCorners == CACornerMask.all)
        #expect(CALayer().cornerCurve == .circular)
        let image = Self.roundedSquare(.all)
        for (x, y) in [(11, 11), (48, 11), (11, 48), (48, 48)] {
            #expect(R.rgba(image, x, y) == [255, 255, 255, 255])
        }
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        let image = Self.roundedSquare([.layerMinXMinYCorner, .layerMaxXMinYCorner])
        // The top corners (minY is the top with UIKit's origin) are cut away...
        #expect(R.rgba(image, 11, 11) == [255, 255, 255, 255])
        #expect(R.rgba(image, 48, 11) == [255, 255, 255, 255])
        // ...the bottom ones stay square.
        #expect(R.rgba(image, 10, 49) == [255, 0, 0, 255])
        #expect(R.rgba(image, 49, 49) == [255, 0, 0, 255])
        #expect(R.rgba(image, 30, 30) == [255, 0, 0, 255])
    }

    @Test func eachCornerMaskRoundsItsOwnCorner() {
        let cases: [(CACornerMask, Int, Int)] = [
            (.layerMinXMinYCorner, 11, 11), (.layerMaxXMinYCorner, 48, 11),
            (.layerMinXMaxYCorner, 11, 48), (.layerMaxXMaxYCorner, 48, 48),
        ]
        let all = cases.map { ($0.1, $0.2) }
        for (mask, x, y) in cases {
            let image = Self.roundedSquare(mask)
            for (cx, cy) in all {
                let rounded = cx == x && cy == y
                #expect(R.rgba(image, cx, cy) == (rounded ? [255, 255, 255, 255] : [255, 0, 0, 255]))
            }
        }
    }

    @Test func emptyMaskLeavesEverySquareCorner() {
        let image = Self.roundedSquare([])
        #expect(R.rgba(image, 10, 10) == [255, 0, 0, 255])
        #expect(R.rgba(image, 49, 49) == [255, 0, 0, 255])
    }

    @Test func maskedCornersShapeTheBorderAndTheClip() {
        R.freshLoop()
        let root = R.canvas(60)
        let box = R.layer(CGRect(x: 10, y: 10, width: 40, height: 40), nil)
        box.cornerRadius = 15
        box.maskedCorners = .layerMaxXMaxYCorner
        box.masksToBounds = true
        box.borderWidth = 2
        box.borderColor = R.blue
        box.addSublayer(R.layer(CGRect(x: 0, y: 0, width: 40, height: 40), R.red))
        root.addSublayer(box)
        let image = R.render(root, 60)
        // The square top-left corner keeps its border and its clipped content.
        #expect(R.rgba(image, 10, 10) == [0, 0, 255, 255])
        #expect(R.rgba(image, 14, 14) == [255, 0, 0, 255])
        // The rounded bottom-right corner is clipped away.
        #expect(R.rgba(image, 48, 48) == [255, 255, 255, 255])
    }

    @Test func shadowTakesTheShapeOfTheShadowPath() {
        R.freshLoop()
        let root = R.canvas(80)
        // A clear layer casts no shadow of its own; the path alone does.
        let card = R.layer(CGRect(x: 20, y: 20, width: 20, height: 20), nil)
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = .zero
        card.shadowPath = CGPath(rect: CGRect(x: 30, y: 30, width: 20, height: 10), transform: nil)
        root.addSublayer(card)
        let image = R.render(root, 80)
        // Inside the path (offset by the layer's origin): black shadow.
        #expect(R.rgba(image, 55, 55) == [0, 0, 0, 255])
        #expect(R.rgba(image, 69, 59) == [0, 0, 0, 255])
        // Outside the path, even inside the layer's bounds: no shadow.
        #expect(R.rgba(image, 25, 25) == [255, 255, 255, 255])
        #expect(R.rgba(image, 55, 62) == [255, 255, 255, 255])
        #expect(R.rgba(image, 71, 55) == [255, 255, 255, 255])
    }

    @Test func contentIsDrawnOverTheShadowPathsShadow() {
        R.freshLoop()
        let root = R.canvas(60)
        let card = R.layer(CGRect(x: 10, y: 10, width: 20, height: 20), R.red)
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 10, height: 0)
        card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        root.addSublayer(card)
        let image = R.render(root, 60)
        #expect(R.rgba(image, 15, 15) == [255, 0, 0, 255])
        #expect(R.rgba(image, 35, 15) == [0, 0, 0, 255])
        #expect(R.rgba(image, 41, 15) == [255, 255, 255, 255])
    }

    @Test func shadowPathIsAModelValueReadableByKey() {
        R.freshLoop()
        let layer = CALayer()
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.shadowPath = path
        #expect(layer.shadowPath == path)
        #expect(layer.value(forKeyPath: "shadowPath") as? CGPath == path)
    }

    @Test func nearestMagnificationKeepsPixelsSharp() {
        R.freshLoop()
        let image = CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])!
        func render(_ filter: CALayerContentsFilter) -> CGImage {
            let root = R.canvas(40)
            let l = R.layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
            l.contents = image
            l.magnificationFilter = filter
            root.addSublayer(l)
            return R.render(root, 40)
        }
        // At the seam between the two source pixels, nearest gives pure colours, linear a blend.
        #expect(R.rgba(render(.nearest), 19, 20) == [255, 0, 0, 255])
        #expect(R.rgba(render(.nearest), 20, 20) == [0, 0, 255, 255])
        let blended = R.rgba(render(.linear), 19, 20)
        #expect(blended[0] < 255 && blended[2] > 0)
    }

    @Test func rasterizationHintsAreRecordedAndDoNotChangeThePicture() {
        R.freshLoop()
        let root = R.canvas(20)
        let box = R.layer(CGRect(x: 5, y: 5, width: 10, height: 10), R.red)
        #expect(!box.isOpaque && box.allowsGroupOpacity && !box.shouldRasterize)
        #expect(box.rasterizationScale == 1 && box.minificationFilter == .linear)
        root.addSublayer(box)
        let before = R.rgba(R.render(root, 20), 6, 6)
        box.isOpaque = true
        box.allowsGroupOpacity = false
        box.shouldRasterize = true
        box.rasterizationScale = 3
        box.minificationFilter = .trilinear
        #expect(box.isOpaque && !box.allowsGroupOpacity && box.shouldRasterize)
        #expect(box.rasterizationScale == 3 && box.minificationFilter == .trilinear)
        #expect(R.rgba(R.render(root, 20), 6, 6) == before)
    }

    @Test func minificationFilterBiasIsKeptAndDoesNotChangeThePicture() {
        R.freshLoop()
        let root = R.canvas(20)
        let box = R.layer(CGRect(x: 5, y: 5, width: 10, height: 10), R.red)
        root.addSublayer(box)
        #expect(box.minificationFilterBias == 0)
        let before = R.rgba(R.render(root, 20), 6, 6)
        box.minificationFilterBias = 0.5
        #expect(box.minificationFilterBias == 0.5)
        #expect(R.rgba(R.render(root, 20), 6, 6) == before)
    }
}
