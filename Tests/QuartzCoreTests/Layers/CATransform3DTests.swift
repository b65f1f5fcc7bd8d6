import Testing

@testable import QuartzCore

@Suite struct CATransform3DTests {
    @Test func identityIsTheDefault() {
        #expect(CATransform3D() == CATransform3DIdentity)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
    }

    @Test func makersFillTheExpectedEntries() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect((t.m41, t.m42, t.m43) == (1, 2, 3))
        let s = CATransform3DMakeScale(4, 5, 6)
        #expect((s.m11, s.m22, s.m33) == (4, 5, 6))
        let r = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(approx(CATransform3DGetAffineTransform(r), CGAffineTransform(rotationAngle: 0.3)))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3DConcat(scale, move).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        #expect(CATransform3DConcat(move, scale).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        // The helpers prepend, like CGAffineTransform's.
        #expect(CATransform3DTranslate(scale, 10, 0, 0) == CATransform3DConcat(move, scale))
        #expect(CATransform3DScale(move, 2, 2, 1) == CATransform3DConcat(scale, move))
        #expect(
            approx(
                CATransform3DRotate(move, .pi / 2, 0, 0, 1),
                CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), move)))
    }

    @Test func invertUndoesAndLeavesSingularMatricesAlone() {
        var t = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 1, 0), CATransform3DMakeTranslation(3, 4, 5))
        t.m34 = -0.002
        #expect(approx(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func affineTransformsRoundTrip() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(m)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == m)
        var perspective = t
        perspective.m34 = -0.01
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test func projectDividesByW() {
        var t = CATransform3DIdentity
        t.m14 = 1
        #expect(t.project(CGPoint(x: 1, y: 4)) == CGPoint(x: 0.5, y: 2))
    }
}
