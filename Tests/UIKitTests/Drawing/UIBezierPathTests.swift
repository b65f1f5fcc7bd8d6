import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `UIBezierPath`: construction, queries, direction, and drawing inside `draw(_:)`.
@MainActor
@Suite struct UIBezierPathTests {
    /// A view that runs `body` in its `draw(_:)`.
    final class DrawingView: UIView {
        var body: (CGRect) -> Void = { _ in }
        override func draw(_ rect: CGRect) { body(rect) }
    }

    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// Draws `body` into a 40 × 40 white view on a device and returns the screen.
    static func drawn(_ body: @escaping (CGRect) -> Void) -> CGImage {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.body = body
        device.window.addSubview(view)
        return device.screenshot()
    }

    @Test func rectPathIsClosedAndBoundedByTheRectangle() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(path.cgPath.elements.last?.type == .closeSubpath)
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(!path.contains(CGPoint(x: 40, y: 10)))
        #expect(!path.isEmpty && UIBezierPath().isEmpty)
    }

    @Test func ovalContainsItsCentreButNotItsBoxCorner() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func roundedRectCornersAreCutAndRadiusIsClamped() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        #expect(
            path.cgPath.boundingBoxOfPath.insetBy(dx: -0.01, dy: -0.01).contains(
                CGRect(x: 0, y: 0, width: 100, height: 40)))
    }

    @Test func onlyTheChosenCornersAreRounded() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 30, height: 5))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 98, y: 2)))
        #expect(path.contains(CGPoint(x: 2, y: 98)))
        // The width of the radii is used for both directions.
        #expect(!path.contains(CGPoint(x: 97, y: 90)))
    }

    @Test func clockwiseArcTurnsClockwiseOnScreen() {
        // A quarter turn clockwise from 3 o'clock ends at 6 o'clock (y down).
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(approx(path.currentPoint, CGPoint(x: 50, y: 60), 1e-9))
        #expect(path.bounds.maxX <= 60.0001 && path.bounds.minY >= 49.999 && path.bounds.maxY <= 60.0001)
        let other = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(approx(other.currentPoint, CGPoint(x: 50, y: 60), 1e-9))
        #expect(other.bounds.minX < 41 && other.bounds.minY < 41)
    }

    @Test func fullCircleArcEnclosesItsCentre() {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        #expect(!path.contains(CGPoint(x: 20, y: 31)))
    }

    @Test func elementsBuildTheCurrentPointAndBounds() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: 10))
        path.addCurve(
            to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 22, y: -5), controlPoint2: CGPoint(x: 28, y: -5))
        #expect(path.currentPoint == CGPoint(x: 30, y: 0))
        #expect(path.bounds == CGRect(x: 0, y: -5, width: 30, height: 15))
        path.close()
        #expect(path.currentPoint == .zero)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func appendAndApplyTransformMoveEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
        path.apply(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 60, height: 30))
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
    }

    @Test func reversingWalksTheSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(
            reversed.cgPath.elements == [
                CGPathElement(type: .moveToPoint, points: [CGPoint(x: 20, y: 10)]),
                CGPathElement(
                    type: .addCurveToPoint, points: [CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0), CGPoint(x: 10, y: 0)]),
                CGPathElement(type: .addLineToPoint, points: [CGPoint(x: 0, y: 0)]),
            ])
        #expect(reversed.lineWidth == 3)
        #expect(reversed.bounds == path.bounds)
    }

    @Test func evenOddRuleExcludesTheInnerRectangle() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 20, y: 20)))
    }

    @Test func dashPatternReadsBack() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2]
        path.setLineDash(pattern, count: 2, phase: 1)
        var out = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == [4, 2] && count == 2 && phase == 1)
    }

    @Test func fillAndStrokeDrawInTheCurrentContextWithTheSetColours() {
        let image = Self.drawn { _ in
            let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
            path.lineWidth = 4
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            path.fill()
            path.stroke()
        }
        #expect(Self.rgba(image, 20, 20) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 9, 20)[2] > 200 && Self.rgba(image, 9, 20)[0] < 60)
        #expect(Self.rgba(image, 5, 5) == [255, 255, 255, 255])
    }

    @Test func dashedStrokeLeavesGapsAndRoundCapsReachPastTheEnd() {
        let image = Self.drawn { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 5, y: 10))
            path.addLine(to: CGPoint(x: 35, y: 10))
            path.lineWidth = 4
            path.setLineDash([10, 10], count: 2, phase: 0)
            UIColor.black.setStroke()
            path.stroke()
            let capped = UIBezierPath()
            capped.move(to: CGPoint(x: 10, y: 30))
            capped.addLine(to: CGPoint(x: 30, y: 30))
            capped.lineWidth = 6
            capped.lineCapStyle = .round
            capped.stroke()
        }
        #expect(Self.rgba(image, 10, 10) == [0, 0, 0, 255])
        #expect(Self.rgba(image, 20, 10) == [255, 255, 255, 255])
        #expect(Self.rgba(image, 30, 10) == [0, 0, 0, 255])
        #expect(Self.rgba(image, 8, 30) == [0, 0, 0, 255])
        #expect(Self.rgba(image, 6, 30) == [255, 255, 255, 255])
    }
}
