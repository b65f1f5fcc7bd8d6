import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// UIKit Dynamics as a banner library drags a message with the finger and flings it away.
@MainActor
@Suite struct UIDynamicAnimatorTests {
    @Test func anAttachmentCarriesTheItemWithItsAnchor() {
        let device = VirtualDevice()
        let banner = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 80))
        device.window.addSubview(banner)
        let animator = UIDynamicAnimator(referenceView: device.window)
        let grab = CGPoint(x: 160, y: 150)
        let attachment = UIAttachmentBehavior(
            item: banner, offsetFromCenter: UIOffset(horizontal: 10, vertical: 10), attachedToAnchor: grab)
        animator.addBehavior(attachment)
        attachment.anchorPoint = CGPoint(x: 160, y: 250)
        device.advance(by: 0.1)
        #expect(banner.center == CGPoint(x: 150, y: 240))
        #expect(!animator.isRunning)
    }

    @Test func aFlungItemMovesWithItsVelocityAndStopsUnderResistance() {
        let device = VirtualDevice()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        device.window.addSubview(banner)
        let animator = UIDynamicAnimator(referenceView: device.window)
        let item = UIDynamicItemBehavior(items: [banner])
        item.resistance = 2
        var steps = 0
        item.action = { steps += 1 }
        animator.addBehavior(item)
        item.addLinearVelocity(CGPoint(x: 0, y: 500), for: banner)
        device.advance(by: 0.1)
        #expect(banner.center.y > 25 + 35 && banner.center.y < 25 + 50)
        #expect(item.linearVelocity(for: banner).y < 500)
        #expect(steps > 0)
        #expect(device.runUntilIdle())
        #expect(!animator.isRunning)
        #expect(banner.center.y > 200 && banner.center.y < 300)
    }

    @Test func angularVelocityTurnsTheItem() {
        let device = VirtualDevice()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        device.window.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: device.window)
        let item = UIDynamicItemBehavior(items: [card])
        animator.addBehavior(item)
        item.addAngularVelocity(1, for: card)
        device.advance(by: 0.5)
        let angle = atan2(card.transform.b, card.transform.a)
        #expect(abs(angle - 0.5) < 0.05)
        animator.removeAllBehaviors()
        #expect(!animator.isRunning)
    }
}
