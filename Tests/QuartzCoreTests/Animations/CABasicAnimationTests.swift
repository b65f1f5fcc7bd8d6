import Foundation
import Testing

@testable import QuartzCore

/// Presentation values of basic animations sampled at chosen virtual times.
@MainActor
@Suite struct CABasicAnimationTests {
    /// The layer under test (made in each test body, after its world).
    func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        return layer
    }

    @Test func endPointsFollowFromToAndByChangedAfterAnEvaluation() {
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = 0.25
        anim.toValue = 0.75
        #expect(anim.endpoints(current: .scalar(1)) == (.scalar(0.25), .scalar(0.75)))
        anim.toValue = nil
        anim.byValue = 0.5
        #expect(anim.endpoints(current: .scalar(1)) == (.scalar(0.25), .scalar(0.75)))
        anim.fromValue = nil
        #expect(anim.endpoints(current: .scalar(1)) == (.scalar(1), .scalar(1.5)))
    }

    func scalarAnimation(from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CABasicAnimation {
        let anim = CABasicAnimation(keyPath: "position.x")
        (anim.fromValue, anim.toValue, anim.byValue) = (from, to, by)
        anim.duration = 1
        return anim
    }

    // MARK: Linear interpolation of each value type

    @Test func positionIsInterpolatedLinearly() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(
            VirtualWorld.basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200)), forKey: "move")
        loop.advance(to: 0.25)
        #expect(approx(shown.position, CGPoint(x: 25, y: 50)))
        loop.advance(to: 0.5)
        #expect(approx(shown.position, CGPoint(x: 50, y: 100)))
        loop.advance(to: 0.9)
        #expect(approx(shown.position, CGPoint(x: 90, y: 180)))
        // The model never moved.
        #expect(layer.position == CGPoint(x: 50, y: 50))
    }

    @Test func opacityIsInterpolatedLinearly() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(VirtualWorld.basic("opacity", from: 1, to: 0), forKey: "fade")
        loop.advance(to: 0.3)
        #expect(approx(shown.opacity, 0.7))
    }

    @Test func boundsInterpolateOriginAndSize() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let from = CGRect(x: 0, y: 0, width: 10, height: 10), to = CGRect(x: 20, y: 40, width: 110, height: 210)
        layer.add(VirtualWorld.basic("bounds", from: from, to: to), forKey: "grow")
        loop.advance(to: 0.5)
        #expect(approx(shown.bounds, CGRect(x: 10, y: 20, width: 60, height: 110)))
    }

    @Test func backgroundColorInterpolatesComponents() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        layer.add(VirtualWorld.basic("backgroundColor", from: red, to: blue), forKey: "tint")
        loop.advance(to: 0.25)
        #expect(approx(rgba(shown.backgroundColor), [0.75, 0, 0.25, 0.875]))
    }

    @Test func backgroundColorFromNilFadesInFromClear() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.add(VirtualWorld.basic("backgroundColor", from: nil, to: white), forKey: "tint")
        loop.advance(to: 0.5)
        #expect(approx(rgba(shown.backgroundColor), [0.5, 0.5, 0.5, 0.5]))
    }

    @Test func transformRotationInterpolatesTheAngle() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let to = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.add(VirtualWorld.basic("transform", from: CATransform3DIdentity, to: to), forKey: "turn")
        loop.advance(to: 0.5)
        // Interpolated by decomposition: half way is a pure π/4 rotation, not a shrunken matrix.
        #expect(approx(shown.transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        #expect(approx(rotationAngle(of: shown.transform), .pi / 4))
        #expect(approx(xScale(of: shown.transform), 1))
    }

    @Test func transformInterpolatesScaleRotationAndTranslationTogether() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let to = CATransform3DScale(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 3, 3, 1)
        let moved = CATransform3DConcat(to, CATransform3DMakeTranslation(40, 20, 0))
        layer.add(VirtualWorld.basic("transform", from: CATransform3DIdentity, to: moved), forKey: "all")
        loop.advance(to: 0.5)
        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 4, 0, 0, 1)),
            CATransform3DMakeTranslation(20, 10, 0))
        #expect(approx(shown.transform, expected))
    }

    @Test func transformRotationKeyPathAnimatesTheAngle() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(VirtualWorld.basic("transform.rotation.z", from: 0, to: Double.pi), forKey: "spin")
        loop.advance(to: 0.5)
        #expect(approx(rotationAngle(of: shown.transform), .pi / 2))
        #expect(approx(shown.value(forKeyPath: "transform.rotation.z") as! Double, .pi / 2))
    }

    @Test func transformScaleKeyPathScalesBothAxes() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(VirtualWorld.basic("transform.scale", from: 1, to: 3), forKey: "zoom")
        loop.advance(to: 0.25)
        #expect(approx(shown.transform, CATransform3DMakeScale(1.5, 1.5, 1)))
    }

    @Test func subKeyPathsAnimateOneComponent() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(VirtualWorld.basic("position.y", from: 0, to: 10), forKey: "y")
        layer.add(VirtualWorld.basic("bounds.size.width", from: 0, to: 40), forKey: "w")
        loop.advance(to: 0.5)
        #expect(shown.position == CGPoint(x: 50, y: 5))
        #expect(shown.bounds.size == CGSize(width: 20, height: 100))
    }

    // MARK: Timing functions

    @Test(arguments: [
        (CAMediaTimingFunctionName.easeIn, CubicBezier.easeIn),
        (.easeOut, .easeOut),
        (.easeInEaseOut, .easeInOut),
        (.default, .systemDefault),
        (.linear, .linear),
    ])
    func namedTimingFunctionsFollowTheirBezierCurves(name: CAMediaTimingFunctionName, curve: CubicBezier) {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(
            VirtualWorld.basic("position.x", from: 0, to: 100, timing: CAMediaTimingFunction(name: name)),
            forKey: "ease")
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            loop.advance(to: t)
            #expect(approx(Double(shown.position.x), 100 * curve.value(at: t), 1e-4), "\(name.rawValue) at \(t)")
        }
    }

    @Test func customControlPointsAreHonoured() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let curve = CubicBezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)
        layer.add(
            VirtualWorld.basic(
                "opacity", from: 0, to: 1, timing: CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)),
            forKey: "pop")
        loop.advance(to: 0.2)
        #expect(approx(Double(shown.opacity), curve.value(at: 0.2), 1e-4))
    }

    // MARK: From, to and by

    @Test func fromAndToInterpolateBetweenThem() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(from: 10, to: 30), forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 20)
    }

    @Test func fromAndByEndAtTheirSum() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(from: 10, by: 30), forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 25)
    }

    @Test func byAndToStartAtTheirDifference() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(to: 40, by: 30), forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 25)
    }

    @Test func fromAloneEndsAtTheCurrentValue() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(from: 10), forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 30)
    }

    @Test func toAloneStartsAtTheCurrentValue() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(to: 90), forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 70)
    }

    @Test func byAloneAddsToTheCurrentValue() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(by: 20), forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 60)
    }

    @Test func noValuesShowTheCurrentValue() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(), forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 50)
    }

    @Test func currentValueIsTheModelUnderneathEvenWhenItChanges() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(to: 90), forKey: "x")
        loop.advance(to: 0.5)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position.x = 90
        CATransaction.commit()
        // Setting the model to the toValue removes the motion, as on Apple platforms.
        #expect(shown.position.x == 90)
    }
}
