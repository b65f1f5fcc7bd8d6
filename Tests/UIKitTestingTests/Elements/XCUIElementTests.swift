import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Elements' state and actions: taps, swipes and typing through synthesized touches and the
/// keyboard, each followed by the device settling in virtual time.
@MainActor
@Suite(.checksLifetimes) struct XCUIElementTests {
    @Test func anElementReportsItsLabelIdentifierFrameAndType() {
        let (device, _, _) = menuScene()
        let open = device.buttons["Open"]
        #expect(open.label == "Open")
        #expect(open.identifier == "open")
        #expect(open.frame == CGRect(x: 20, y: 150, width: 100, height: 44))
        #expect(open.elementType == .button)
        #expect(open.isEnabled)
        #expect(open.isHittable)
        let missing = device.buttons["Nope"]
        #expect(!missing.exists && !missing.isHittable)
        #expect(missing.label == "" && missing.frame == .zero)
    }

    @Test func tappingCloseDismissesThePresentedController() {
        let (device, menu, nav) = menuScene()
        device.buttons["Open"].tap()
        #expect(menu.log == ["open"])
        #expect(nav.presentedViewController is SheetViewController)
        #expect(device.buttons["Close"].isHittable)
        device.buttons["Close"].tap()
        #expect(nav.presentedViewController == nil)
        #expect(!device.buttons["Close"].exists)
        #expect(device.elementQueryFailures.isEmpty)
    }

    @Test func aButtonCoveredByASheetIsNotHittableAndIsNotTapped() {
        let (device, menu, _) = menuScene()
        device.buttons["Open"].tap()
        let open = device.buttons["Open"]
        #expect(open.exists)
        #expect(!open.isHittable)
        open.tap()
        #expect(menu.log == ["open"])
        #expect(device.elementQueryFailures.count == 1)
        #expect(
            device.elementQueryFailures[0].hasPrefix(
                "Failed to tap: Button elements with identifier or label \"Open\" is not hittable"))
    }

    @Test func anOffScreenElementIsNotHittable() {
        let (device, menu, _) = menuScene()
        menu.openButton.frame.origin.x = 500
        #expect(device.buttons["Open"].exists)
        #expect(!device.buttons["Open"].isHittable)
    }

    @Test func tappingAnElementBelowTheFoldScrollsItIntoViewFirst() {
        let (device, menu, _) = menuScene()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 300))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let far = UIButton(type: .system)
        far.setTitle("Far", for: .normal)
        far.frame = CGRect(x: 20, y: 1500, width: 100, height: 44)
        far.addTarget(menu, action: MenuViewController.edit, for: .touchUpInside)
        scroll.addSubview(far)
        menu.view.addSubview(scroll)
        #expect(device.buttons["Far"].exists)
        #expect(!device.buttons["Far"].isHittable)
        device.buttons["Far"].tap()
        #expect(menu.log == ["edit"])
        #expect(abs(scroll.contentOffset.y - (1544 - 300)) < 0.001)
        #expect(device.buttons["Far"].isHittable)
    }

    @Test func aLabelWithoutInteractionIsStillHittable() {
        let (device, _, _) = menuScene()
        #expect(device.staticTexts["Welcome"].isHittable)
    }

    @Test func aFailedQueryListsTheElementsOnScreen() {
        let (device, _, _) = menuScene()
        device.buttons["Close"].tap()
        #expect(device.elementQueryFailures.count == 1)
        let text = device.elementQueryFailures[0]
        #expect(
            text.hasPrefix("Failed to tap: no matches found for Button elements with identifier or label \"Close\"."))
        #expect(text.contains("Elements on screen:"))
        #expect(text.contains("Button, {{20.0, 150.0}, {100.0, 44.0}}, identifier: 'open', label: 'Open'"))
        #expect(text.contains("StaticText, {{20.0, 200.0}, {200.0, 30.0}}, label: 'Welcome'"))
        #expect(text.contains("Switch, {{20.0, 240.0}, "))
        #expect(text.contains("label: 'Wi-Fi', value: 0"))
        #expect(text.contains("NavigationBar, "))
        #expect(text.contains("identifier: 'Menu'"))
        #expect(text.contains("Other, {{100.0, 340.0}, {120.0, 60.0}}, identifier: 'card'"))
        #expect(text.contains("    StaticText, {{110.0, 350.0}, {100.0, 20.0}}, label: 'Caption'"))
    }

    @Test func severalMatchesRefuseAnAction() {
        let (device, menu, _) = menuScene()
        menu.welcome.text = "Open"
        menu.welcome.accessibilityTraits = .button
        device.buttons["Open"].tap()
        #expect(menu.log.isEmpty)
        #expect(device.elementQueryFailures.first?.hasPrefix("Failed to tap: multiple matching elements found") == true)
        device.buttons["Open"].firstMatch.tap()
        #expect(menu.log == ["open"])
    }

    @Test func tappingASwitchFlipsItsValue() {
        let (device, menu, _) = menuScene()
        let wifi = device.switches["Wi-Fi"]
        #expect(wifi.value as? String == "0")
        wifi.tap()
        #expect(menu.wifi.isOn)
        #expect(wifi.value as? String == "1")
    }

    @Test func typingIntoATextFieldFocusesItFirst() {
        let (device, menu, _) = menuScene()
        let field = device.textFields["Name"]
        #expect(field.value as? String == "Name")
        #expect(field.placeholderValue == "Name")
        field.typeText("Ada")
        #expect(menu.name.isFirstResponder)
        #expect(menu.name.text == "Ada")
        #expect(device.textFields.element.value as? String == "Ada")
        device.textFields.element.typeText("!")
        #expect(menu.name.text == "Ada!")
    }

    @Test func tappingASegmentSelectsIt() {
        let (device, menu, _) = menuScene()
        device.segmentedControls.buttons["Week"].tap()
        #expect(menu.mode.selectedSegmentIndex == 1)
        #expect(device.buttons["Week"].isSelected)
    }

    @Test func tappingABarButtonItemSendsItsAction() {
        let (device, menu, _) = menuScene()
        device.navigationBars["Menu"].buttons["Edit"].tap()
        #expect(menu.log == ["edit"])
    }

    @Test func theBackButtonPops() {
        let (device, _, nav) = menuScene()
        let detail = UIViewController()
        detail.title = "Detail"
        nav.pushViewController(detail, animated: true)
        device.runUntilIdle()
        #expect(device.navigationBars["Detail"].exists)
        device.navigationBars["Detail"].buttons["Menu"].tap()
        #expect(nav.viewControllers.count == 1)
        #expect(device.navigationBars["Menu"].exists)
    }

    @Test func anAlertsActionsAreButtons() {
        let (device, menu, _) = menuScene()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "For ever", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
        menu.present(alert, animated: true)
        #expect(device.alerts["Delete?"].waitForExistence(timeout: 1))
        #expect(device.alerts["Delete?"].staticTexts["For ever"].exists)
        #expect(device.alerts.element.buttons.count == 2)
        device.alerts["Delete?"].buttons["Delete"].tap()
        #expect(chosen == ["delete"])
        #expect(!device.alerts.element.exists)
    }

    @Test func swipingASheetDownDismissesIt() {
        let (device, _, nav) = menuScene()
        device.buttons["Open"].tap()
        let sheet = device.buttons["Close"]
        #expect(sheet.exists)
        let sheetView = nav.presentedViewController!.view!
        sheetView.accessibilityIdentifier = "sheet"
        device.otherElements["sheet"].swipeDown()
        #expect(nav.presentedViewController == nil)
        #expect(device.elementQueryFailures.isEmpty)
    }

    @Test func swipesMoveAFingerFromTheCentreInTheirDirection() {
        let (device, menu, _) = menuScene()
        let pan = UIPanGestureRecognizer()
        let recorder = PanRecorder()
        pan.addTarget(recorder, action: PanRecorder.pan)
        menu.card.addGestureRecognizer(pan)
        let card = device.otherElements["card"]
        card.swipeLeft()
        card.swipeRight()
        card.swipeUp()
        card.swipeDown()
        let translations = recorder.translations
        #expect(translations.count == 4)
        #expect(translations[0].x <= -100 && translations[0].y == 0)
        #expect(translations[1].x >= 100 && translations[1].y == 0)
        #expect(translations[2].y <= -100 && translations[2].x == 0)
        #expect(translations[3].y >= 100 && translations[3].x == 0)
    }

    @Test func waitingForExistenceAdvancesVirtualTime() {
        let (device, menu, _) = menuScene()
        let start = device.now
        let late = UILabel(frame: CGRect(x: 20, y: 600, width: 100, height: 20))
        late.text = "Done"
        // Added when a one-second animation ends, on the virtual clock.
        UIView.animate(withDuration: 1) {
            menu.welcome.alpha = 0.5
        } completion: { _ in
            menu.view.addSubview(late)
        }
        #expect(!device.staticTexts["Done"].waitForExistence(timeout: 0.5))
        #expect(abs(device.now - start - 0.5) < 1e-6)
        #expect(device.staticTexts["Done"].waitForExistence(timeout: 2))
        #expect(device.now - start >= 1 && device.now - start < 1.05)
        late.removeFromSuperview()
        #expect(device.wait(for: device.staticTexts["Done"], toExist: false, timeout: 1))
    }
}

/// The translation of each pan that ended.
@MainActor
final class PanRecorder {
    var translations: [CGPoint] = []
    func pan(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .ended { translations.append(gesture.translation(in: nil)) }
    }
}
