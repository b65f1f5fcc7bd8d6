import Foundation
import Testing

@testable import QuartzCore

/// `CALayer.mask`: the mask's alpha composites the layer, in the layer's coordinates.
@MainActor
@Suite struct CALayerMaskTests {
    typealias R = RendererTests

    static func circle(_ rect: CGRect) -> CAShapeLayer {
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        mask.path = CGPath(ellipseIn: rect, transform: nil)
        return mask
    }

    @Test func circleMaskShowsTheInsideAndWhatLiesBeneathOutside() {
        R.freshLoop()
        let root = R.canvas(40)
        let red = R.layer(CGRect(x: 0, y: 0, width: 40, height: 40), R.red)
        red.mask = Self.circle(CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(red)
        let image = R.render(root, 40)
        #expect(R.rgba(image, 20, 20) == [255, 0, 0, 255])
        #expect(R.rgba(image, 2, 2) == [255, 255, 255, 255])
        #expect(R.rgba(image, 11, 11) == [255, 255, 255, 255])
    }

    @Test func maskIsNotASublayer() {
        R.freshLoop()
        let layer = CALayer()
        let mask = CALayer()
        layer.mask = mask
        #expect(layer.sublayers == nil)
        #expect(mask.superlayer == nil)
        #expect(layer.mask === mask)
    }

    @Test func maskAlphaIsComposited() {
        R.freshLoop()
        let root = R.canvas(20)
        let red = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), R.red)
        red.mask = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        root.addSublayer(red)
        #expect(R.near(R.rgba(R.render(root, 20), 10, 10), [255, 127, 127, 255], 2))
    }

    @Test func maskGeometryIsInTheLayersCoordinates() {
        R.freshLoop()
        let root = R.canvas(40)
        let red = R.layer(CGRect(x: 10, y: 10, width: 30, height: 30), R.red)
        red.mask = R.layer(CGRect(x: 0, y: 0, width: 10, height: 10), R.black)
        root.addSublayer(red)
        let image = R.render(root, 40)
        #expect(R.rgba(image, 15, 15) == [255, 0, 0, 255])
        #expect(R.rgba(image, 25, 25) == [255, 255, 255, 255])
        #expect(R.rgba(image, 5, 5) == [255, 255, 255, 255])
    }

    @Test func maskClipsSublayersAndShadow() {
        R.freshLoop()
        let root = R.canvas(40)
        let host = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), R.red)
        host.shadowOpacity = 1
        host.shadowOffset = CGSize(width: 10, height: 10)
        host.shadowRadius = 0
        let child = R.layer(CGRect(x: 10, y: 0, width: 20, height: 10), R.blue)
        host.addSublayer(child)
        host.mask = R.layer(CGRect(x: 0, y: 0, width: 15, height: 40), R.black)
        root.addSublayer(host)
        let image = R.render(root, 40)
        #expect(R.rgba(image, 12, 5) == [0, 0, 255, 255])
        #expect(R.rgba(image, 20, 5) == [255, 255, 255, 255])
        #expect(R.rgba(image, 12, 25) == [0, 0, 0, 255])
        #expect(R.rgba(image, 22, 25) == [255, 255, 255, 255])
    }

    @Test func hiddenMaskLetsNothingThrough() {
        R.freshLoop()
        let root = R.canvas(20)
        let red = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), R.red)
        let mask = R.layer(CGRect(x: 0, y: 0, width: 20, height: 20), R.black)
        mask.isHidden = true
        red.mask = mask
        root.addSublayer(red)
        #expect(R.rgba(R.render(root, 20), 10, 10) == [255, 255, 255, 255])
    }

    @Test func animatedMaskPathRevealsACircleHalfWay() {
        let loop = VirtualWorld.make()
        let root = R.canvas(40)
        let red = R.layer(CGRect(x: 0, y: 0, width: 40, height: 40), R.red)
        let mask = Self.circle(CGRect(x: 18, y: 18, width: 4, height: 4))
        red.mask = mask
        root.addSublayer(red)
        let large = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        mask.add(VirtualWorld.basic("path", from: mask.path, to: large), forKey: "reveal")
        mask.path = large
        #expect(mask.loop === loop)
        loop.advance(to: 0.5)
        // Half-way the circle spans 9...31.
        let image = R.render(root, 40)
        #expect(R.rgba(image, 20, 11) == [255, 0, 0, 255])
        #expect(R.rgba(image, 20, 7) == [255, 255, 255, 255])
        loop.advance(to: 1.1)
        #expect(R.rgba(R.render(root, 40), 20, 2) == [255, 0, 0, 255])
    }
}
