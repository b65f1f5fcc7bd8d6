import UIKit
import UIKitTesting
import XCTest

@testable import CardsStoryboard

/// A storyboard loaded through the IBConnections plugin from a Swift 5 language-mode package:
/// outlets, actions, a push segue, a custom segue and an unwind.
final class StoryboardTests: XCTestCase {
    var device: VirtualDevice!
    var navigation: UINavigationController!

    override func setUp() {
        super.setUp()
        device = VirtualDevice()
        let storyboard = UIStoryboard(name: "Notes", bundle: .module)
        navigation = storyboard.instantiateInitialViewController() as? UINavigationController
        device.window.rootViewController = navigation
        device.runUntilIdle()
    }

    override func tearDown() {
        navigation = nil
        device = nil
        super.tearDown()
    }

    var menu: NotesMenuViewController { navigation.viewControllers[0] as! NotesMenuViewController }

    func testTheStoryboardLoadsWithItsOutletsAndNothingToReport() {
        XCTAssertEqual(menu.headerLabel.text, "Pick a note")
        XCTAssertEqual(menu.badge.layer.cornerRadius, 8)
        XCTAssertEqual(menu.badge.backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(menu.headerLabel.frame.minY, menu.view.safeAreaInsets.top + 20)
        XCTAssertEqual(device.diagnostics, [])
    }

    func testAnActionNamedByItsSelectorReachesTheController() {
        device.buttons["Starred"].tap()
        XCTAssertEqual(menu.events, ["selectionChanged(1)"])
    }

    func testAPushSegueFromAButtonThenAnUnwindBack() {
        device.buttons["Open"].tap()
        device.runUntilIdle()
        let note = navigation.topViewController as? NoteViewController
        XCTAssertEqual(note?.noteLabel.text, "Pushed")
        device.buttons["Star"].tap()
        XCTAssertEqual(note?.starred, true)
        device.buttons["Done"].tap()
        device.runUntilIdle()
        XCTAssertTrue(navigation.topViewController === menu)
        XCTAssertEqual(menu.events, ["unwindToNotes(from: NoteViewController)"])
    }

    func testACustomSegueClassPresentsAndTheUnwindDismisses() {
        device.buttons["Fade"].tap()
        device.runUntilIdle()
        let note = navigation.presentedViewController as? NoteViewController
        XCTAssertEqual(note?.modalTransitionStyle, .crossDissolve)
        XCTAssertEqual(note?.noteLabel.text, "Faded in")
        device.buttons["Done"].tap()
        device.runUntilIdle()
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertEqual(menu.events, ["unwindToNotes(from: NoteViewController)"])
    }
}
