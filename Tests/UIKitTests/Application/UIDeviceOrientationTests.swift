import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UIDeviceOrientationTests {
    @Test func deviceDescribesAnIPhoneRunningIOS17() {
        let device = VirtualDevice()
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.systemVersion == "17.0")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.orientation == .portrait)
        _ = device
    }

    @Test func eachWorldHasItsOwnDevice() {
        let phone = VirtualDevice()
        let phoneDevice = UIDevice.current
        let pad = VirtualDevice(size: CGSize(width: 820, height: 1180))
        #expect(UIDevice.current !== phoneDevice)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        pad.rotate(to: .landscapeLeft)
        #expect(phone.perform { UIDevice.current === phoneDevice && UIDevice.current.orientation == .portrait })
    }

    @Test func rotationFollowsTheDeviceAndPostsWhileGenerating() {
        let device = VirtualDevice()
        let log = EventLog()
        let recorder = NotificationRecorder(
            [UIDevice.orientationDidChangeNotification], object: UIDevice.current, log: log)
        device.rotate(to: .landscapeLeft)
        #expect(log.entries.isEmpty)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        device.rotate(to: .portrait)
        device.rotate(to: .faceUp)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        device.rotate(to: .portrait)
        recorder.stop()
        #expect(log.entries == ["note.UIDeviceOrientationDidChange", "note.UIDeviceOrientationDidChange"])
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
    }

    @Test func rotatingToASizeTurnsTheDevice() {
        let device = VirtualDevice()
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
        device.rotate(to: CGSize(width: 390, height: 844))
        #expect(UIDevice.current.orientation == .portrait)
    }

    @Test func deviceLandscapeLeftPutsTheInterfaceInLandscapeRight() {
        let device = VirtualDevice(launching: TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(scene?.interfaceOrientation == .landscapeRight)
        #expect(device.window.bounds.size == CGSize(width: 844, height: 390))
        device.rotate(to: .landscapeRight)
        #expect(scene?.interfaceOrientation == .landscapeLeft)
    }

    @Test func unsupportedOrientationDoesNotRotateInterface() {
        let device = VirtualDevice()
        let root = OrientationLockedController(.portrait)
        device.window.rootViewController = root
        device.runUntilIdle()
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(root.sizeTransitions.isEmpty)
        #expect(UIApplication.shared.interfaceOrientation == .portrait)
        #expect(device.window.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test func iPhoneControllersRefuseUpsideDownByDefault() {
        let device = VirtualDevice()
        let root = OrientationLockedController(UIViewController().supportedInterfaceOrientations)
        #expect(root.mask == .allButUpsideDown)
        device.window.rootViewController = root
        device.rotate(to: .portraitUpsideDown)
        #expect(UIApplication.shared.interfaceOrientation == .portrait)
        #expect(UIDevice.current.orientation == .portraitUpsideDown)
    }

    @Test func iPadControllersSupportEveryOrientation() {
        let device = VirtualDevice(size: CGSize(width: 820, height: 1180))
        device.window.rootViewController = UIViewController()
        #expect(device.window.rootViewController?.supportedInterfaceOrientations == .all)
        device.rotate(to: .portraitUpsideDown)
        #expect(UIApplication.shared.interfaceOrientation == .portraitUpsideDown)
    }

    @Test func topmostFullScreenPresentedControllerDecidesRotation() {
        let device = VirtualDevice()
        let root = OrientationLockedController(.all)
        device.window.rootViewController = root
        let locked = OrientationLockedController(.portrait)
        locked.modalPresentationStyle = .fullScreen
        root.present(locked, animated: false)
        device.runUntilIdle()
        device.rotate(to: .landscapeLeft)
        #expect(UIApplication.shared.interfaceOrientation == .portrait)
        #expect(root.sizeTransitions.isEmpty)
        locked.dismiss(animated: false)
        device.runUntilIdle()
        device.rotate(to: .landscapeRight)
        device.runUntilIdle()
        #expect(UIApplication.shared.interfaceOrientation == .landscapeLeft)
        #expect(root.sizeTransitions == [CGSize(width: 844, height: 390)])
    }

    @Test func orientationMasksMatchUIKit() {
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }
}
