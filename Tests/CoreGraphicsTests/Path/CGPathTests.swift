import Foundation
import Testing

@testable import CoreGraphics

@Suite struct CGPathTests {
    private let rect = CGRect(x: 10, y: 20, width: 100, height: 50)

    @Test func rectPathIsAClosedFourCornerSubpath() {
        let path = CGPath(rect: rect)
        #expect(
            path.elements.map(\.type) == [
                .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
            ])
        #expect(
            path.elements.flatMap(\.points) == [
                CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 20), CGPoint(x: 110, y: 70), CGPoint(x: 10, y: 70),
            ])
        #expect(path.boundingBox == rect)
        #expect(path.boundingBoxOfPath == rect)
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func rectPathTakesATransform() {
        var t = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)
        let path = withUnsafePointer(to: &t) { CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: $0) }
        #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func ellipseBoundingBoxesAreItsRect() {
        let path = CGPath(ellipseIn: rect)
        #expect(path.elements.contains { $0.type == .addCurveToPoint })
        #expect(approx(path.boundingBox, rect))
        #expect(approx(path.boundingBoxOfPath, rect, 1e-6))
        #expect(path.contains(CGPoint(x: rect.midX, y: rect.midY)))
        #expect(path.contains(CGPoint(x: rect.minX + 2, y: rect.midY)))
        // Just inside the rect's corner is outside the ellipse.
        #expect(!path.contains(CGPoint(x: rect.minX + 3, y: rect.minY + 3)))
    }

    @Test func ellipseInANegativeSizedRectIsStillAnEllipse() {
        let path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: -20, height: -10))
        #expect(path.elements.contains { $0.type == .addCurveToPoint })
        #expect(approx(path.boundingBoxOfPath, CGRect(x: 0, y: 10, width: 20, height: 10), 1e-6))
    }

    @Test func circleOnAPointOnItsRimIsCurved() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let r = 50 / CGFloat(2).squareRoot()
        // The point at 45° sits on the circle: just inside is contained, just outside is not.
        #expect(path.contains(CGPoint(x: 50 + r - 1, y: 50 + r - 1)))
        #expect(!path.contains(CGPoint(x: 50 + r + 1, y: 50 + r + 1)))
    }

    @Test func roundedRectBoundingBoxIsItsRectAndCornersAreCut() {
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10)
        #expect(approx(path.boundingBox, rect))
        #expect(approx(path.boundingBoxOfPath, rect, 1e-6))
        #expect(!path.contains(CGPoint(x: rect.minX + 1, y: rect.minY + 1)))
        #expect(path.contains(CGPoint(x: rect.minX + 1, y: rect.midY)))
        #expect(path.contains(CGPoint(x: rect.midX, y: rect.minY + 1)))
        #expect(path.contains(CGPoint(x: rect.minX + 5, y: rect.minY + 5)))
    }

    @Test func roundedRectWithZeroCornersIsARect() {
        let path = CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0)
        #expect(path == CGPath(rect: rect))
    }

    @Test func containsFollowsTheWindingRule() {
        // Two squares drawn in the same direction: the inner one winds twice.
        let same = CGMutablePath()
        same.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        same.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50), outside = CGPoint(x: 150, y: 50)
        #expect(same.contains(centre, using: .winding))
        #expect(!same.contains(centre, using: .evenOdd))
        #expect(same.contains(ring, using: .winding) && same.contains(ring, using: .evenOdd))
        #expect(!same.contains(outside, using: .winding) && !same.contains(outside, using: .evenOdd))
    }

    @Test func oppositeDirectionSubpathsCutAHoleUnderBothRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addLines(between: [
            CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25),
        ])
        path.closeSubpath()
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .winding))
    }

    @Test func containsDefaultsToWinding() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func containsAppliesTheTransformToThePath() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.contains(CGPoint(x: 105, y: 5), transform: t))
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: t))
    }

    @Test func boundingBoxIncludesControlPointsButPathBoxDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The curve's highest point is half way to the control point.
        #expect(approx(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), 1e-6))
    }

    @Test func emptyPathHasNullBoxesAndZeroCurrentPoint() {
        let path = CGPath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull && path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        #expect(!path.contains(.zero))
    }

    @Test func currentPointReturnsToTheSubpathStartAfterClosing() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func copyUsingATransformMovesEveryPoint() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        var t = CGAffineTransform(scaleX: 3, y: 1)
        let copy = withUnsafePointer(to: &t) { path.copy(using: $0) }
        #expect(copy?.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(path.copy() == path)
    }

    @Test func mutableCopyIsIndependent() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = path.mutableCopy()!
        copy.addLine(to: CGPoint(x: 50, y: 50))
        #expect(path.elements.count == 5)
        #expect(copy.elements.count == 6)
    }

    @Test func applyWithBlockVisitsElementsInOrder() {
        var types: [CGPathElementType] = []
        CGPath(rect: rect).applyWithBlock { types.append($0.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    }
}
