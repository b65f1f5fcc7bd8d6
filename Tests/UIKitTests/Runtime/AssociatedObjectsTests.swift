import Foundation
import Testing
import UIKitTesting

@testable import UIKit

nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var titleKey: UInt8 = 0

private final class Badge {}

private final class CopyableBadge: NSObject, NSCopying {
    func copy(with zone: NSZone? = nil) -> Any { CopyableBadge() }
}

/// `objc_setAssociatedObject`/`objc_getAssociatedObject` keyed by a variable's address.
@MainActor
@Suite(.checksLifetimes) struct AssociatedObjectsTests {
    /// Views made outside a window still belong to a world; this one is the test's.
    let device = VirtualDevice()

    @Test func valuesAreStoredPerObjectAndKey() {
        let a = UIView()
        let b = UIView()
        objc_setAssociatedObject(a, &badgeKey, "a badge", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(a, &titleKey, 7, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &badgeKey) as? String == "a badge")
        #expect(objc_getAssociatedObject(a, &titleKey) as? Int == 7)
        #expect(objc_getAssociatedObject(b, &badgeKey) == nil)
        objc_setAssociatedObject(a, &badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &badgeKey) == nil)
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &titleKey) == nil)
    }

    @Test func retainedValuesAreReleasedWithTheirResponderOwner() {
        weak var weakBadge: Badge?
        do {
            let controller = UIViewController()
            let badge = Badge()
            weakBadge = badge
            objc_setAssociatedObject(controller, &badgeKey, badge, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(weakBadge == nil)
    }

    @Test func valuesOfOtherOwnersAreReleasedWhenTheTableNextLooks() {
        weak var weakBadge: Badge?
        do {
            let owner = Badge()
            let badge = Badge()
            weakBadge = badge
            objc_setAssociatedObject(owner, &badgeKey, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, &badgeKey) as? Badge === badge)
        }
        _ = AssociatedObjects.ownerCount
        #expect(weakBadge == nil)
    }

    @Test func replacingAValueReleasesTheOldOne() {
        let view = UIView()
        weak var weakBadge: Badge?
        do {
            let badge = Badge()
            weakBadge = badge
            objc_setAssociatedObject(view, &badgeKey, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(weakBadge != nil)
        objc_setAssociatedObject(view, &badgeKey, Badge(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(weakBadge == nil)
    }

    @Test func assignDoesNotRetainAndReadsNilOnceTheValueIsGone() {
        let view = UIView()
        var badge: Badge? = Badge()
        objc_setAssociatedObject(view, &badgeKey, badge, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &badgeKey) as? Badge === badge)
        badge = nil
        #expect(objc_getAssociatedObject(view, &badgeKey) == nil)
    }

    @Test func copyPoliciesCopyCopyableObjects() {
        let view = UIView()
        let original = CopyableBadge()
        objc_setAssociatedObject(view, &badgeKey, original, .OBJC_ASSOCIATION_COPY)
        let stored = objc_getAssociatedObject(view, &badgeKey) as? CopyableBadge
        #expect(stored != nil && stored !== original)
        objc_setAssociatedObject(view, &titleKey, original, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &titleKey) as? CopyableBadge === original)
    }
}
