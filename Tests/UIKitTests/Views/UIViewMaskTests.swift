import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `UIView.mask`: the mask view's layer masks the view's layer.
@MainActor
@Suite(.checksLifetimes) struct UIViewMaskTests {
    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func circleMaskViewShowsTheViewInsideAndWhatIsBelowOutside() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        device.window.backgroundColor = .blue
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        let circle = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 10
        view.mask = circle
        device.window.addSubview(view)
        #expect(view.layer.mask === circle.layer)
        #expect(circle.superview == nil && view.subviews.isEmpty)
        let image = device.screenshot()
        #expect(Self.rgba(image, 20, 20) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 11, 11) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 2, 2) == [0, 0, 255, 255])
        view.mask = nil
        #expect(view.layer.mask == nil)
        #expect(Self.rgba(device.screenshot(), 2, 2) == [255, 0, 0, 255])
    }

    @Test func maskViewFrameAnimatesWithTheView() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        device.window.backgroundColor = .blue
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
        bar.backgroundColor = .black
        view.mask = bar
        device.window.addSubview(view)
        device.advance(by: 0.1)
        UIView.animate(withDuration: 1) { bar.frame.size.width = 40 }
        device.advance(by: 0.5)
        let image = device.screenshot()
        #expect(Self.rgba(image, 15, 20) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 25, 20) == [0, 0, 255, 255])
    }
}
