import Testing
import UIKitTesting

@testable import UIKit

/// `UIAlertController` in the alert style: its actions and their buttons, tapped with
/// synthesized touches; the handlers after the dismissal; the panel's layout, look and
/// animations; and UIKit's misuse messages.
@MainActor
@Suite(.checksLifetimes) struct UIAlertControllerTests {
    @Test func initialiserKeepsTitleMessageAndStyleAndPresentsAsACustomStyle() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        #expect(alert.title == "Title")
        #expect(alert.message == "Message")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty && alert.preferredAction == nil && alert.textFields == nil)
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.popoverPresentationController == nil)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        #expect(alert.actions.count == 1 && alert.actions[0] === ok)
        #expect(ok.title == "OK" && ok.style == .default && ok.isEnabled)
        let copy = ok.copy() as! UIAlertAction
        #expect(copy !== ok && copy.title == "OK" && copy.style == .default)
        #expect(UIAlertController().preferredStyle == .actionSheet)
    }

    @Test func alertIsACentredPanelOverADimmedPresenterThatGetsNoAppearanceCallbacks() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(scene.action("OK"))
        scene.present(alert)
        let frame = alert.view.frame
        #expect(frame.width == 270)
        #expect(abs(frame.midX - 195) <= 0.5)
        let safe = scene.device.window.safeAreaInsets
        #expect(abs(frame.midY - (safe.top + (844 - safe.top - safe.bottom) / 2)) <= 1)
        #expect(alert.view.layer.presentation()!.opacity == 1)
        let pc = alert.presentationController as! AlertPresentationController
        #expect(pc.dimmingView.superview === pc.containerView && pc.dimmingView.alpha == 1)
        #expect(pc.dimmingView.frame == scene.device.window.bounds)
        // The presenter stays on screen and hears nothing; the alert appears.
        #expect(scene.root.view.window === scene.device.window)
        #expect(scene.log.filtered("A.").isEmpty)
        #expect(scene.log.filtered("handler").isEmpty)
    }

    @Test func tappingAButtonDismissesTheAlertThenRunsItsHandler() {
        let scene = AlertScene()
        for title in ["First", "Second", "Third"] {
            let alert = UIAlertController(title: "Pick", message: nil, preferredStyle: .alert)
            var presenterInHandler: UIViewController?? = .none
            let actions = ["First", "Second", "Third"].map { t in
                scene.action(t) { [weak alert] _ in presenterInHandler = .some(alert?.presentingViewController) }
            }
            actions.forEach(alert.addAction)
            scene.present(alert)
            scene.log.clear()
            let dismissalStart = scene.device.now
            scene.device.tap(at: scene.center(of: actions.first { $0.title == title }!, in: alert))
            #expect(scene.root.presentedViewController === alert)
            scene.device.runUntilIdle()
            #expect(scene.log.entries == ["handler \(title)"])
            // The handler ran once the dismissal was over, the alert no longer presented.
            #expect(presenterInHandler == .some(nil))
            #expect(scene.log.time(of: "handler \(title)")! >= dismissalStart + 0.25)
            #expect(scene.root.presentedViewController == nil)
            #expect(alert.viewIfLoaded?.window == nil)
        }
        #expect(scene.device.diagnostics.isEmpty)
    }

    @Test func handlerRunsAfterTheAlertsDisappearanceAndMayPresentAgain() {
        let scene = AlertScene()
        final class Alert: UIAlertController {
            var log: EventLog?
            override func viewWillDisappear(_ animated: Bool) { log?.record("alert.viewWillDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log?.record("alert.viewDidDisappear") }
        }
        let alert = Alert(title: "Next?", message: nil, preferredStyle: .alert)
        alert.log = scene.log
        let next = RecordingViewController("B", log: scene.log)
        alert.addAction(scene.action("Go") { _ in scene.root.present(next, animated: false) })
        scene.present(alert)
        scene.log.clear()
        scene.tap(alert.actions[0], in: alert)
        #expect(
            scene.log.entries.prefix(3) == ["alert.viewWillDisappear", "alert.viewDidDisappear", "handler Go"])
        #expect(scene.root.presentedViewController === next)
        #expect(scene.log.entries.contains("B.viewDidAppear"))
        #expect(scene.device.diagnostics.isEmpty)
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let save = scene.action("Save")
        let cancel = scene.action("Cancel", .cancel)
        alert.addAction(save)
        alert.addAction(cancel)
        scene.present(alert)
        let buttons = alert.alertView!.buttons
        #expect(buttons.map(\.action) == [cancel, save])
        #expect(buttons[0].frame.size == CGSize(width: 135, height: 44))
        #expect(buttons[0].frame.minX == 0 && buttons[1].frame.minX == 135)
        #expect(buttons[0].frame.minY == buttons[1].frame.minY)
        #expect(buttons[0].frame.maxY == alert.view.bounds.height)
        scene.tap(cancel, in: alert)
        #expect(scene.log.entries == ["handler Cancel"])
    }

    @Test func threeOrMoreActionsStackWithCancelLast() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Share", message: "Where to?", preferredStyle: .alert)
        let cancel = scene.action("Cancel", .cancel)
        let mail = scene.action("Mail")
        let print = scene.action("Print")
        for a in [cancel, mail, print] { alert.addAction(a) }
        scene.present(alert)
        let buttons = alert.alertView!.buttons
        #expect(buttons.map(\.action) == [mail, print, cancel])
        #expect(buttons.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 && $0.frame.minX == 0 })
        #expect(buttons[1].frame.minY == buttons[0].frame.maxY && buttons[2].frame.minY == buttons[1].frame.maxY)
        #expect(buttons[2].frame.maxY == alert.view.bounds.height)
        // Two long titles do not fit side by side, so they stack too.
        let long = UIAlertController(title: nil, message: "Long", preferredStyle: .alert)
        long.addAction(UIAlertAction(title: "Remove from all of my devices", style: .destructive))
        long.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        long.loadViewIfNeeded()
        long.view.frame.size = long.alertView!.fittingSize(in: CGSize(width: 390, height: 844))
        long.view.layoutIfNeeded()
        #expect(long.alertView!.buttons.map { $0.action.title } == ["Remove from all of my devices", "Cancel"])
        #expect(long.alertView!.buttons[1].frame.minY == long.alertView!.buttons[0].frame.maxY)
    }

    @Test func preferredActionIsBoldAndOtherwiseTheCancelActionIs() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        let cancel = scene.action("Cancel", .cancel)
        let signIn = scene.action("Sign In")
        alert.addAction(cancel)
        alert.addAction(signIn)
        scene.present(alert)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(alert.alertView!.button(for: cancel)!.titleLabel.font == bold)
        #expect(alert.alertView!.button(for: signIn)!.titleLabel.font == regular)
        alert.preferredAction = signIn
        alert.view.layoutIfNeeded()
        #expect(alert.preferredAction === signIn)
        #expect(alert.alertView!.button(for: signIn)!.titleLabel.font == bold)
        #expect(alert.alertView!.button(for: cancel)!.titleLabel.font == regular)
        #expect(alert.alertView!.titleLabel.font == bold)
        #expect(alert.alertView!.messageLabel.font == UIFont.systemFont(ofSize: 13))
    }

    @Test func destructiveActionIsDrawnRedAndDefaultOneBlue() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Delete", message: nil, preferredStyle: .alert)
        let delete = scene.action("Delete", .destructive)
        let keep = scene.action("Keep")
        alert.addAction(delete)
        alert.addAction(keep)
        scene.present(alert)
        let image = scene.device.screenshot()
        func frame(_ a: UIAlertAction) -> CGRect {
            let b = alert.alertView!.button(for: a)!
            return b.convert(b.bounds, to: nil)
        }
        let red = AlertScene.pixels(image, in: frame(delete)).filter { $0[0] > 200 && $0[1] < 120 && $0[2] < 120 }
        let blue = AlertScene.pixels(image, in: frame(keep)).filter { $0[2] > 200 && $0[0] < 120 }
        #expect(red.count > 20)
        #expect(blue.count > 20)
        #expect(AlertScene.pixels(image, in: frame(keep)).allSatisfy { !($0[0] > 200 && $0[1] < 120) })
    }

    @Test func alertViewsTintColourRecoloursTheButtons() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Tinted", message: nil, preferredStyle: .alert)
        let ok = scene.action("OK")
        alert.addAction(ok)
        alert.view.tintColor = .systemGreen
        scene.present(alert)
        let button = alert.alertView!.button(for: ok)!
        #expect(button.titleLabel.textColor == UIColor.systemGreen)
        let pixels = AlertScene.pixels(scene.device.screenshot(), in: button.convert(button.bounds, to: nil))
        #expect(pixels.filter { $0[1] > 150 && $0[0] < 120 && $0[2] < 140 }.count > 20)
    }

    @Test func disabledActionIsGreyAndIgnoresTapsUntilEnabled() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        let ok = scene.action("OK")
        ok.isEnabled = false
        alert.addAction(ok)
        scene.present(alert)
        let button = alert.alertView!.button(for: ok)!
        #expect(!button.isEnabled)
        let image = scene.device.screenshot()
        let rect = button.convert(button.bounds, to: nil)
        #expect(AlertScene.pixels(image, in: rect).allSatisfy { !($0[2] > 200 && $0[0] < 120) })
        scene.tap(ok, in: alert)
        #expect(scene.root.presentedViewController === alert)
        #expect(scene.log.entries.isEmpty)
        ok.isEnabled = true
        alert.view.layoutIfNeeded()
        #expect(alert.alertView!.button(for: ok)!.isEnabled)
        scene.tap(ok, in: alert)
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.log.entries == ["handler OK"])
    }

    @Test func fingerSlidingAcrossTheButtonsPerformsTheOneItIsLiftedFrom() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Slide", message: nil, preferredStyle: .alert)
        let first = scene.action("First")
        let second = scene.action("Second")
        let third = scene.action("Third")
        for a in [first, second, third] { alert.addAction(a) }
        scene.present(alert)
        let start = scene.center(of: first, in: alert)
        let end = scene.center(of: third, in: alert)
        scene.device.beginTouches(at: [start])
        scene.device.advance(by: 0.05)
        #expect(alert.alertView!.button(for: first)!.isHighlighted)
        scene.device.moveTouches(to: [end])
        scene.device.advance(by: 0.05)
        #expect(!alert.alertView!.button(for: first)!.isHighlighted)
        #expect(alert.alertView!.button(for: third)!.isHighlighted)
        scene.device.endTouches()
        scene.device.runUntilIdle()
        #expect(scene.log.entries == ["handler Third"])
        // Lifted outside every button, nothing happens.
        let again = UIAlertController(title: "Slide", message: nil, preferredStyle: .alert)
        let only = scene.action("Only")
        again.addAction(only)
        scene.present(again)
        scene.log.clear()
        scene.device.beginTouches(at: [scene.center(of: only, in: again)])
        scene.device.advance(by: 0.05)
        scene.device.moveTouches(to: [CGPoint(x: 195, y: 100)])
        scene.device.advance(by: 0.05)
        #expect(!again.alertView!.button(for: only)!.isHighlighted)
        scene.device.endTouches()
        scene.device.runUntilIdle()
        #expect(scene.root.presentedViewController === again)
        #expect(scene.log.entries.isEmpty)
    }

    @Test func alertIgnoresATapOutsideIt() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Stay", message: nil, preferredStyle: .alert)
        alert.addAction(scene.action("Cancel", .cancel))
        scene.present(alert)
        scene.device.tap(at: CGPoint(x: 20, y: 800))
        scene.device.runUntilIdle()
        #expect(scene.root.presentedViewController === alert)
        #expect(scene.log.entries.isEmpty)
    }

    @Test func alertFadesInFromALargerScaleAndFadesOut() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(scene.action("OK"))
        scene.root.present(alert, animated: true)
        scene.device.advance(by: 0.1)
        let layer = alert.view.layer.presentation()!
        #expect(layer.opacity > 0 && layer.opacity < 1)
        #expect(layer.transform.m11 > 1 && layer.transform.m11 < 1.2)
        let pc = alert.presentationController as! AlertPresentationController
        #expect(pc.dimmingView.layer.presentation()!.opacity < 1)
        scene.device.runUntilIdle()
        #expect(alert.view.layer.presentation()!.transform.m11 == 1)
        alert.dismiss(animated: true)
        scene.device.advance(by: 0.12)
        let fading = alert.view.layer.presentation()!
        #expect(fading.opacity > 0 && fading.opacity < 1)
        #expect(fading.transform.m11 == 1)
        scene.device.runUntilIdle()
        #expect(pc.dimmingView.superview == nil)
        #expect(alert.viewIfLoaded?.superview == nil)
    }

    @Test func rotationKeepsTheAlertCentredAndTheSheetAtTheBottom() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Turn", message: nil, preferredStyle: .alert)
        alert.addAction(scene.action("OK"))
        scene.present(alert)
        scene.device.rotate(to: CGSize(width: 844, height: 390))
        scene.device.runUntilIdle()
        #expect(alert.view.frame.width == 270 && abs(alert.view.frame.midX - 422) <= 0.5)
        let pc = alert.presentationController as! AlertPresentationController
        #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        scene.tap(alert.actions[0], in: alert)
        #expect(scene.log.entries.suffix(1) == ["handler OK"])
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(scene.action("Cancel", .cancel))
        scene.present(sheet)
        scene.device.rotate(to: CGSize(width: 390, height: 844))
        scene.device.runUntilIdle()
        #expect(sheet.view.frame.width == 374)
        #expect(abs(sheet.view.frame.maxY - (844 - max(scene.device.window.safeAreaInsets.bottom, 8))) <= 0.5)
    }

    @Test func tapWhileTheAlertIsStillAppearingIsIgnored() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Soon", message: nil, preferredStyle: .alert)
        let ok = scene.action("OK")
        alert.addAction(ok)
        scene.root.present(alert, animated: true)
        scene.device.advance(by: 0.05)
        #expect(alert.isBeingPresented)
        scene.device.tap(at: scene.center(of: ok, in: alert), duration: 0.05)
        scene.device.runUntilIdle()
        #expect(scene.root.presentedViewController === alert)
        #expect(scene.log.entries.isEmpty && scene.device.diagnostics.isEmpty)
    }

    @Test func changingTheMessageWhileShownResizesThePanelAroundTheSameCentre() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Status", message: "Short", preferredStyle: .alert)
        alert.addAction(scene.action("OK"))
        scene.root.present(alert, animated: false)
        scene.device.runUntilIdle()
        #expect(alert.view.layer.presentation()!.opacity == 1)
        let before = alert.view.frame
        alert.message = "A much longer message that needs several lines to say what happened, and then some more."
        scene.device.runUntilIdle()
        let after = alert.view.frame
        #expect(after.height > before.height + 20)
        #expect(abs(after.midY - before.midY) <= 1 && after.width == 270)
        #expect(alert.alertView!.messageLabel.frame.height > 40)
        #expect(alert.alertView!.buttons[0].frame.maxY == after.height)
    }

    @Test func screenshotShowsTheLightPanelOverTheDimmedScreen() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(scene.action("OK"))
        scene.present(alert)
        let image = scene.device.screenshot()
        let frame = alert.view.frame
        // The white screen behind, under 20 % black.
        let dimmed = AlertScene.rgba(image, CGPoint(x: 20, y: 20))
        #expect(dimmed[0] >= 200 && dimmed[0] <= 208 && dimmed[0] == dimmed[2])
        // Inside the panel (beside the title): light grey, lighter than the dimmed screen.
        let inside = AlertScene.rgba(image, CGPoint(x: frame.minX + 6, y: frame.minY + 30))
        #expect(inside[0] > 225 && inside[0] < 255 && inside[0] > dimmed[0] + 20)
        // The corners are rounded: the panel's very corner shows the dimmed screen.
        #expect(AlertScene.rgba(image, CGPoint(x: frame.minX + 1, y: frame.minY + 1)) == dimmed)
        // The hairline above the button is darker than the panel.
        let button = alert.alertView!.button(for: alert.actions[0])!
        let lineY = button.convert(CGPoint.zero, to: nil).y
        #expect(AlertScene.rgba(image, CGPoint(x: frame.minX + 30, y: lineY))[0] < inside[0] - 10)
    }

    @Test func dismissedAlertAndItsActionsAreReleased() {
        let scene = AlertScene()
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        weak var weakPC: UIPresentationController?
        do {
            let alert = UIAlertController(title: "Bye", message: nil, preferredStyle: .alert)
            let ok = scene.action("OK")
            alert.addAction(ok)
            weakAlert = alert
            weakAction = ok
            scene.present(alert)
            weakPC = alert.presentationController
            scene.tap(ok, in: alert)
        }
        #expect(scene.log.entries == ["handler OK"])
        #expect(weakAlert == nil && weakAction == nil && weakPC == nil)
    }
}
