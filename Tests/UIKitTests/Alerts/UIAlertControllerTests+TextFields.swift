import Testing
import UIKitTesting

@testable import UIKit

/// Alert text fields: real `UITextField`s configured by the handler, the first taking the
/// keyboard as the alert appears, their text read by an action's handler, and the alert
/// centred in the space above the keyboard while it is up.
@MainActor
@Suite(.checksLifetimes) struct UIAlertControllerTextFieldTests {
    /// A "Rename" alert with a name field and an OK action that records the field's text.
    func renameAlert(_ scene: AlertScene, read: @escaping @MainActor (String?) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Rename", message: "Choose a new name", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(
            scene.action("OK") { [weak alert] _ in read(alert?.textFields?.first?.text) })
        alert.addAction(scene.action("Cancel", .cancel))
        return alert
    }

    @Test func theFirstFieldTakesTypingAndTheHandlerReadsIt() {
        let scene = AlertScene()
        var read: [String?] = []
        let alert = renameAlert(scene) { read.append($0) }
        let fields: [UITextField] = alert.textFields ?? []
        #expect(fields.count == 1 && fields[0].placeholder == "Name")
        #expect(fields[0].font?.pointSize == 13 && fields[0].borderStyle == .roundedRect)
        scene.present(alert)
        #expect(fields[0].isFirstResponder)
        #expect(scene.device.isKeyboardShown)
        scene.device.typeText("Ada")
        #expect(fields[0].text == "Ada")
        scene.tap(alert.actions[0], in: alert)
        #expect(read == ["Ada"])
        #expect(scene.log.entries == ["handler OK"])
        // The keyboard left with the alert.
        #expect(!scene.device.isKeyboardShown && !fields[0].isFirstResponder)
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.device.diagnostics.isEmpty)
    }

    @Test func aSecondFieldDoesNotStealTheKeyboardFromTheFirst() {
        let scene = AlertScene()
        let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "User" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        alert.addAction(scene.action("OK"))
        scene.present(alert)
        let fields = alert.textFields!
        #expect(fields[0].isFirstResponder && !fields[1].isFirstResponder)
        scene.device.tap(at: fields[1].convert(CGPoint(x: fields[1].bounds.midX, y: fields[1].bounds.midY), to: nil))
        scene.device.typeText("pw")
        #expect(fields[0].text == "" && fields[1].text == "pw")
        #expect(scene.root.presentedViewController === alert)
    }

    @Test func theAlertSitsCentredAboveTheKeyboardAndReturnsWhenItGoes() {
        let scene = AlertScene()
        let alert = renameAlert(scene) { _ in }
        scene.present(alert)
        let keyboardTop = scene.device.keyboardFrame.minY
        #expect(abs(keyboardTop - (844 - 291)) < 0.01)
        let top = scene.device.window.safeAreaInsets.top
        let frame = alert.view.frame
        #expect(frame.maxY < keyboardTop)
        #expect(abs(frame.midY - (top + keyboardTop) / 2) <= 1)
        // Without the keyboard it goes back to the middle of the safe area.
        _ = alert.textFields!.first!.resignFirstResponder()
        scene.device.runUntilIdle()
        #expect(!scene.device.isKeyboardShown)
        let bottom = scene.device.window.safeAreaInsets.bottom
        #expect(abs(alert.view.frame.midY - (top + 844 - bottom) / 2) <= 1)
        #expect(alert.view.frame.size == frame.size)
    }

    @Test func theKeyboardIsDrawnBelowTheAlertWhileItIsUp() {
        let scene = AlertScene()
        let alert = renameAlert(scene) { _ in }
        scene.present(alert)
        let image = scene.device.screenshot()
        // The keyboard's grey, under the alert's dimmed white elsewhere.
        let key = AlertScene.rgba(image, CGPoint(x: 20, y: 800))
        #expect(key == [209, 211, 217, 255])
        #expect(alert.view.frame.maxY < 553)
    }

    @Test func anActionSheetOnAnIPadPointsAtItsBarButtonItem() {
        let device = VirtualDevice(size: CGSize(width: 1024, height: 1366))
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        device.window.rootViewController = nav
        device.runUntilIdle()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let popover = sheet.popoverPresentationController!
        popover.barButtonItem = item
        root.present(sheet, animated: true)
        device.runUntilIdle()
        #expect(device.diagnostics.isEmpty)
        #expect(root.presentedViewController === sheet)
        let itemView = nav.navigationBar.content!.rightViews[0]
        let itemFrame = itemView.convert(itemView.bounds, to: nil)
        #expect(popover.arrowDirection == .up)
        #expect(abs(sheet.view.frame.minY - (itemFrame.maxY + 13)) < 0.01)
        // Centred under the item as far as the screen allows: the item is at the right edge.
        #expect(abs(sheet.view.frame.maxX - (1024 - 8)) < 0.01)
        #expect(nav.view.transform == .identity)
        #expect(sheet.view.frame.width == 304)
    }

    @Test func anItemInABottomToolbarGetsThePopoverAboveIt() {
        let device = VirtualDevice(size: CGSize(width: 1024, height: 1366))
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        root.toolbarItems = [item]
        nav.isToolbarHidden = false
        device.window.rootViewController = nav
        device.runUntilIdle()
        let sheet = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        for title in ["Name", "Date", "Size"] { sheet.addAction(UIAlertAction(title: title, style: .default)) }
        sheet.popoverPresentationController!.barButtonItem = item
        root.present(sheet, animated: false)
        device.runUntilIdle()
        let itemView = nav.toolbar.itemViews[0]
        let itemFrame = itemView.convert(itemView.bounds, to: nil)
        #expect(sheet.popoverPresentationController!.arrowDirection == .down)
        // The popover leaves the screen behind it as it was.
        #expect(nav.view.transform == .identity)
        #expect(abs(sheet.view.frame.maxY - (itemFrame.minY - 13)) < 0.01)
        #expect(abs(sheet.view.frame.minX - max(8, itemFrame.midX - 152)) <= 0.5)
        #expect(device.diagnostics.isEmpty)
    }
}
