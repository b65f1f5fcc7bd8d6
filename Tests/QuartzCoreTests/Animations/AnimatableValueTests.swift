import Foundation
import Testing

@testable import QuartzCore

@Suite struct AnimatableValueTests {
    @Test func convertsEveryAnimatableType() {
        #expect(AnimatableValue(2.5) == .scalar(2.5))
        #expect(AnimatableValue(CGFloat(2)) == .scalar(2))
        #expect(AnimatableValue(Float(0.5)) == .scalar(0.5))
        #expect(AnimatableValue(3) == .scalar(3))
        #expect(AnimatableValue(true) == .scalar(1))
        #expect(AnimatableValue(NSNumber(value: 4)) == .scalar(4))
        #expect(AnimatableValue(CGPoint(x: 1, y: 2)) == .point(CGPoint(x: 1, y: 2)))
        #expect(AnimatableValue(CGSize(width: 1, height: 2)) == .size(CGSize(width: 1, height: 2)))
        #expect(
            AnimatableValue(CGRect(x: 1, y: 2, width: 3, height: 4)) == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(AnimatableValue(CATransform3DMakeScale(2, 2, 1)) == .transform(CATransform3DMakeScale(2, 2, 1)))
        #expect(AnimatableValue(CGAffineTransform(scaleX: 2, y: 2)) == .transform(CATransform3DMakeScale(2, 2, 1)))
        #expect(AnimatableValue(CGColor.white) == .color(.white))
        #expect(AnimatableValue(nil) == nil)
        #expect(AnimatableValue("text") == nil)
    }

    @Test func boxedGivesBackApplesTypes() {
        #expect(AnimatableValue.scalar(2).boxed as? Double == 2)
        #expect(AnimatableValue.point(CGPoint(x: 1, y: 1)).boxed as? CGPoint == CGPoint(x: 1, y: 1))
        #expect(AnimatableValue.transform(CATransform3DIdentity).boxed as? CATransform3D == CATransform3DIdentity)
    }

    @Test func scalarsExtrapolateBeyondTheEnds() {
        // Springs overshoot: fractions above 1 and below 0 extend the line.
        #expect(AnimatableValue.interpolate(.scalar(0), .scalar(10), 1.2) == .scalar(12))
        #expect(AnimatableValue.interpolate(.scalar(0), .scalar(10), -0.1) == .scalar(-1))
        let p = AnimatableValue.interpolate(.point(.zero), .point(CGPoint(x: 10, y: 20)), 1.5)
        #expect(p == .point(CGPoint(x: 15, y: 30)))
    }

    @Test func coloursClampToTheirEnds() {
        let black = AnimatableValue.color(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let white = AnimatableValue.color(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        guard case .color(let over) = AnimatableValue.interpolate(black, white, 1.5) else {
            Issue.record("not a colour")
            return
        }
        #expect(approx(rgba(over), [1, 1, 1, 1]))
    }

    @Test func mismatchedTypesSwitchHalfWay() {
        #expect(AnimatableValue.interpolate(.scalar(1), .point(.zero), 0.4) == .scalar(1))
        #expect(AnimatableValue.interpolate(.scalar(1), .point(.zero), 0.6) == .point(.zero))
    }

    @Test func rotationsInterpolateTheShortWayRound() {
        let a = CATransform3DMakeRotation(170 * .pi / 180, 0, 0, 1)
        let b = CATransform3DMakeRotation(-170 * .pi / 180, 0, 0, 1)
        guard case .transform(let mid) = AnimatableValue.interpolate(.transform(a), .transform(b), 0.5) else {
            Issue.record("not a transform")
            return
        }
        #expect(approx(mid, CATransform3DMakeRotation(.pi, 0, 0, 1)))
    }

    @Test func threeDimensionalTransformsInterpolateEntryByEntry() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        guard
            case .transform(let mid) = AnimatableValue.interpolate(
                .transform(CATransform3DIdentity), .transform(perspective), 0.5)
        else {
            Issue.record("not a transform")
            return
        }
        #expect(approx(mid.m34, -1.0 / 1000))
    }

    @Test func addAndSubtractAreInverses() {
        let pairs: [(AnimatableValue, AnimatableValue)] = [
            (.scalar(5), .scalar(3)),
            (.point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 10, y: -4))),
            (.size(CGSize(width: 3, height: 4)), .size(CGSize(width: 1, height: 1))),
            (.rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .rect(CGRect(x: 4, y: 3, width: 2, height: 1))),
        ]
        for (a, b) in pairs {
            #expect(AnimatableValue.add(AnimatableValue.subtract(a, b), b) == a)
        }
    }

    @Test func transformByValueResolvesFromToAndBy() {
        // toValue "minus" byValue must give a start that byValue carries back to toValue, even
        // when the two transforms do not commute.
        let to = AnimatableValue.transform(CATransform3DMakeTranslation(10, 0, 0))
        let by = AnimatableValue.transform(CATransform3DMakeScale(2, 2, 1))
        let from = AnimatableValue.subtract(to, by)
        guard case .transform(let sum) = AnimatableValue.add(from, by) else {
            Issue.record("not a transform")
            return
        }
        #expect(approx(sum, CATransform3DMakeTranslation(10, 0, 0)))
    }

    @Test func pacingDistanceIsEuclidean() {
        #expect(AnimatableValue.distance(.scalar(3), .scalar(-1)) == 4)
        #expect(AnimatableValue.distance(.point(.zero), .point(CGPoint(x: 3, y: 4))) == 5)
        #expect(AnimatableValue.distance(.size(.zero), .size(CGSize(width: 6, height: 8))) == 10)
    }

    @Test func decompositionRoundTripsShearedMatrices() {
        let m = CGAffineTransform(a: 2, b: 1, c: 0.5, d: 3, tx: 7, ty: -2)
        let parts = TransformInterpolation.decompose(m)
        let back = TransformInterpolation.compose(parts)
        #expect(approx(back, m))
    }
}
