import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Snapshots of views: `snapshotView`, `resizableSnapshotView`, `drawHierarchy`.
@MainActor
@Suite(.checksLifetimes) struct UIViewSnapshottingTests {
    /// A view that fills itself with `colour` in `draw(_:)`.
    final class Swatch: UIView {
        var colour = UIColor.red
        override func draw(_ rect: CGRect) {
            colour.setFill()
            UIGraphicsGetCurrentContext()?.fill(bounds)
        }
    }

    static func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image?.pixel(x: x, y: y) else { return [] }
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    static func bitmap(_ view: UIView?) -> CGImage? { view?.layer.contents as? CGImage }

    /// A red 20 × 20 view at (10, 10) with a blue right half, on a 2× device.
    static func scene() -> (VirtualDevice, UIView) {
        let device = VirtualDevice(size: CGSize(width: 60, height: 60), scale: 2)
        device.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 20))
        half.backgroundColor = .blue
        view.addSubview(half)
        device.window.addSubview(view)
        device.advance(by: 0.02)
        return (device, view)
    }

    @Test func snapshotShowsTheViewsPixelsAtTheScreenScale() throws {
        let (device, view) = Self.scene()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = Self.bitmap(snapshot)
        #expect(image?.width == 40 && image?.height == 40)
        #expect(Self.rgba(image, 5, 20) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 35, 20) == [0, 0, 255, 255])
        // On screen the snapshot looks like the view.
        snapshot.frame.origin = CGPoint(x: 30, y: 30)
        device.window.addSubview(snapshot)
        let screen = device.screenshot()
        #expect(Self.rgba(screen, 64, 80) == [255, 0, 0, 255])
        #expect(Self.rgba(screen, 96, 80) == [0, 0, 255, 255])
    }

    @Test func snapshotDoesNotFollowLaterChanges() throws {
        let (device, view) = Self.scene()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        view.backgroundColor = .green
        view.subviews[0].removeFromSuperview()
        device.advance(by: 0.02)
        #expect(Self.rgba(Self.bitmap(snapshot), 5, 20) == [255, 0, 0, 255])
        #expect(Self.rgba(Self.bitmap(snapshot), 35, 20) == [0, 0, 255, 255])
    }

    @Test func afterScreenUpdatesDrawsPendingChangesFirst() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        device.window.addSubview(swatch)
        device.advance(by: 0.02)
        swatch.colour = .blue
        swatch.setNeedsDisplay()
        let before = Self.bitmap(swatch.snapshotView(afterScreenUpdates: false))
        #expect(Self.rgba(before, 5, 5) == [255, 0, 0, 255])
        let after = Self.bitmap(swatch.snapshotView(afterScreenUpdates: true))
        #expect(Self.rgba(after, 5, 5) == [0, 0, 255, 255])
    }

    @Test func afterScreenUpdatesLaysOutFirst() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        let dot = UIView()
        dot.backgroundColor = .red
        dot.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dot.topAnchor.constraint(equalTo: view.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        device.window.addSubview(view)
        #expect(Self.rgba(Self.bitmap(view.snapshotView(afterScreenUpdates: false)), 5, 5) == [255, 255, 255, 255])
        #expect(Self.rgba(Self.bitmap(view.snapshotView(afterScreenUpdates: true)), 5, 5) == [255, 0, 0, 255])
    }

    @Test func resizableSnapshotShowsTheChosenPart() throws {
        let (device, view) = Self.scene()
        defer { withExtendedLifetime(device) {} }
        let snapshot = try #require(
            view.resizableSnapshotView(
                from: CGRect(x: 5, y: 0, width: 10, height: 20), afterScreenUpdates: false, withCapInsets: .zero))
        #expect(snapshot.frame.size == CGSize(width: 10, height: 20))
        let image = Self.bitmap(snapshot)
        #expect(image?.width == 20 && image?.height == 40)
        #expect(Self.rgba(image, 2, 10) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 18, 10) == [0, 0, 255, 255])
    }

    @Test func drawHierarchyDrawsIntoAnImageRenderer() {
        let (device, view) = Self.scene()
        defer { withExtendedLifetime(device) {} }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        let p = image.cgImage!
        #expect(Self.rgba(p, 5, 10) == [255, 0, 0, 255])
        #expect(Self.rgba(p, 35, 10) == [0, 0, 255, 255])
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
    }

    @Test func snapshotOfAnEmptyViewIsEmpty() throws {
        _ = VirtualDevice()
        let snapshot = try #require(UIView().snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == .zero && snapshot.layer.contents == nil)
    }
}
