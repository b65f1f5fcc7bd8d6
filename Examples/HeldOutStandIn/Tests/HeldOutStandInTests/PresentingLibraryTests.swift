import DrawerMenu
import PopupPresenter
import SwipeDismissKit
import Testing
import UIKit
import UIKitTesting
import ZoomHero

/// Whether two rectangles agree to within floating-point noise.
private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
}

/// A controller showing one hero square.
private final class HeroController: UIViewController, ZoomHeroTransitioning {
    let hero = UIView()
    let heroFrame: CGRect
    init(heroFrame: CGRect) {
        self.heroFrame = heroFrame
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        hero.frame = heroFrame
        hero.backgroundColor = .red
        view.addSubview(hero)
    }
    func zoomHeroView(for transition: ZoomHeroTransition) -> UIView? { hero }
}

/// The four presenting libraries on a virtual phone (390 × 844, safe area 47 and 34).
@MainActor
@Suite struct PresentingLibraryTests {
    @Test func theDrawerSlidesInOverDimmingAndATapOnTheDimmingClosesIt() {
        let device = VirtualDevice()
        let center = UIViewController()
        let menu = UIViewController()
        let drawer = DrawerMenuController(center: center, menu: menu)
        device.window.rootViewController = drawer
        device.runUntilIdle()
        #expect(menu.view.convert(menu.view.bounds, to: nil).minX == -304)
        drawer.openMenu(animated: true)
        device.runUntilIdle()
        #expect(drawer.isOpen && menu.view.convert(menu.view.bounds, to: nil).minX == 0)
        #expect(abs(center.view.transform.tx - 45.6) < 1e-9)
        device.tap(at: CGPoint(x: 370, y: 400))
        device.runUntilIdle()
        #expect(!drawer.isOpen && center.view.transform == .identity)
    }

    @Test func theHeroFliesAsASnapshotWhileBothHeroesHide() {
        let device = VirtualDevice()
        let list = HeroController(heroFrame: CGRect(x: 20, y: 200, width: 100, height: 100))
        device.window.rootViewController = list
        device.runUntilIdle()
        let detail = HeroController(heroFrame: CGRect(x: 0, y: 100, width: 390, height: 390))
        list.presentWithZoom(detail)
        device.advance(by: 0.2)
        #expect(list.hero.isHidden && detail.hero.isHidden)
        device.runUntilIdle()
        #expect(list.presentedViewController === detail)
        #expect(!list.hero.isHidden && !detail.hero.isHidden && detail.view.alpha == 1)
        #expect(detail.hero.convert(detail.hero.bounds, to: nil) == CGRect(x: 0, y: 100, width: 390, height: 390))
    }

    @Test func thePopupIsCentredInTheSafeAreaAndATapOutsideDismissesIt() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        device.runUntilIdle()
        let popup = UIViewController()
        popup.preferredContentSize = CGSize(width: 300, height: 200)
        home.presentPopup(popup)
        device.runUntilIdle()
        #expect(home.presentedViewController === popup)
        #expect(popup.view.frame == CGRect(x: 32, y: 328, width: 326, height: 201))
        #expect(popup.view.layer.cornerRadius == 14)
        device.tap(at: CGPoint(x: 195, y: 120))
        device.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test func theCardSheetScalesTheBackdropAndAPullDownDismissesIt() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        device.runUntilIdle()
        let card = UIViewController()
        card.view.backgroundColor = .white
        home.presentCardSheet(card)
        device.runUntilIdle()
        #expect(near(card.view.frame, CGRect(x: 0, y: 69, width: 390, height: 775)))
        #expect(home.view.transform == CGAffineTransform(scaleX: 0.93, y: 0.93))
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.4)
        device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(home.view.transform == .identity)
    }
}
