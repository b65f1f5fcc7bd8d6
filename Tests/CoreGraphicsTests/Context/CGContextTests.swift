import Foundation
import Testing

@testable import CoreGraphics

@Suite struct CGContextTests {
    @Test func fillingARectRecordsColourThenFill() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        #expect(ctx.size == CGSize(width: 10, height: 10))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(ctx.commands.count == 2)
        guard case .setFillColor(let c) = ctx.commands[0], case .fill(let path, let rule) = ctx.commands[1] else {
            Issue.record("unexpected commands \(ctx.commands)")
            return
        }
        #expect(c == red)
        #expect(rule == .winding)
        #expect(path == CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test func fillPathConsumesTheCurrentPath() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        #expect(ctx.isPathEmpty)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: 10, y: 0))
        ctx.addLine(to: CGPoint(x: 0, y: 10))
        ctx.closePath()
        #expect(!ctx.isPathEmpty)
        ctx.fillPath(using: .evenOdd)
        #expect(ctx.isPathEmpty)
        guard case .fill(let path, let rule) = ctx.commands.last else {
            Issue.record("no fill recorded")
            return
        }
        #expect(rule == .evenOdd)
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    }

    @Test func strokePathAndStrokeRectRecordStrokes() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.strokePath()
        ctx.stroke(CGRect(x: 0, y: 0, width: 5, height: 5), width: 3)
        #expect(ctx.commands.count == 3)
        guard case .stroke(let ellipse) = ctx.commands[0], case .setLineWidth(let w) = ctx.commands[1],
            case .stroke(let rect) = ctx.commands[2]
        else {
            Issue.record("unexpected commands \(ctx.commands)")
            return
        }
        #expect(ellipse == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)))
        #expect(w == 3)
        #expect(rect.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test func transformsConcatenateBeforeTheCurrentMatrix() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.translateBy(x: 10, y: 0)
        ctx.scaleBy(x: 2, y: 2)
        // User-space (1, 0) is scaled first, then translated: (12, 0).
        #expect(CGPoint(x: 1, y: 0).applying(ctx.ctm) == CGPoint(x: 12, y: 0))
        ctx.rotate(by: .pi / 2)
        #expect(approx(CGPoint(x: 1, y: 0).applying(ctx.ctm), CGPoint(x: 10, y: 2)))
        #expect(ctx.commands.count == 3)
    }

    @Test func restoreGStateBringsBackTheSavedMatrix() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.translateBy(x: 5, y: 5)
        ctx.saveGState()
        ctx.scaleBy(x: 3, y: 3)
        ctx.restoreGState()
        #expect(ctx.ctm == CGAffineTransform(translationX: 5, y: 5))
        guard case .save = ctx.commands[1], case .restore = ctx.commands[3] else {
            Issue.record("unexpected commands \(ctx.commands)")
            return
        }
    }

    @Test func pathPointsKeepTheMatrixTheyWereAddedUnder() {
        let ctx = CGContext(size: CGSize(width: 200, height: 200))
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.translateBy(x: 100, y: 0)
        ctx.scaleBy(x: 2, y: 2)
        ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.fillPath()
        guard case .fill(let path, _) = ctx.commands.last else {
            Issue.record("no fill recorded")
            return
        }
        // Recorded in the user space at fill time; played back through the matrix, the first
        // square stays at the origin and only the second lands at (100, 0).
        let onScreen = path.elements.flatMap(\.points).map { $0.applying(ctx.ctm) }
        #expect(onScreen.map(\.x).min() == 0 && onScreen.map(\.x).max() == 110)
        #expect(onScreen.map(\.y).min() == 0 && onScreen.map(\.y).max() == 10)
        #expect(approx(path.boundingBox, CGRect(x: -50, y: 0, width: 55, height: 5)))
    }

    @Test func restoringTheStateKeepsThePathInPlace() {
        let ctx = CGContext(size: CGSize(width: 200, height: 200))
        ctx.saveGState()
        ctx.translateBy(x: 50, y: 50)
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.restoreGState()
        ctx.strokePath()
        guard case .stroke(let path) = ctx.commands.last else {
            Issue.record("no stroke recorded")
            return
        }
        #expect(approx(path.boundingBox, CGRect(x: 50, y: 50, width: 10, height: 10)))
    }

    @Test func pathWithAnUnchangedMatrixIsRecordedExactly() {
        let ctx = CGContext(size: CGSize(width: 200, height: 200))
        ctx.translateBy(x: 0.1, y: 0.3)
        ctx.rotate(by: 0.7)
        ctx.addRect(CGRect(x: 0.3, y: 0.7, width: 10.1, height: 3.3))
        ctx.fillPath()
        guard case .fill(let path, _) = ctx.commands.last else {
            Issue.record("no fill recorded")
            return
        }
        #expect(path == CGPath(rect: CGRect(x: 0.3, y: 0.7, width: 10.1, height: 3.3)))
    }

    @Test func unbalancedRestoreIsIgnored() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.translateBy(x: 5, y: 5)
        ctx.restoreGState()
        #expect(ctx.ctm == CGAffineTransform(translationX: 5, y: 5))
        #expect(ctx.commands.count == 1)
    }

    @Test func clipsClearsImagesAndStateAreRecordedInOrder() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        let image = CGImage(width: 1, height: 1, rgba: [1, 2, 3, 4])!
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        ctx.clip(using: .evenOdd)
        ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.draw(image, in: CGRect(x: 2, y: 2, width: 4, height: 4))
        ctx.setAlpha(0.5)
        ctx.setStrokeColor(.white)
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.strokeEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.fill([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])
        let kinds = ctx.commands.map { command -> String in
            switch command {
            case .clip(_, let rule): return "clip-\(rule)"
            case .clear: return "clear"
            case .image(let i, let r): return i == image && r.width == 4 ? "image" : "wrong image"
            case .setAlpha(let a): return "alpha-\(a)"
            case .setStrokeColor: return "stroke-colour"
            case .fill: return "fill"
            case .stroke: return "stroke"
            default: return "other"
            }
        }
        #expect(
            kinds == [
                "clip-winding", "clip-evenOdd", "clear", "image", "alpha-0.5", "stroke-colour", "fill", "stroke",
                "fill", "fill",
            ])
    }
}

@Suite struct CGContextPathDrawingTests {
    @Test func addLinesBetweenPointsBuildsOnePolyline() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.addLines(between: [.zero, CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5)])
        ctx.strokePath()
        guard case .stroke(let path) = ctx.commands.last else {
            Issue.record("no stroke recorded")
            return
        }
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
    }

    @Test func drawPathFillsThenStrokesAsTheModeSays() {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.drawPath(using: .eoFillStroke)
        #expect(ctx.isPathEmpty)
        guard ctx.commands.count == 2, case .fill(let filled, .evenOdd) = ctx.commands[0],
            case .stroke(let stroked) = ctx.commands[1]
        else {
            Issue.record("unexpected commands \(ctx.commands)")
            return
        }
        #expect(filled == stroked)
        ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.drawPath(using: .stroke)
        guard case .stroke = ctx.commands.last else {
            Issue.record("no stroke recorded")
            return
        }
        #expect(ctx.commands.count == 3)
    }
}
