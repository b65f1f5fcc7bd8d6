import CardDeck
import UIKit
import UIKitTesting
import XCTest

/// A card with a text field, recording where the deck moved it.
final class NoteCard: UIViewController, CardDeckPresentationDelegate {
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    var moves: [CGRect] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(field)
    }

    func cardDeck(_ controller: CardDeckPresentationController, didMoveCardTo frame: CGRect) {
        moves.append(frame)
    }
}

/// A presenter that turns with the device.
final class DeckRoot: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return .allButUpsideDown }
}

final class CardDeckTests: XCTestCase {
    var device: VirtualDevice!
    var root: DeckRoot!
    var card: NoteCard!
    var deck: CardDeckTransitioningDelegate!

    override func setUp() {
        super.setUp()
        device = VirtualDevice()
        root = DeckRoot()
        device.window.rootViewController = root
        card = NoteCard()
        deck = CardDeckTransitioningDelegate()
        deck.cardDelegate = card
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = deck
        root.present(card, animated: true, completion: nil)
        XCTAssertTrue(device.runUntilIdle())
    }

    override func tearDown() {
        weak let weakCard = card
        weak let weakPresentation = card?.presentationController
        card = nil
        root = nil
        deck = nil
        device = nil
        XCTAssertNil(weakCard)
        XCTAssertNil(weakPresentation)
        super.tearDown()
    }

    var presentation: CardDeckPresentationController {
        return card.presentationController as! CardDeckPresentationController
    }

    func testTheCardFloatsBelowTheStatusBarOverAShrunkenPresenter() {
        XCTAssertEqual(UIApplication.shared.statusBarFrame, CGRect(x: 0, y: 0, width: 390, height: 47))
        XCTAssertEqual(card.view.frame, CGRect(x: 16, y: 63, width: 358, height: 844 - 34 - 16 - 63))
        XCTAssertEqual(root.view.transform.a, 0.92, accuracy: 0.001)
        XCTAssertEqual(root.view.transform.d, 0.92, accuracy: 0.001)
        XCTAssertEqual(card.view.layer.cornerRadius, 12)
    }

    func testTheCardRisesAboveTheKeyboardAndComesBackDown() {
        let resting = card.view.frame
        XCTAssertTrue(card.field.becomeFirstResponder())
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertTrue(device.isKeyboardShown)
        let keyboardTop = device.keyboardFrame.minY
        XCTAssertEqual(card.view.frame.maxY, keyboardTop - 16)
        XCTAssertEqual(card.view.frame.minY, resting.minY)
        XCTAssertEqual(card.moves.last, card.view.frame)
        device.typeText("Buy milk")
        XCTAssertEqual(card.field.text, "Buy milk")
        XCTAssertTrue(card.field.resignFirstResponder())
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertEqual(card.view.frame, resting)
        XCTAssertEqual(card.moves.count, 2)
    }

    func testRotatingMovesTheCardToTheNewStatusBar() {
        XCTAssertEqual(presentation.statusBarHeight, 47)
        device.rotate(to: .landscapeLeft)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertEqual(presentation.statusBarChanges, 1)
        XCTAssertEqual(UIApplication.shared.statusBarFrame, .zero, "a phone with a notch hides it in landscape")
        XCTAssertEqual(presentation.statusBarHeight, 0)
        XCTAssertEqual(card.view.frame.minY, 16)
        XCTAssertEqual(card.view.frame.minX, 47 + 16)
        device.rotate(to: .portrait)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertEqual(presentation.statusBarChanges, 2)
        XCTAssertEqual(card.view.frame.minY, 63)
    }

    func testDismissingRestoresThePresenter() {
        card.dismiss(animated: true, completion: nil)
        XCTAssertTrue(device.runUntilIdle())
        XCTAssertTrue(root.view.transform.isIdentity)
        XCTAssertNil(root.presentedViewController)
    }
}
