import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// UIBarButtonItem: its initialisers, what it draws, and its action on a synthesized tap (the
/// target's method with the item as sender, the primary UIAction, nothing when disabled).
@MainActor
@Suite(.checksLifetimes) struct UIBarButtonItemTests {
    final class Target {
        var senders: [UIBarButtonItem] = []
        var plainCalls = 0
        func tapped(_ sender: UIBarButtonItem) { senders.append(sender) }
        func tappedPlain() { plainCalls += 1 }
    }

    /// The right item's centre on screen.
    func rightItemCentre(_ s: BarScene) -> CGPoint {
        let frame = s.nav.navigationBar.content!.rightViews[0].frame
        return CGPoint(x: frame.midX, y: 47 + frame.midY)
    }

    @Test func aTapSendsTheTargetsMethodWithTheItemAsSender() {
        let s = BarScene()
        let target = Target()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Target.tapped)
        s.root.navigationItem.rightBarButtonItem = item
        s.device.runUntilIdle()
        s.device.tap(at: rightItemCentre(s))
        #expect(target.senders.count == 1 && target.senders.first === item)
        #expect(item.target === target)
    }

    @Test func aMethodWithoutASenderIsCalled() {
        let s = BarScene()
        let target = Target()
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: target, action: Target.tappedPlain)
        s.device.runUntilIdle()
        s.device.tap(at: rightItemCentre(s))
        #expect(target.plainCalls == 1)
    }

    @Test func aTargetAndActionSetAfterCreationAreCalledOnTap() {
        let s = BarScene()
        let target = Target()
        // As apps style an item in a theme and wire it where it is used.
        let item = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        item.target = target
        item.setAction(Target.tapped)
        s.root.navigationItem.rightBarButtonItem = item
        s.device.runUntilIdle()
        s.device.tap(at: rightItemCentre(s))
        #expect(target.senders.count == 1 && target.senders.first === item)
        item.setAction(Target.tappedPlain)
        s.device.tap(at: rightItemCentre(s))
        #expect(target.plainCalls == 1 && target.senders.count == 1)
    }

    @Test func thePrimaryActionRunsWithTheItemAsSender() {
        let s = BarScene()
        var senders: [Any?] = []
        let item = UIBarButtonItem(title: "Go", primaryAction: UIAction { action in senders.append(action.sender) })
        s.root.navigationItem.rightBarButtonItem = item
        s.device.runUntilIdle()
        s.device.tap(at: rightItemCentre(s))
        #expect(senders.count == 1 && (senders.first as? UIBarButtonItem) === item)
        // The recorded sender is the item, whose action's handler holds `senders`: break the cycle.
        senders.removeAll()
    }

    @Test func aDisabledItemIgnoresTapsAndIsDrawnGrey() {
        let s = BarScene()
        let target = Target()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Target.tapped)
        item.isEnabled = false
        s.root.navigationItem.rightBarButtonItem = item
        s.device.runUntilIdle()
        s.device.tap(at: rightItemCentre(s))
        #expect(target.senders.isEmpty)
        let rect = CGRect(x: 300, y: 47, width: 90, height: 44)
        let image = s.device.screenshot()
        #expect(image.points(in: rect, where: BarPixels.isTint).isEmpty)
        #expect(image.points(in: rect) { $0.r < 225 && abs(Int($0.r) - Int($0.b)) < 10 }.count > 10)
        // Enabling it again redraws it in the tint and lets it fire.
        item.isEnabled = true
        s.device.runUntilIdle()
        #expect(s.device.screenshot().points(in: rect, where: BarPixels.isTint).count > 10)
        s.device.tap(at: rightItemCentre(s))
        #expect(target.senders.count == 1)
    }

    @Test func aTouchThatLeavesTheItemDoesNotFire() {
        let s = BarScene()
        let target = Target()
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: target, action: Target.tapped)
        s.device.runUntilIdle()
        let start = rightItemCentre(s)
        s.device.pan(from: start, to: CGPoint(x: start.x - 150, y: 400))
        #expect(target.senders.isEmpty)
    }

    @Test func aNilTargetSendsTheActionUpTheResponderChain() {
        final class Nav: UINavigationController {
            var calls = 0
            func compose() { calls += 1 }
        }
        let device = VirtualDevice()
        let root = UIViewController()
        let nav = Nav(rootViewController: root)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .compose, target: nil as Nav?, action: Nav.compose)
        device.window.rootViewController = nav
        device.runUntilIdle()
        let frame = nav.navigationBar.content!.rightViews[0].frame
        device.tap(at: CGPoint(x: frame.midX, y: 47 + frame.midY))
        #expect(nav.calls == 1)
        device.window.rootViewController = nil
        device.runUntilIdle()
    }

    @Test func systemItemsShowUIKitsTitlesOrGlyphsAndDoneIsBold() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.style == .done && done.displayedTitle == "Done" && done.displayedImage == nil)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).displayedTitle == "Cancel")
        #expect(UIBarButtonItem(systemItem: .edit).displayedTitle == "Edit")
        #expect(UIBarButtonItem(systemItem: .save).displayedTitle == "Save")
        let add = UIBarButtonItem(systemItem: .add)
        #expect(add.displayedTitle == nil && add.displayedImage != nil && add.style == .plain)
        #expect(UIBarButtonItem.flexibleSpace().isSpace && UIBarButtonItem.fixedSpace(20).width == 20)
        let doneView = BarButtonItemView(item: done)
        #expect(doneView.titleLabel.font.weight == .bold)
        let plain = BarButtonItemView(item: UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil))
        #expect(plain.titleLabel.font.weight == .regular && plain.titleLabel.font.pointSize == 17)
        let addView = BarButtonItemView(item: add)
        #expect(addView.imageView.superview === addView && addView.titleLabel.superview == nil)
    }

    @Test func systemItemsAreReadByTheirActionsNameNotTheirGlyphs() {
        func label(_ item: UIBarButtonItem) -> String? { BarButtonItemView(item: item).accessibilityLabel }
        #expect(label(UIBarButtonItem(systemItem: .add)) == "Add")
        #expect(label(UIBarButtonItem(systemItem: .search)) == "Search")
        #expect(label(UIBarButtonItem(systemItem: .refresh)) == "Refresh")
        #expect(label(UIBarButtonItem(systemItem: .action)) == "Share")
        #expect(label(UIBarButtonItem(systemItem: .trash)) == "Delete")
        #expect(label(UIBarButtonItem(systemItem: .done)) == "Done")
        // The app's title and label still come first.
        let titled = UIBarButtonItem(systemItem: .add)
        titled.title = "New"
        #expect(label(titled) == "New")
        titled.accessibilityLabel = "New post"
        #expect(label(titled) == "New post")
    }

    @Test func aPrimaryActionGivesItsTitleOrImage() {
        let titled = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in })
        #expect(titled.displayedTitle == "Share")
        let image = UIImage(systemName: "star.fill")
        let pictured = UIBarButtonItem(primaryAction: UIAction(title: "Fav", image: image) { _ in })
        #expect(pictured.displayedImage === image && pictured.displayedTitle == nil)
        let menu = UIMenu(title: "More", children: [UIAction(title: "One") { _ in }])
        #expect(UIBarButtonItem(title: "More", menu: menu).menu?.children.count == 1)
    }

    @Test func anImageItemDrawsItsImageTintedInA24PointSlot() throws {
        let s = BarScene()
        let target = Target()
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "star.fill"), style: .plain, target: target, action: Target.tapped)
        s.device.runUntilIdle()
        let view = try #require(s.nav.navigationBar.content?.rightViews.first)
        #expect(view.frame == CGRect(x: 350, y: 0, width: 24, height: 44))
        let image = s.device.screenshot()
        #expect(image.points(in: CGRect(x: 350, y: 57, width: 24, height: 24), where: BarPixels.isTint).count > 40)
        #expect(image.points(in: CGRect(x: 300, y: 47, width: 48, height: 44), where: BarPixels.isTint).isEmpty)
        s.device.tap(at: CGPoint(x: 362, y: 69))
        #expect(target.senders.count == 1)
    }

    @Test func aCustomViewIsShownInTheBar() {
        let s = BarScene()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        custom.backgroundColor = .red
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
        s.device.runUntilIdle()
        #expect(custom.window != nil)
        #expect(custom.convert(custom.bounds, to: nil) == CGRect(x: 344, y: 54, width: 30, height: 30))
        #expect(BarPixels.isRed(s.device.screenshot().pixel(x: 359, y: 69)))
    }

    @Test func anItemWidthSetsItsSlot() {
        let s = BarScene()
        let item = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        item.width = 60
        s.root.navigationItem.rightBarButtonItem = item
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.content?.rightViews.first?.frame == CGRect(x: 314, y: 0, width: 60, height: 44))
    }

    @Test func theItemHoldsItsTargetWeakly() {
        weak var weakTarget: Target?
        let item: UIBarButtonItem
        do {
            let target = Target()
            weakTarget = target
            item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Target.tapped)
        }
        #expect(weakTarget == nil && item.target == nil)
        item.sendAction(from: nil)
    }
}
