import Testing
import UIKitTesting

@testable import UIKit

/// UIKit's misuse messages for alerts (logged, and the misuse refused) and the warning of
/// statement 36 for an alert presented over a presentation.
extension UIAlertControllerTests {
    @Test func secondCancelActionIsRefusedWithUIKitsMessage() {
        let scene = AlertScene()
        let alert = UIAlertController(title: nil, message: "Two cancels", preferredStyle: .alert)
        let first = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(first)
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        #expect(alert.actions.count == 1 && alert.actions[0] === first)
        #expect(
            scene.device.diagnostics
                == ["UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
    }

    @Test func preferredActionMustBeOneOfTheActions() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
        #expect(alert.preferredAction == nil)
        #expect(
            scene.device.diagnostics == [
                "The -preferredAction of an alert controller must be contained in the -actions array or be nil."
            ])
    }

    @Test func textFieldsGoInAlertsOnlyUnderTheMessage() {
        let scene = AlertScene()
        let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(
            scene.device.diagnostics == [
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            ])
        let alert = UIAlertController(title: "Log in", message: "Your account", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        alert.addAction(scene.action("OK"))
        scene.present(alert)
        let fields = alert.textFields!
        #expect(fields.map(\.placeholder) == ["Name", "Password"])
        #expect(fields[1].isSecureTextEntry)
        #expect(fields.allSatisfy { $0.isDescendant(of: alert.view) && $0.frame.width == 238 })
        #expect(fields[0].frame.minY > alert.alertView!.messageLabel.frame.maxY)
        #expect(fields[1].frame.minY > fields[0].frame.maxY)
        #expect(alert.alertView!.button(for: alert.actions[0])!.frame.minY > fields[1].frame.maxY)
    }

    @Test func statement036_presentingAnAlertWhileSomethingIsPresentedWarns() {
        let scene = AlertScene()
        let b = UIViewController()
        scene.present(b)
        let alert = UIAlertController(title: "Late", message: nil, preferredStyle: .alert)
        scene.root.present(alert, animated: true)
        scene.device.runUntilIdle()
        #expect(alert.presentingViewController == nil)
        #expect(
            scene.device.diagnostics.last
                == "Attempt to present \(alert.description) on \(scene.root.description) (from \(scene.root.description)) which is already presenting \(b.description)."
        )
        // Presented from the top controller, it shows.
        b.present(alert, animated: true)
        scene.device.runUntilIdle()
        #expect(b.presentedViewController === alert)
        #expect(scene.log.filtered("A.").isEmpty)
    }
}
