import UIKit
import UIKitTesting
import XCTest

@testable import CardsApp

/// XCTest in Swift 5 mode, with no actor annotations, as most UIKit test suites are written.
final class CardsAppTests: XCTestCase {
    var device: VirtualDevice!
    var appDelegate: AppDelegate!

    override func setUp() {
        super.setUp()
        appDelegate = AppDelegate()
        device = VirtualDevice(launching: appDelegate, sceneDelegate: SceneDelegate.init)
    }

    override func tearDown() {
        device = nil
        appDelegate = nil
        super.tearDown()
    }

    var navigationController: UINavigationController {
        return device.window.rootViewController as! UINavigationController
    }

    var deck: DeckViewController {
        return navigationController.viewControllers.first as! DeckViewController
    }

    func testLaunchConnectsTheSceneWithANavigationController() {
        XCTAssertTrue(appDelegate.launched)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        let sceneDelegate = device.window.windowScene?.delegate as? SceneDelegate
        XCTAssertEqual(sceneDelegate?.becameActiveCount, 1)
        XCTAssertTrue(deck.isViewLoaded)
        XCTAssertEqual(deck.title, "Deck")
        XCTAssertEqual(deck.appearances, 1)
        XCTAssertTrue(deck.visited.isEmpty)
    }

    func testOpenButtonSitsOnItsConstraints() {
        XCTAssertTrue(device.runUntilIdle())
        let button = deck.openButton
        let frame = button.convert(button.bounds, to: device.window)
        XCTAssertEqual(frame.midX, device.window.bounds.midX, accuracy: 0.5)
        XCTAssertEqual(frame.maxY, device.window.bounds.maxY - deck.view.safeAreaInsets.bottom - 20, accuracy: 0.5)
        XCTAssertGreaterThanOrEqual(frame.width, 120)
    }

    func testCardSlidesUpIntoTheLowerHalfAndCloses() {
        deck.openButton.sendActions(for: .touchUpInside)
        device.advance(by: 0.1)
        let card = deck.cards[0]
        XCTAssertTrue(deck.presentedViewController === card)
        XCTAssertGreaterThan(card.view.layer.presentation()!.frame.minY, 422)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertTrue(card.presentingViewController === navigationController)
        XCTAssertTrue(deck.visited.contains(card))

        card.closeButton.sendActions(for: .touchUpInside)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertNil(deck.presentedViewController)
        XCTAssertNil(card.view.window)
    }

    func testControllersAreFoundInTheNavigationStack() {
        let card = deck.cards[1]
        deck.showDetail(of: card)
        XCTAssertTrue(device.runUntilIdle())
        let detail = navigationController.topViewController as! CardDetailViewController
        XCTAssertTrue(navigationController.viewControllers.contains(detail))
        XCTAssertEqual(navigationController.viewControllers.firstIndex(of: detail), 1)
        let byController: [UIViewController: String] = [detail: detail.title ?? ""]
        XCTAssertEqual(byController[detail], "Card 2")
    }

    func testGoingToBackgroundClosesTheCard() {
        deck.openTapped()
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertNotNil(deck.presentedViewController)
        device.sendToBackground()
        XCTAssertEqual(UIApplication.shared.applicationState, .background)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertNil(deck.presentedViewController)

        device.bringToForeground()
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        let sceneDelegate = device.window.windowScene?.delegate as? SceneDelegate
        XCTAssertEqual(sceneDelegate?.becameActiveCount, 2)
    }

    func testRotationReachesTheControllerAlongsideTheTransition() {
        device.rotate(to: .landscapeLeft)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertEqual(deck.sizeChanges, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(device.window.windowScene?.interfaceOrientation, .landscapeRight)
        device.rotate(to: .portraitUpsideDown)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertEqual(deck.sizeChanges.count, 1, "upside down is not supported on iPhone")
        XCTAssertEqual(UIDevice.current.orientation, .portraitUpsideDown)
    }

    func testHelpersTouchViewsFromOrdinaryCode() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        CardStyler().decorate(view, elevation: 3)
        roundCorners(of: view, radius: 8)
        XCTAssertEqual(view.layer.shadowRadius, 12)
        XCTAssertEqual(view.layer.cornerRadius, 8)
        XCTAssertTrue(view.layer.masksToBounds)
        let views: Set<UIView> = [view, view]
        XCTAssertEqual(views.count, 1)
        XCTAssertTrue(view.description.hasPrefix("<UIView: 0x"))
    }

    func testNothingOutlivesTheDevice() {
        weak var weakDeck: DeckViewController?
        weak var weakWindow: UIWindow?
        weak var weakCard: CardViewController?
        do {
            weakDeck = deck
            weakWindow = device.window
            deck.openTapped()
            device.runUntilIdle()
            weakCard = deck.cards[0]
        }
        device = nil
        appDelegate = nil
        XCTAssertNil(weakDeck)
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakCard)
    }

    func testTheCardListPushesTheTappedCard() {
        let list = CardListViewController(style: .insetGrouped)
        navigationController.pushViewController(list, animated: false)
        device.runUntilIdle()
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
        let row = list.tableView.rect(forRow: IndexPath(row: 1, section: 0))
        device.tap(at: list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
        device.runUntilIdle()
        XCTAssertTrue(navigationController.topViewController is CardViewController)
        navigationController.popViewController(animated: true)
        device.runUntilIdle()
        XCTAssertNil(list.tableView.indexPathForSelectedRow)
    }
}
