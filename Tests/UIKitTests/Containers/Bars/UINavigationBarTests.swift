import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// UINavigationBar as a navigation controller's bar: what it draws for the top item (pixels),
/// where the items sit, the back button, appearances, large titles, and a standalone bar.
@MainActor
@Suite(.checksLifetimes) struct UINavigationBarTests {
    @Test func theTitleIsDrawnBoldAndCentredInTheBar() {
        let s = BarScene(rootTitle: "Inbox")
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        let title = s.nav.navigationBar.content?.titleLabel
        #expect(title?.text == "Inbox")
        #expect(title?.font.pointSize == 17 && title?.font.weight == .bold)
        let dark = s.device.screenshot().points(
            in: CGRect(x: 0, y: 47, width: 390, height: 44), where: BarPixels.isDark)
        #expect(dark.count > 30)
        let xs = dark.map(\.x)
        let centre = (xs.min()! + xs.max()!) / 2
        #expect(abs(centre - 195) <= 3)
        #expect(xs.min()! > 150 && xs.max()! < 240)
        #expect(dark.allSatisfy { $0.y > 55 && $0.y < 83 })
    }

    @Test func theBackButtonShowsAChevronAndThePreviousTitleAndPops() throws {
        let s = BarScene(rootTitle: "Inbox")
        let detail = BarScene.page("Message")
        s.push(detail)
        let back = try #require(s.nav.navigationBar.content?.backButton)
        #expect(back.titleLabel.text == "Inbox")
        #expect(back.frame.minX == 8 && back.frame.height == 44)
        let image = s.device.screenshot()
        // The chevron: tinted ink in the first 32 points; the back title right of it.
        let chevron = image.points(in: CGRect(x: 0, y: 47, width: 32, height: 44), where: BarPixels.isTint)
        #expect(chevron.count > 15)
        let label = image.points(in: CGRect(x: 32, y: 47, width: 70, height: 44), where: BarPixels.isTint)
        #expect(label.count > 30)
        // The title is the top item's, centred; no tinted ink on the right.
        #expect(s.nav.navigationBar.content?.titleLabel.text == "Message")
        #expect(image.points(in: CGRect(x: 300, y: 47, width: 90, height: 44), where: BarPixels.isTint).isEmpty)
        s.device.tap(at: CGPoint(x: 40, y: 69))
        s.device.runUntilIdle()
        #expect(s.nav.topViewController === s.root)
        #expect(s.contents.count == 1 && s.nav.navigationBar.content?.backButton == nil)
    }

    @Test func rightAndLeftItemsSitAtTheMarginsAndAreTinted() throws {
        let s = BarScene()
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        s.root.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Sort", style: .plain, target: nil, action: nil)
        s.device.runUntilIdle()
        let content = try #require(s.nav.navigationBar.content)
        let right = try #require(content.rightViews.first)
        let left = try #require(content.leftViews.first)
        #expect(right.frame.maxX == 390 - 16 && left.frame.minX == 16)
        #expect(right.frame.height == 44 && left.frame.minY == 0)
        let image = s.device.screenshot()
        let rightInk = image.points(in: CGRect(x: 300, y: 47, width: 90, height: 44), where: BarPixels.isTint)
        #expect(rightInk.count > 20)
        #expect(rightInk.allSatisfy { $0.x >= right.frame.minX - 1 && $0.x <= 374 })
        let leftInk = image.points(in: CGRect(x: 0, y: 47, width: 90, height: 44), where: BarPixels.isTint)
        #expect(leftInk.count > 20 && leftInk.allSatisfy { $0.x >= 15 })
    }

    @Test func aLongTitleMovesClearOfTheItems() throws {
        let s = BarScene(rootTitle: "A rather long title for a small bar")
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Select All", style: .plain, target: nil, action: nil)
        s.device.runUntilIdle()
        let content = try #require(s.nav.navigationBar.content)
        let right = try #require(content.rightViews.first)
        #expect(content.titleLabel.frame.maxX <= right.frame.minX - 8)
        #expect(content.titleLabel.frame.minX >= 16)
    }

    @Test func theAppearanceColoursTheBackgroundUpToTheTopTheTitleAndTheHairline() {
        let s = BarScene { nav, _ in
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .red
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.shadowColor = .black
            nav.navigationBar.standardAppearance = appearance
        }
        let image = s.device.screenshot()
        // The bar's background reaches up behind the status bar.
        #expect(BarPixels.isRed(image.pixel(x: 5, y: 60)))
        #expect(BarPixels.isRed(image.pixel(x: 5, y: 10)))
        #expect(!BarPixels.isRed(image.pixel(x: 5, y: 95)))
        let white = image.points(in: CGRect(x: 150, y: 47, width: 90, height: 44)) { $0.r > 230 && $0.g > 230 }
        #expect(white.count > 20)
        let hairline = image.pixel(x: 100, y: 91)
        #expect(hairline.r < 60 && hairline.g < 60)
    }

    @Test func theTransparentAppearanceShowsTheContentAndBarTintColourWins() {
        let s = BarScene { nav, _ in
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            nav.navigationBar.standardAppearance = appearance
        }
        s.root.view.backgroundColor = .green
        s.device.runUntilIdle()
        #expect(s.device.screenshot().pixel(x: 5, y: 60).g > 200)
        s.nav.navigationBar.barTintColor = .red
        s.device.runUntilIdle()
        #expect(BarPixels.isRed(s.device.screenshot().pixel(x: 5, y: 60)))
    }

    @Test func theBarsTintColourColoursTheItemsAndAnItemsOwnTintWins() throws {
        let s = BarScene()
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        add.tintColor = .green
        s.root.navigationItem.rightBarButtonItems = [edit, add]
        s.nav.navigationBar.tintColor = .red
        s.device.runUntilIdle()
        let content = try #require(s.nav.navigationBar.content)
        #expect(content.rightViews.map(\.item) == [edit, add])
        let editFrame = content.rightViews[0].frame
        let addFrame = content.rightViews[1].frame
        // The first item is outermost.
        #expect(editFrame.maxX == 374 && addFrame.maxX == editFrame.minX - 8)
        let image = s.device.screenshot()
        let editRect = editFrame.offsetBy(dx: 0, dy: 47)
        #expect(image.points(in: editRect, where: BarPixels.isRed).count > 20)
        let addRect = addFrame.offsetBy(dx: 0, dy: 47)
        #expect(image.points(in: addRect) { $0.g > 100 && $0.r < 80 && $0.b < 80 }.count > 10)
    }

    @Test func largeTitlesAddTheLargeTitleRowAndTheSafeAreaFollows() throws {
        let s = BarScene(rootTitle: "Mail") { nav, _ in nav.navigationBar.prefersLargeTitles = true }
        #expect(s.nav.navigationBar.frame.height == 96)
        #expect(approx(s.root.view.safeAreaInsets.top, 47 + 96))
        let content = try #require(s.nav.navigationBar.content)
        #expect(content.largeTitleLabel.text == "Mail" && content.titleLabel.text == nil)
        #expect(content.largeTitleLabel.font.pointSize == 34 && content.largeTitleLabel.font.weight == .bold)
        let dark = s.device.screenshot().points(
            in: CGRect(x: 0, y: 91, width: 390, height: 52), where: BarPixels.isDark)
        #expect(dark.count > 40 && dark.map(\.x).min()! < 30)
        let detail = BarScene.page("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        s.push(detail)
        #expect(s.nav.navigationBar.frame.height == 44)
        #expect(approx(detail.view.safeAreaInsets.top, 47 + 44))
        #expect(s.nav.navigationBar.content?.titleLabel.text == "Detail")
    }

    @Test func inCompactHeightTheRowIs32PointsTitlesAreNotLargeAndItemsStayInTheSafeArea() throws {
        let s = BarScene(rootTitle: "Mail") { nav, _ in nav.navigationBar.prefersLargeTitles = true }
        s.root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        s.nav.isToolbarHidden = false
        s.device.rotate(to: .landscapeLeft)
        s.device.runUntilIdle()
        let safe = s.nav.view.safeAreaInsets
        #expect(safe.right > 0)
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: safe.top, width: 844, height: 32))
        #expect(approx(s.root.view.safeAreaInsets.top, safe.top + 32))
        let content = try #require(s.nav.navigationBar.content)
        #expect(!content.showsLargeTitle && content.titleLabel.text == "Mail")
        #expect(content.rightViews.first?.frame.maxX == 844 - safe.right - 16)
        #expect(content.rightViews.first?.frame.height == 32)
        #expect(s.nav.toolbar.frame.height == 32 + safe.bottom)
        #expect(approx(s.root.view.safeAreaInsets.bottom, safe.bottom + 32))
        s.device.rotate(to: .portrait)
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.frame.height == 96 && s.nav.navigationBar.content?.showsLargeTitle == true)
    }

    @Test func aManagedBarRefusesDirectPushesWithUIKitsMessage() {
        let s = BarScene()
        s.nav.navigationBar.pushItem(UINavigationItem(title: "X"), animated: false)
        #expect(s.nav.navigationBar.items?.count == 1)
        #expect(
            s.device.diagnostics.contains {
                $0.contains(
                    "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.")
            })
    }

    @Test func aStandaloneBarPushesAndPopsItsItemsThroughItsDelegate() throws {
        final class Delegate: UINavigationBarDelegate {
            var log: [String] = []
            var allowPop = true
            func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
                log.append("didPush \(item.title ?? "")")
            }
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                log.append("shouldPop \(item.title ?? "")")
                return allowPop
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
                log.append("didPop \(item.title ?? "")")
            }
        }
        let device = VirtualDevice()
        let host = UIViewController()
        device.window.rootViewController = host
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let delegate = Delegate()
        bar.delegate = delegate
        host.view.addSubview(bar)
        bar.pushItem(UINavigationItem(title: "One"), animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        device.runUntilIdle()
        #expect(bar.topItem?.title == "Two" && bar.backItem?.title == "One")
        #expect(bar.content?.backButton?.titleLabel.text == "One")
        delegate.allowPop = false
        device.tap(at: CGPoint(x: 40, y: 122))
        device.runUntilIdle()
        #expect(bar.items?.count == 2)
        delegate.allowPop = true
        device.tap(at: CGPoint(x: 40, y: 122))
        device.runUntilIdle()
        #expect(bar.items?.map(\.title) == ["One"])
        #expect(delegate.log == ["didPush One", "didPush Two", "shouldPop Two", "shouldPop Two", "didPop Two"])
        device.window.rootViewController = nil
        device.runUntilIdle()
    }
}
