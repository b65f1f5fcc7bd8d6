import Foundation
import Testing

@testable import CoreGraphics

@Suite struct CGGradientTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func colorsArrayWithoutLocationsSpacesStopsEvenly() throws {
        let gradient = try #require(
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue, red] as CFArray, locations: nil))
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient.stops[1].blue == 1 && gradient.stops[1].red == 0)
    }

    @Test func colorsArrayTakesGivenLocationsInOrder() throws {
        let locations: [CGFloat] = [0.8, 0.2]
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: locations))
        #expect(gradient.stops.map(\.location) == [0.2, 0.8])
        #expect(gradient.stops[0].blue == 1)
    }

    @Test func emptyOrNonColourArrayMakesNoGradient() {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    @Test func componentsAreReadPerColourSpace() throws {
        let rgb: [CGFloat] = [1, 0, 0, 1, 0, 1, 0, 0.5]
        let gradient = try #require(
            CGGradient(colorSpace: .deviceRGB, colorComponents: rgb, locations: [0, 1], count: 2))
        #expect(gradient.stops[1] == CGGradient.Stop(location: 1, red: 0, green: 1, blue: 0, alpha: 0.5))
        let gray: [CGFloat] = [0.25, 1, 0.75, 1]
        let grays = try #require(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: gray, locations: nil, count: 2))
        #expect(grays.stops[0].green == 0.25 && grays.stops[1].location == 1)
        #expect(CGGradient(colorSpace: .deviceRGB, colorComponents: rgb, locations: nil, count: 0) == nil)
    }

    @Test func drawingRecordsTheGradientWithItsShapeAndOptions() throws {
        let ctx = CGContext(size: CGSize(width: 10, height: 10))
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: nil))
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [.drawsAfterEndLocation])
        ctx.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 5, y: 5), startRadius: -1, endCenter: CGPoint(x: 5, y: 5), endRadius: 5,
            options: [])
        guard case .gradient(let g, .linear(let s, let e), let options) = ctx.commands.first,
            case .gradient(_, .radial(_, let r0, _, let r1), _) = ctx.commands.last
        else {
            Issue.record("unexpected commands \(ctx.commands)")
            return
        }
        #expect(g === gradient && s == .zero && e == CGPoint(x: 10, y: 0))
        #expect(options == .drawsAfterEndLocation)
        #expect(r0 == 0 && r1 == 5)
    }
}
