import Foundation
import Testing
import UIKitTesting

@testable import UIKit

private let cardDidMove = Notification.Name("CardDidMove")
private let cardDidClose = Notification.Name("CardDidClose")

private final class CardObserver: UIViewController {
    var log: [String] = []
    func cardMoved(_ notification: Notification) { log.append("moved \(notification.userInfo?["y"] ?? "-")") }
    func cardClosed() { log.append("closed") }
    /// An Objective-C-era handler (SideMenu's) takes `NSNotification`.
    func cardMovedLegacy(_ notification: NSNotification) { log.append("legacy \(notification.name.rawValue)") }
}

private final class PlainObserver {
    var count = 0
    func cardMoved() { count += 1 }
}

/// `addObserver(_:selector:name:object:)` with method references.
@MainActor
@Suite(.checksLifetimes) struct NotificationCenterMethodReferenceTests {
    /// Views made outside a window still belong to a world; this one is the test's.
    let device = VirtualDevice()

    @Test func postDeliversToTheMethodBeforeReturning() {
        let center = NotificationCenter()
        let observer = CardObserver()
        center.addObserver(observer, selector: CardObserver.cardMoved, name: cardDidMove, object: nil)
        center.addObserver(observer, selector: CardObserver.cardClosed, name: cardDidClose, object: nil)
        observer.log.append("before")
        center.post(name: cardDidMove, object: nil, userInfo: ["y": 3])
        observer.log.append("between")
        center.post(name: cardDidClose, object: nil)
        #expect(observer.log == ["before", "moved 3", "between", "closed"])
    }

    @Test func aHandlerTakingNSNotificationGetsEachPost() {
        let center = NotificationCenter()
        let observer = CardObserver()
        center.addObserver(observer, selector: CardObserver.cardMovedLegacy, name: cardDidMove, object: nil)
        center.post(name: cardDidMove, object: nil)
        center.post(name: cardDidClose, object: nil)
        #expect(observer.log == ["legacy CardDidMove"])
    }

    @Test func senderFilterLimitsDelivery() {
        let center = NotificationCenter()
        let observer = CardObserver()
        let sender = UIView()
        center.addObserver(observer, selector: CardObserver.cardClosed, name: cardDidClose, object: sender)
        center.post(name: cardDidClose, object: UIView())
        center.post(name: cardDidClose, object: sender)
        #expect(observer.log == ["closed"])
    }

    @Test func removeObserverStopsDeliveryForItsNameOrAll() {
        let center = NotificationCenter()
        let observer = CardObserver()
        center.addObserver(observer, selector: CardObserver.cardMoved, name: cardDidMove, object: nil)
        center.addObserver(observer, selector: CardObserver.cardClosed, name: cardDidClose, object: nil)
        center.removeObserver(observer, name: cardDidMove, object: nil)
        center.post(name: cardDidMove, object: nil)
        center.post(name: cardDidClose, object: nil)
        center.removeObserver(observer)
        center.post(name: cardDidClose, object: nil)
        #expect(observer.log == ["closed"])
    }

    @Test func observersAreHeldWeaklyAndRemovedWhenTheyDeallocate() {
        let center = NotificationCenter()
        weak var weakObserver: CardObserver?
        weak var weakPlain: PlainObserver?
        do {
            let observer = CardObserver()
            let plain = PlainObserver()
            weakObserver = observer
            weakPlain = plain
            center.addObserver(observer, selector: CardObserver.cardMoved, name: cardDidMove, object: nil)
            center.addObserver(plain, selector: PlainObserver.cardMoved, name: cardDidMove, object: nil)
            center.post(name: cardDidMove, object: nil)
            #expect(observer.log == ["moved -"] && plain.count == 1)
        }
        #expect(weakObserver == nil)
        #expect(weakPlain == nil)
        center.post(name: cardDidMove, object: nil)
        center.post(name: cardDidMove, object: nil)
    }
}
