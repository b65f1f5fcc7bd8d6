import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct FilmstripTests {
    /// A 40-point screen, white, covered by a black view that tests fade out.
    private func blackSquareOnWhite() -> (VirtualDevice, UIView) {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        device.window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        device.window.addSubview(v)
        device.advance(by: 0)
        return (device, v)
    }

    @Test func recordCapturesAFrameAtEachStepIncludingTheFirst() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        var strip = Filmstrip()
        strip.record(device, duration: 0.5, fps: 10)
        #expect(strip.frames.count == 6)
        #expect(strip.times.count == 6)
        #expect(strip.times.first == 0)
        #expect(abs(strip.times.last! - 0.5) < 1e-9)
        #expect(abs(device.now - 0.5) < 1e-9)
        #expect(strip.frames.allSatisfy { $0.width == 40 && $0.height == 40 })
    }

    @Test func framesShowTheAnimationProgress() {
        let (device, v) = blackSquareOnWhite()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
        var strip = Filmstrip()
        strip.record(device, duration: 1, fps: 4)
        let greys = strip.frames.map { Int($0.pixel(x: 20, y: 20).r) }
        #expect(greys.count == 5)
        #expect(zip(greys, greys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(greys.first! <= 2 && greys.last! >= 253)
    }

    /// Work that advances the clock itself (a synthesized gesture) is filmed while it runs.
    @Test func recordDuringCapturesFramesOfWorkThatMovesTheClock() {
        let (device, v) = blackSquareOnWhite()
        var strip = Filmstrip()
        strip.record(device, fps: 10) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
            device.advance(by: 1)
        }
        #expect(strip.frames.count == 10)
        let greys = strip.frames.map { Int($0.pixel(x: 20, y: 20).r) }
        #expect(zip(greys, greys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(strip.times, strip.times.dropFirst()).allSatisfy { abs($1 - $0 - 0.1) < 0.02 })
        // Nothing is captured once the work is over.
        device.advance(by: 1)
        #expect(strip.frames.count == 10)
    }

    @Test func contactSheetLaysFramesOutInAGrid() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        var strip = Filmstrip()
        strip.record(device, duration: 0.5, fps: 10)
        let sheet = strip.contactSheet(columns: 3, thumbnailScale: 0.25, spacing: 4)
        #expect(sheet.width == 3 * 10 + 4 * 4)
        #expect(sheet.height == 2 * 10 + 3 * 4)
    }

    @Test func apngDataIsAnAnimatedPNG() {
        let device = VirtualDevice(size: CGSize(width: 8, height: 8))
        var strip = Filmstrip()
        strip.record(device, duration: 0.2, fps: 10)
        let data = strip.apngData(delay: 0.1)
        #expect(Array(data.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(data.range(of: Data("acTL".utf8)) != nil)
        #expect(data.range(of: Data("fcTL".utf8)) != nil)
    }
}
