import Testing
import UIKit
import UIKitTesting

@MainActor @Test func cardSlidesIn() {
    let device = VirtualDevice()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    device.window.addSubview(card)
    UIView.animate(withDuration: 1) { card.center.x = 300 }
    device.advance(by: 0.5)
    #expect(card.layer.presentation()!.position.x > 50)
}
