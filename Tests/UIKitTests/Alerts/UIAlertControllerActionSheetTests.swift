import Testing
import UIKitTesting

@testable import UIKit

/// `UIAlertController` in the action-sheet style: the sheet rising from the bottom of a phone
/// with its cancel group, the tap outside that cancels it, and the popover it becomes on an
/// iPad, which must be anchored.
@MainActor
@Suite(.checksLifetimes) struct UIAlertControllerActionSheetTests {
    final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
        var log: [String] = []
        var anchor: UIView?
        func prepareForPopoverPresentation(_ p: UIPopoverPresentationController) {
            log.append("prepare")
            if let anchor { p.sourceView = anchor }
        }
        func popoverPresentationControllerDidDismissPopover(_ p: UIPopoverPresentationController) {
            log.append("didDismissPopover")
        }
    }

    static let iPad = CGSize(width: 1024, height: 1366)

    func sheet(_ scene: AlertScene) -> (UIAlertController, UIAlertAction, UIAlertAction, UIAlertAction) {
        let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
        let camera = scene.action("Camera")
        let delete = scene.action("Delete", .destructive)
        let cancel = scene.action("Cancel", .cancel)
        for a in [cancel, camera, delete] { sheet.addAction(a) }
        return (sheet, camera, delete, cancel)
    }

    @Test func actionSheetSitsAtTheBottomWithItsCancelGroupBelowTheActions() {
        let scene = AlertScene()
        let (sheet, camera, delete, cancel) = sheet(scene)
        #expect(sheet.modalPresentationStyle == .custom && sheet.popoverPresentationController == nil)
        scene.present(sheet)
        let frame = sheet.view.frame
        #expect(frame.width == 374 && frame.minX == 8)
        let bottom = max(scene.device.window.safeAreaInsets.bottom, 8)
        #expect(abs(frame.maxY - (844 - bottom)) <= 0.5)
        let view = sheet.alertView!
        #expect(view.buttons.map(\.action) == [camera, delete, cancel])
        let cancelButton = view.button(for: cancel)!
        #expect(cancelButton.superview === view.cancelGroup)
        #expect(view.cancelGroup.frame.minY == view.mainGroup.frame.maxY + 8)
        #expect(view.cancelGroup.frame.maxY == sheet.view.bounds.height)
        #expect(view.button(for: camera)!.frame.height == 57 && cancelButton.frame.height == 57)
        #expect(cancelButton.titleLabel.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(view.button(for: camera)!.titleLabel.font == UIFont.systemFont(ofSize: 20))
        #expect(view.titleLabel.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(scene.log.filtered("A.").isEmpty)
        // Tapping an action dismisses the sheet, then runs the handler.
        scene.tap(delete, in: sheet)
        #expect(scene.log.entries == ["handler Delete"])
        #expect(scene.root.presentedViewController == nil)
    }

    @Test func actionSheetSlidesUpFromTheBottomAndBackDown() {
        let scene = AlertScene()
        let (sheet, _, _, _) = sheet(scene)
        scene.root.present(sheet, animated: true)
        scene.device.advance(by: 0.1)
        let final = sheet.view.frame
        let rising = sheet.view.layer.presentation()!.position.y
        #expect(rising > final.midY && rising < final.midY + 844)
        #expect(sheet.view.layer.presentation()!.opacity == 1)
        scene.device.runUntilIdle()
        #expect(sheet.view.layer.presentation()!.position.y == final.midY)
        sheet.dismiss(animated: true)
        scene.device.advance(by: 0.15)
        #expect(sheet.view.layer.presentation()!.position.y > final.midY)
        scene.device.runUntilIdle()
        #expect(sheet.viewIfLoaded?.superview == nil)
    }

    @Test func tapOutsideAnActionSheetDismissesItThenRunsTheCancelHandler() {
        let scene = AlertScene()
        let (sheet, _, _, _) = sheet(scene)
        scene.present(sheet)
        scene.device.tap(at: CGPoint(x: 195, y: 100))
        #expect(scene.log.entries.isEmpty)
        scene.device.runUntilIdle()
        #expect(scene.log.entries == ["handler Cancel"])
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.log.filtered("A.").isEmpty)
    }

    @Test func actionSheetWithoutACancelActionStaysOnATapOutside() {
        let scene = AlertScene()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(scene.action("Only"))
        scene.present(sheet)
        #expect(sheet.alertView!.cancelGroup.isHidden)
        scene.device.tap(at: CGPoint(x: 195, y: 100))
        scene.device.runUntilIdle()
        #expect(scene.root.presentedViewController === sheet)
        #expect(scene.log.entries.isEmpty)
    }

    @Test func actionSheetOnAnIPadIsAPopoverAnchoredToItsSourceView() {
        let scene = AlertScene(size: Self.iPad)
        let anchor = UIView(frame: CGRect(x: 400, y: 200, width: 100, height: 40))
        scene.root.view.addSubview(anchor)
        let (sheet, camera, _, cancel) = sheet(scene)
        #expect(sheet.modalPresentationStyle == .popover)
        let popover = sheet.popoverPresentationController!
        popover.sourceView = anchor
        popover.sourceRect = anchor.bounds
        scene.present(sheet)
        #expect(sheet.presentingViewController === scene.root)
        #expect(sheet.view.frame.width == 304)
        #expect(sheet.view.frame.minY >= anchor.frame.maxY)
        // The popover shows no cancel button: a tap outside stands for it.
        #expect(sheet.alertView!.button(for: cancel) == nil)
        #expect(sheet.alertView!.button(for: camera) != nil)
        #expect(scene.log.filtered("A.").isEmpty)
        scene.device.tap(at: CGPoint(x: 900, y: 1200))
        scene.device.runUntilIdle()
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.log.entries == ["handler Cancel"])
        #expect(scene.device.diagnostics.isEmpty)
    }

    @Test func popoverActionSheetWithNothingToPointAtIsRefusedWithUIKitsMessage() {
        let scene = AlertScene(size: Self.iPad)
        let (sheet, camera, _, _) = sheet(scene)
        var completed = false
        scene.root.present(sheet, animated: true) { completed = true }
        scene.device.runUntilIdle()
        #expect(!completed)
        #expect(scene.root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(
            scene.device.diagnostics == [
                "Your application has presented a UIAlertController (\(sheet.description)) of style UIAlertControllerStyleActionSheet from UIKitTests.RecordingViewController (\(scene.root.description)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
            ])
        // Anchored, the same controller presents normally afterwards.
        sheet.popoverPresentationController!.sourceView = scene.root.view
        scene.present(sheet)
        #expect(scene.root.presentedViewController === sheet)
        scene.tap(camera, in: sheet)
        #expect(scene.log.entries == ["handler Camera"])
    }

    @Test func popoverDelegateMayAnchorTheActionSheetWhenAskedToPrepare() {
        let scene = AlertScene(size: Self.iPad)
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        scene.root.view.addSubview(anchor)
        let (sheet, _, _, _) = sheet(scene)
        let delegate = PopoverDelegate()
        delegate.anchor = anchor
        sheet.popoverPresentationController!.delegate = delegate
        scene.present(sheet)
        #expect(scene.root.presentedViewController === sheet)
        #expect(delegate.log == ["prepare"])
        #expect(scene.device.diagnostics.isEmpty)
        scene.device.tap(at: CGPoint(x: 900, y: 1200))
        scene.device.runUntilIdle()
        #expect(delegate.log == ["prepare", "didDismissPopover"])
        #expect(scene.log.entries == ["handler Cancel"])
    }

    @Test func alertStyleOnAnIPadIsStillACentredAlert() {
        let scene = AlertScene(size: Self.iPad)
        let alert = UIAlertController(title: "iPad", message: nil, preferredStyle: .alert)
        alert.addAction(scene.action("OK"))
        #expect(alert.modalPresentationStyle == .custom)
        scene.present(alert)
        #expect(alert.view.frame.width == 270 && abs(alert.view.frame.midX - 512) <= 0.5)
        scene.tap(alert.actions[0], in: alert)
        #expect(scene.log.entries == ["handler OK"])
    }
}
