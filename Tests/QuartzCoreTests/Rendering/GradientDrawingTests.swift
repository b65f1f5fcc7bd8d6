import Testing

@testable import QuartzCore

/// `CGContext.drawLinearGradient` and `drawRadialGradient` played back into pixels.
@MainActor
@Suite struct GradientDrawingTests {
    typealias R = RendererTests

    private func render(_ draw: (CGContext, CGGradient) -> Void) throws -> CGImage {
        R.freshLoop()
        let root = R.canvas(100)
        let canvas = R.layer(CGRect(x: 0, y: 0, width: 100, height: 100), R.white)
        let gradient = try #require(
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [R.red, R.blue] as CFArray, locations: nil))
        let ctx = CGContext(size: CGSize(width: 100, height: 100))
        draw(ctx, gradient)
        canvas.drawing = ctx.commands
        root.addSublayer(canvas)
        return R.render(root, 100)
    }

    @Test func linearGradientHasStartMiddleAndEndColours() throws {
        let image = try render { ctx, g in
            ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(R.near(R.rgba(image, 0, 50), [255, 0, 0, 255], 4))
        #expect(R.near(R.rgba(image, 50, 50), [128, 0, 128, 255], 4))
        #expect(R.near(R.rgba(image, 99, 50), [0, 0, 255, 255], 4))
    }

    @Test func linearGradientLeavesBeyondItsEndsUnpaintedWithoutOptions() throws {
        let image = try render { ctx, g in
            ctx.drawLinearGradient(g, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        }
        #expect(R.rgba(image, 10, 50) == [255, 255, 255, 255])
        #expect(R.rgba(image, 90, 50) == [255, 255, 255, 255])
        #expect(R.near(R.rgba(image, 50, 50), [128, 0, 128, 255], 4))
    }

    @Test func drawingOptionsExtendTheEndColoursOneSideAtATime() throws {
        let after = try render { ctx, g in
            ctx.drawLinearGradient(
                g, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: .drawsAfterEndLocation)
        }
        #expect(R.rgba(after, 10, 50) == [255, 255, 255, 255])
        #expect(R.rgba(after, 90, 50) == [0, 0, 255, 255])
        let both = try render { ctx, g in
            ctx.drawLinearGradient(
                g, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(R.rgba(both, 10, 50) == [255, 0, 0, 255])
        #expect(R.rgba(both, 90, 50) == [0, 0, 255, 255])
    }

    @Test func linearGradientFillsOnlyTheClip() throws {
        let image = try render { ctx, g in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
            ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
        }
        #expect(R.near(R.rgba(image, 50, 0), [255, 0, 0, 255], 4))
        #expect(R.near(R.rgba(image, 50, 49), [128, 0, 128, 255], 6))
        #expect(R.rgba(image, 50, 75) == [255, 255, 255, 255])
    }

    @Test func radialGradientRunsFromCentreToEdge() throws {
        let centre = CGPoint(x: 50, y: 50)
        let image = try render { ctx, g in
            ctx.drawRadialGradient(
                g, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 40, options: [])
        }
        #expect(R.near(R.rgba(image, 50, 50), [255, 0, 0, 255], 8))
        #expect(R.near(R.rgba(image, 70, 50), [128, 0, 128, 255], 8))
        #expect(R.near(R.rgba(image, 89, 50), [0, 0, 255, 255], 10))
        #expect(R.rgba(image, 98, 98) == [255, 255, 255, 255])
        let padded = try render { ctx, g in
            ctx.drawRadialGradient(
                g, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 40,
                options: .drawsAfterEndLocation)
        }
        #expect(R.rgba(padded, 98, 98) == [0, 0, 255, 255])
    }
}
