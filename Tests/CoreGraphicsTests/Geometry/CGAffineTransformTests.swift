import Foundation
import Testing

@testable import CoreGraphics

@Suite struct CGAffineTransformTests {
    // MARK: Initialisers

    @Test func emptyInitialiserIsTheIdentity() {
        let t = CGAffineTransform()
        #expect(t == .identity)
        #expect(t.isIdentity)
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 0, 0, 1, 0, 0])
    }

    @Test func labelledAndUnlabelledInitialisersStoreTheSixEntries() {
        let labelled = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let unlabelled = CGAffineTransform(1, 2, 3, 4, 5, 6)
        #expect(labelled == unlabelled)
        #expect([labelled.a, labelled.b, labelled.c, labelled.d, labelled.tx, labelled.ty] == [1, 2, 3, 4, 5, 6])
        #expect(!labelled.isIdentity)
    }

    @Test func translationInitialiserMovesPoints() {
        let t = CGAffineTransform(translationX: 10, y: -20)
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 0, 0, 1, 10, -20])
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -18))
    }

    @Test func scaleInitialiserScalesPointsAboutTheOrigin() {
        let t = CGAffineTransform(scaleX: 2, y: -1)
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [2, 0, 0, -1, 0, 0])
        #expect(CGPoint(x: 3, y: 4).applying(t) == CGPoint(x: 6, y: -4))
    }

    @Test func rotationInitialiserUsesCosineSineLayout() {
        let angle: CGFloat = 0.3
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(approx(t, CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)))
        // A quarter turn takes +x to +y (counter-clockwise with y up, clockwise on a y-down screen).
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(approx(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(approx(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    }

    // MARK: Concatenation

    @Test func concatenatingAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        // Translate then scale: (1, 1) → (11, 1) → (22, 3); tx is scaled too.
        let translateThenScale = translate.concatenating(scale)
        #expect(translateThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 3))
        // Scale then translate: (1, 1) → (2, 3) → (12, 3).
        let scaleThenTranslate = scale.concatenating(translate)
        #expect(scaleThenTranslate == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 3))
    }

    @Test func concatenatingRotationAndTranslationDependsOnOrder() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let translate = CGAffineTransform(translationX: 5, y: 0)
        // Rotate then translate: (1, 0) → (0, 1) → (5, 1).
        #expect(approx(CGPoint(x: 1, y: 0).applying(rotate.concatenating(translate)), CGPoint(x: 5, y: 1)))
        // Translate then rotate: (1, 0) → (6, 0) → (0, 6).
        #expect(approx(CGPoint(x: 1, y: 0).applying(translate.concatenating(rotate)), CGPoint(x: 0, y: 6)))
    }

    @Test func concatenatingIsAssociative() {
        let a = CGAffineTransform(a: 1, b: 2, c: -1, d: 0.5, tx: 3, ty: -4)
        let b = CGAffineTransform(rotationAngle: 0.7)
        let c = CGAffineTransform(a: 2, b: 0, c: 0.3, d: 1, tx: -2, ty: 9)
        #expect(approx(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c))))
    }

    @Test func concatenatingWithIdentityChangesNothing() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.concatenating(.identity) == t)
        #expect(CGAffineTransform.identity.concatenating(t) == t)
    }

    // MARK: Prepending helpers

    @Test func translatedByPrependsATranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        let moved = t.translatedBy(x: 5, y: 7)
        #expect(moved == CGAffineTransform(translationX: 5, y: 7).concatenating(t))
        // The translation happens in the scaled space: (1, 1) → (6, 8) → (12, 24).
        #expect(moved == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 12, y: 24))
    }

    @Test func scaledByPrependsAScale() {
        let t = CGAffineTransform(translationX: 10, y: 20)
        let scaled = t.scaledBy(x: 2, y: 3)
        #expect(scaled == CGAffineTransform(scaleX: 2, y: 3).concatenating(t))
        // (1, 1) → (2, 3) → (12, 23): the translation itself is not scaled.
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 12, y: 23))
        #expect(scaled.tx == 10 && scaled.ty == 20)
    }

    @Test func rotatedPrependsARotation() {
        let t = CGAffineTransform(translationX: 10, y: 0)
        let rotated = t.rotated(by: .pi / 2)
        #expect(approx(rotated, CGAffineTransform(rotationAngle: .pi / 2).concatenating(t)))
        // (1, 0) → (0, 1) → (10, 1).
        #expect(approx(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 10, y: 1)))
    }

    @Test func chainedHelpersBuildAsInUIKitCode() {
        // Typical view code: start at identity, move, then rotate and scale about the new origin.
        let t = CGAffineTransform.identity.translatedBy(x: 100, y: 50).rotated(by: .pi).scaledBy(x: 2, y: 2)
        // (1, 0) → scale (2, 0) → rotate π (−2, 0) → translate (98, 50).
        #expect(approx(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 98, y: 50)))
    }

    // MARK: Inversion

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 4)
        // x' = 2x + 10, y' = 4y + 20, so the inverse is x = (x' − 10) / 2, y = (y' − 20) / 4.
        #expect(approx(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5)))
        let general = CGAffineTransform(a: 1, b: 2, c: -1, d: 0.5, tx: 3, ty: -4)
        #expect(approx(general.concatenating(general.inverted()), .identity))
        #expect(approx(general.inverted().concatenating(general), .identity))
        let p = CGPoint(x: 7, y: -3)
        #expect(approx(p.applying(general).applying(general.inverted()), p))
    }

    @Test func invertingARotationRotatesBack() {
        let t = CGAffineTransform(rotationAngle: 0.4)
        #expect(approx(t.inverted(), CGAffineTransform(rotationAngle: -0.4)))
    }

    @Test func invertingASingularMatrixReturnsItUnchanged() {
        let flat = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 3, ty: 4)
        #expect(flat.inverted() == flat)
        let collinear = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
        #expect(collinear.inverted() == collinear)
    }

    // MARK: Applying

    @Test func applyingToASizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 20, height: 60))
        // A quarter turn: width' = a·w + c·h, height' = b·w + d·h (negative components kept).
        let turned = CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(turned, CGSize(width: -20, height: 10)))
    }

    @Test func applyingToARectGivesTheBoundingBoxOfItsCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(
            approx(r.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -20, y: 0, width: 20, height: 10)))
        // A square turned 45° about the origin: its diagonal becomes the box's height.
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        let half = 10 / CGFloat(2).squareRoot()
        #expect(
            approx(
                square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
                CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half)))
        #expect(r.applying(CGAffineTransform(translationX: 5, y: 6)) == CGRect(x: 5, y: 6, width: 10, height: 20))
        #expect(r.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -10, y: 0, width: 10, height: 40))
    }

    @Test func applyingToANegativeSizedRectStandardisesIt() {
        let r = CGRect(x: 10, y: 10, width: -10, height: -5)
        #expect(r.applying(CGAffineTransform(translationX: 1, y: 1)) == CGRect(x: 1, y: 6, width: 10, height: 5))
    }

    @Test func applyingToTheNullRectKeepsItNull() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func descriptionListsTheEntries() {
        let text = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).description
        #expect(text.contains("a: 1") && text.contains("ty: 6"))
    }
}
