import Foundation
import Testing

@testable import QuartzCore

/// `CAShapeLayer`: defaults, fill and stroke pixels, dashes, stroke ends, path animation.
@MainActor
@Suite struct CAShapeLayerTests {
    typealias R = RendererTests
    static let white = RendererTests.white
    static let red = RendererTests.red
    static let blue = RendererTests.blue

    /// A white 40 × 40 canvas holding a shape layer that covers it.
    static func scene() -> (root: CALayer, shape: CAShapeLayer) {
        let root = R.canvas(40)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.addSublayer(shape)
        return (root, shape)
    }

    /// A horizontal line across the canvas at y = 10, stroked blue 4 points wide, not filled.
    static func line(_ shape: CAShapeLayer) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 10))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = blue
        shape.lineWidth = 4
    }

    @Test func defaultsAreCoreAnimations() {
        R.freshLoop()
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == .black)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.miterLimit == 10)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineDashPhase == 0 && shape.lineDashPattern == nil)
        #expect(shape.fillRule == .nonZero && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? Double == 1)
    }

    @Test func pathIsFilledAndStrokedInTheLayersCoordinates() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        shape.fillColor = Self.red
        shape.strokeColor = Self.blue
        shape.lineWidth = 4
        let image = R.render(root, 40)
        #expect(R.rgba(image, 20, 20) == [255, 0, 0, 255])
        #expect(R.rgba(image, 10, 20) == [0, 0, 255, 255])
        #expect(R.rgba(image, 8, 20) == [0, 0, 255, 255])
        #expect(R.rgba(image, 6, 20) == [255, 255, 255, 255])
        #expect(R.rgba(image, 2, 2) == [255, 255, 255, 255])
    }

    @Test func defaultFillIsOpaqueBlackAndThereIsNoStroke() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        let image = R.render(root, 40)
        #expect(R.rgba(image, 20, 20) == [0, 0, 0, 255])
        #expect(R.rgba(image, 1, 1) == [255, 255, 255, 255])
    }

    @Test func shapeIsNotClippedToTheBounds() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        shape.fillColor = Self.red
        shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10), transform: nil)
        shape.opacity = 0.999
        let image = R.render(root, 40)
        #expect(R.rgba(image, 25, 25)[0] == 255 && R.rgba(image, 25, 25)[1] < 2)
    }

    @Test func evenOddRuleLeavesTheInnerRectangleEmpty() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        shape.path = path
        shape.fillColor = Self.red
        #expect(R.rgba(R.render(root, 40), 20, 20) == [255, 0, 0, 255])
        shape.fillRule = .evenOdd
        let image = R.render(root, 40)
        #expect(R.rgba(image, 20, 20) == [255, 255, 255, 255])
        #expect(R.rgba(image, 5, 5) == [255, 0, 0, 255])
    }

    @Test func dashPatternLeavesGaps() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        Self.line(shape)
        shape.lineDashPattern = [10, 10]
        let image = R.render(root, 40)
        #expect(R.rgba(image, 5, 10) == [0, 0, 255, 255])
        #expect(R.rgba(image, 15, 10) == [255, 255, 255, 255])
        #expect(R.rgba(image, 25, 10) == [0, 0, 255, 255])
        #expect(R.rgba(image, 35, 10) == [255, 255, 255, 255])
        shape.lineDashPhase = 10
        let shifted = R.render(root, 40)
        #expect(R.rgba(shifted, 5, 10) == [255, 255, 255, 255])
        #expect(R.rgba(shifted, 15, 10) == [0, 0, 255, 255])
    }

    @Test func strokeEndOfAHalfDrawsTheFirstHalf() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        Self.line(shape)
        shape.strokeEnd = 0.5
        let image = R.render(root, 40)
        #expect(R.rgba(image, 5, 10) == [0, 0, 255, 255])
        #expect(R.rgba(image, 18, 10) == [0, 0, 255, 255])
        #expect(R.rgba(image, 22, 10) == [255, 255, 255, 255])
        #expect(R.rgba(image, 35, 10) == [255, 255, 255, 255])
    }

    @Test func strokeStartTrimsTheBeginningAcrossSubpaths() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 10))
        path.move(to: CGPoint(x: 0, y: 30))
        path.addLine(to: CGPoint(x: 40, y: 30))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = Self.blue
        shape.lineWidth = 4
        shape.strokeStart = 0.75
        let image = R.render(root, 40)
        #expect(R.rgba(image, 35, 10) == [255, 255, 255, 255])
        #expect(R.rgba(image, 15, 30) == [255, 255, 255, 255])
        #expect(R.rgba(image, 25, 30) == [0, 0, 255, 255])
    }

    @Test func strokeEndBelowStrokeStartDrawsNoStroke() {
        R.freshLoop()
        let (root, shape) = Self.scene()
        Self.line(shape)
        shape.strokeStart = 0.6
        shape.strokeEnd = 0.4
        #expect(R.rgba(R.render(root, 40), 20, 10) == [255, 255, 255, 255])
    }

    @Test func pathAnimationMixesPointsHalfWay() {
        let loop = VirtualWorld.make()
        let (root, shape) = Self.scene()
        shape.fillColor = Self.red
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        shape.path = large
        shape.add(VirtualWorld.basic("path", from: small, to: large), forKey: "grow")
        loop.advance(to: 0.5)
        let image = R.render(root, 40)
        #expect(R.rgba(image, 18, 18) == [255, 0, 0, 255])
        #expect(R.rgba(image, 22, 22) == [255, 255, 255, 255])
        let shown = shape.presentation()
        #expect(shown?.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func pathsOfDifferentShapesSnapAtTheEnd() {
        let loop = VirtualWorld.make()
        let (_, shape) = Self.scene()
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        shape.path = oval
        shape.add(VirtualWorld.basic("path", from: rect, to: oval), forKey: "morph")
        loop.advance(to: 0.9)
        #expect((shape.presentation())?.path == rect)
        loop.advance(to: 1.1)
        #expect((shape.presentation())?.path == oval)
    }

    @Test func strokeEndAnimatesImplicitly() {
        let loop = VirtualWorld.make()
        let shape = CAShapeLayer()
        loop.drainTurns()
        shape.strokeEnd = 0
        let anim = shape.animation(forKey: "strokeEnd") as? CABasicAnimation
        #expect(anim?.fromValue as? Double == 1)
        loop.advance(to: 0.125)
        let shown = shape.presentation()
        #expect(approx(Double(shown?.strokeEnd ?? 0), 0.5, 1e-6))
        #expect(shape.strokeEnd == 0)
    }

    @Test func fillAndStrokeColoursAnimate() {
        let loop = VirtualWorld.make()
        let shape = CAShapeLayer()
        loop.drainTurns()
        shape.add(VirtualWorld.basic("fillColor", from: Self.red, to: Self.blue), forKey: nil)
        shape.add(VirtualWorld.basic("lineWidth", from: 2.0, to: 4.0), forKey: nil)
        loop.advance(to: 0.5)
        let shown = shape.presentation()
        #expect(shown?.fillColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(shown?.lineWidth == 3)
    }

    @Test func keyValueCodingReachesShapeProperties() {
        R.freshLoop()
        let shape = CAShapeLayer()
        shape.setValue(0.25, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.25)
        #expect(shape.value(forKey: "lineWidth") as? Double == 1)
    }
}
