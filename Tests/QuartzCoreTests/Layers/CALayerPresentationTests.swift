import Foundation
import Testing

@testable import QuartzCore

/// A ring's layer as a progress library writes it.
private final class RingLayer: CAShapeLayer {
    var label = "ring"
}

/// `presentation()` returns a copy of the model's own class, as `Self?`.
@MainActor
@Suite struct CALayerPresentationTests {
    @Test func aShapeLayersCopyReadsItsAnimatedStrokeEndWithoutACast() {
        let loop = VirtualWorld.make()
        let shape = CAShapeLayer()
        shape.strokeEnd = 1
        shape.add(VirtualWorld.basic("strokeEnd", from: 0, to: 1), forKey: "progress")
        loop.advance(to: 0.5)
        let shown: CAShapeLayer? = shape.presentation()
        #expect(shown?.strokeEnd == 0.5)
        #expect(shown?.model() === shape)
    }

    @Test func aSubclassCopyHasTheSubclassTheModelsValuesAndItsOwnPropertiesInitialValues() {
        let loop = VirtualWorld.make()
        let ring = RingLayer()
        ring.label = "changed"
        ring.lineCap = .round
        ring.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        ring.add(VirtualWorld.basic("opacity", from: 0, to: 1), forKey: "fade")
        loop.advance(to: 0.25)
        let shown = ring.presentation()
        #expect(shown != nil && shown !== ring)
        #expect(shown?.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(shown?.opacity == 0.25)
        #expect(shown?.lineCap == .round)
        #expect(shown?.label == "ring")
        #expect(shown?.model() === ring)
        #expect(shown?.presentation() === shown)
    }
}
