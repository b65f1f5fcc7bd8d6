import Foundation
import Testing

@testable import QuartzCore

/// `CAGradientLayer`: defaults, axial/radial/conic ramps, locations, animation.
@MainActor
@Suite struct CAGradientLayerTests {
    typealias R = RendererTests

    static func gradient(_ colors: [CGColor]) -> CAGradientLayer {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        g.colors = colors
        return g
    }

    @Test func defaultsRunFromTopCentreToBottomCentre() {
        R.freshLoop()
        let g = CAGradientLayer()
        #expect(g.colors == nil && g.locations == nil)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(g.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(g.type == .axial)
    }

    @Test func axialRampIsTheFirstColourAtTheStartAndTheLastAtTheEnd() {
        R.freshLoop()
        let g = Self.gradient([R.red, R.blue])
        let image = R.render(g, 40)
        #expect(R.near(R.rgba(image, 20, 0), [252, 0, 3, 255], 4))
        #expect(R.near(R.rgba(image, 20, 20), [125, 0, 130, 255], 6))
        #expect(R.near(R.rgba(image, 20, 39), [3, 0, 252, 255], 4))
        // Constant across the ramp's perpendicular.
        #expect(R.rgba(image, 0, 20) == R.rgba(image, 39, 20))
    }

    @Test func startAndEndPointsTurnTheRamp() {
        R.freshLoop()
        let g = Self.gradient([R.red, R.blue])
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        let image = R.render(g, 40)
        #expect(R.rgba(image, 0, 5)[0] > 240)
        #expect(R.rgba(image, 39, 5)[2] > 240)
        #expect(R.rgba(image, 20, 0) == R.rgba(image, 20, 39))
    }

    @Test func locationsPlaceTheStops() {
        R.freshLoop()
        let g = Self.gradient([R.red, R.red, R.blue])
        g.locations = [0, 0.5, 1]
        let image = R.render(g, 40)
        #expect(R.rgba(image, 20, 15) == [255, 0, 0, 255])
        #expect(R.rgba(image, 20, 38)[2] > 220)
        #expect(g.locations == [0, 0.5, 1])
    }

    @Test func radialRampGrowsFromTheStartPoint() {
        R.freshLoop()
        let g = Self.gradient([R.red, R.blue])
        g.type = .radial
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        let image = R.render(g, 40)
        #expect(R.rgba(image, 20, 20)[0] > 240)
        #expect(R.rgba(image, 0, 0)[2] == 255)
        #expect(R.near(R.rgba(image, 30, 20), R.rgba(image, 20, 30), 2))
    }

    @Test func conicRampTurnsClockwiseFromTheEndPointDirection() {
        R.freshLoop()
        let g = Self.gradient([R.red, R.blue])
        g.type = .conic
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        let image = R.render(g, 40)
        // A quarter turn clockwise on screen (below the centre) is a quarter of the way.
        let below = R.rgba(image, 20, 36), left = R.rgba(image, 4, 20), above = R.rgba(image, 20, 4)
        #expect(R.near(below, [191, 0, 64, 255], 8))
        #expect(R.near(left, [128, 0, 128, 255], 8))
        #expect(R.near(above, [64, 0, 191, 255], 8))
    }

    @Test func colorsAnimateStopByStop() {
        let loop = VirtualWorld.make()
        let g = Self.gradient([R.red, R.red])
        loop.drainTurns()
        g.colors = [R.blue, R.blue]
        loop.advance(to: 0.125)
        let shown = g.presentation()
        let mid = shown?.colors?.first as! CGColor?
        #expect(mid == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(g.animation(forKey: "colors") != nil)
    }

    @Test func startPointAnimates() {
        let loop = VirtualWorld.make()
        let g = Self.gradient([R.red, R.blue])
        g.add(VirtualWorld.basic("startPoint", from: CGPoint.zero, to: CGPoint(x: 1, y: 1)), forKey: nil)
        loop.advance(to: 0.5)
        #expect((g.presentation())?.startPoint == CGPoint(x: 0.5, y: 0.5))
    }
}
