import Foundation
import Testing

@testable import CoreGraphics

@Suite struct CGMutablePathTests {
    private let center = CGPoint(x: 50, y: 50)

    /// Every flattened point of `path` (curves sampled) lies at `radius` from `center`.
    private func allOnCircle(_ path: CGPath, skipFirst: Int = 0) -> Bool {
        path.flattened(tolerance: 0.1).flatMap { $0 }.dropFirst(skipFirst).allSatisfy {
            abs(hypot($0.x - center.x, $0.y - center.y) - 10) < 0.01
        }
    }

    @Test func linesAndCurvesAreRecordedWithEndPointsLast() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 22, y: 5), control2: CGPoint(x: 28, y: 5))
        path.closeSubpath()
        #expect(
            path.elements == [
                CGPathElement(type: .moveToPoint, points: [CGPoint(x: 0, y: 0)]),
                CGPathElement(type: .addLineToPoint, points: [CGPoint(x: 10, y: 0)]),
                CGPathElement(type: .addQuadCurveToPoint, points: [CGPoint(x: 15, y: 5), CGPoint(x: 20, y: 0)]),
                CGPathElement(
                    type: .addCurveToPoint, points: [CGPoint(x: 22, y: 5), CGPoint(x: 28, y: 5), CGPoint(x: 30, y: 0)]),
                CGPathElement(type: .closeSubpath, points: []),
            ])
    }

    @Test func transformsApplyToEveryPointAdded() {
        let path = CGMutablePath()
        let t = CGAffineTransform(translationX: 100, y: 0)
        path.move(to: .zero, transform: t)
        path.addLine(to: CGPoint(x: 1, y: 1), transform: t)
        path.addCurve(to: CGPoint(x: 2, y: 2), control1: .zero, control2: .zero, transform: t)
        #expect(path.elements.flatMap(\.points).allSatisfy { $0.x >= 100 })
    }

    @Test func addLinesStartsANewSubpathAtTheFirstPoint() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2), CGPoint(x: 3, y: 1)])
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        path.addLines(between: [])
        #expect(path.elements.count == 3)
    }

    @Test func addRectsAddsOneClosedSubpathEach() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(path.elements.filter { $0.type == .closeSubpath }.count == 2)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test func roundedRectClampsCornersToHalfTheSides() {
        let clamped = CGMutablePath()
        clamped.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50)
        let capsule = CGMutablePath()
        capsule.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 10, cornerHeight: 5)
        #expect(clamped == capsule)
    }

    @Test func counterClockwiseArcEndsAtTheEndAngle() {
        // `clockwise: false` increases the angle (in y-down UIKit space that looks clockwise).
        let path = CGMutablePath()
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements.first?.type == .moveToPoint)
        #expect(approx(path.elements.first!.points[0], CGPoint(x: 60, y: 50)))
        #expect(approx(path.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(approx(path.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 10, height: 10), 1e-6))
        #expect(allOnCircle(path))
    }

    @Test func clockwiseArcGoesTheOtherWayRound() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(approx(path.elements.first!.points[0], CGPoint(x: 60, y: 50)))
        #expect(approx(path.currentPoint, CGPoint(x: 50, y: 60)))
        // Three quarters of the circle, passing through angles −π/2, −π and −3π/2.
        #expect(approx(path.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20), 1e-6))
        #expect(allOnCircle(path))
    }

    @Test func arcWithDecreasingAnglesCounterClockwiseWrapsForward() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: 10, startAngle: .pi / 2, endAngle: 0, clockwise: false)
        #expect(approx(path.elements.first!.points[0], CGPoint(x: 50, y: 60)))
        #expect(approx(path.currentPoint, CGPoint(x: 60, y: 50)))
        #expect(approx(path.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20), 1e-6))
    }

    @Test func fullTurnArcIsACircle() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(approx(path.currentPoint, CGPoint(x: 60, y: 50), 1e-9))
        #expect(approx(path.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20), 1e-6))
        #expect(allOnCircle(path))
    }

    @Test func arcAfterAPointConnectsWithALine() {
        let path = CGMutablePath()
        path.move(to: center)
        path.addArc(center: center, radius: 10, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        #expect(path.elements[1].type == .addLineToPoint)
        #expect(approx(path.elements[1].points[0], CGPoint(x: 40, y: 50)))
        #expect(approx(path.currentPoint, CGPoint(x: 50, y: 40)))
        // A pie slice: the sector's centre is inside.
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 46, y: 46)))
        #expect(!path.contains(CGPoint(x: 54, y: 54)))
    }

    @Test func addPathAppendsTransformedElements() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addPath(
            CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(scaleX: 10, y: 10))
        #expect(path.elements.count == 6)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
