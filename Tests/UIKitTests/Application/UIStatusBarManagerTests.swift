import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The status bar's frame and visibility, through the window scene's manager and the
/// application's deprecated properties and notifications.
@MainActor
@Suite(.checksLifetimes) struct UIStatusBarManagerTests {
    final class HidingController: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
    }

    final class Listener {
        var events: [String] = []
        func frameWillChange(_ note: Notification) {
            let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue
            events.append("willFrame \(frame.map { "\($0.height)" } ?? "nil")")
        }
        func frameDidChange(_ note: Notification) {
            let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue
            let now = MainActor.assumeIsolated { UIApplication.shared.statusBarFrame.height }
            events.append("didFrame \(frame.map { "\($0.height)" } ?? "nil") now \(now)")
        }
        func orientationWillChange(_ note: Notification) {
            let raw = (note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber)?.intValue
            events.append("willOrientation \(raw.map { "\($0)" } ?? "nil")")
        }
        func orientationDidChange(_ note: Notification) {
            let raw = (note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber)?.intValue
            events.append("didOrientation \(raw.map { "\($0)" } ?? "nil")")
        }
    }

    @Test func aPhoneInPortraitHasA47PointStatusBarAcrossTheTop() {
        let device = VirtualDevice(launching: TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        let scene = device.window.windowScene
        let manager = scene?.statusBarManager
        #expect(manager != nil && manager === scene?.statusBarManager)
        #expect(manager?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(manager?.isStatusBarHidden == false)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        #expect(!UIApplication.shared.isStatusBarHidden)
    }

    @Test func aControllerPreferringItHiddenHidesIt() {
        let device = VirtualDevice(launching: TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        device.window.rootViewController = HidingController()
        device.runUntilIdle()
        #expect(device.window.windowScene?.statusBarManager?.isStatusBarHidden == true)
        #expect(device.window.windowScene?.statusBarManager?.statusBarFrame == .zero)
        #expect(UIApplication.shared.statusBarFrame == .zero)
    }

    @Test func rotatingPostsTheOrientationAndFrameNotificationsAroundTheChange() {
        let device = VirtualDevice()
        device.window.rootViewController = UIViewController()
        device.runUntilIdle()
        let listener = Listener()
        let center = NotificationCenter.default
        let app = UIApplication.shared
        center.addObserver(
            listener, selector: Listener.frameWillChange, name: UIApplication.willChangeStatusBarFrameNotification,
            object: app)
        center.addObserver(
            listener, selector: Listener.frameDidChange, name: UIApplication.didChangeStatusBarFrameNotification,
            object: app)
        center.addObserver(
            listener, selector: Listener.orientationWillChange,
            name: UIApplication.willChangeStatusBarOrientationNotification, object: app)
        center.addObserver(
            listener, selector: Listener.orientationDidChange,
            name: UIApplication.didChangeStatusBarOrientationNotification, object: app)
        defer { center.removeObserver(listener) }
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(
            listener.events == [
                "willOrientation \(UIInterfaceOrientation.landscapeRight.rawValue)", "willFrame 0.0",
                "didOrientation \(UIInterfaceOrientation.portrait.rawValue)", "didFrame 47.0 now 0.0",
            ])
        #expect(app.statusBarOrientation == .landscapeRight)
        #expect(app.statusBarFrame == .zero)
        listener.events.removeAll()
        device.rotate(to: .landscapeRight)
        device.runUntilIdle()
        #expect(
            listener.events == [
                "willOrientation \(UIInterfaceOrientation.landscapeLeft.rawValue)",
                "didOrientation \(UIInterfaceOrientation.landscapeRight.rawValue)",
            ], "the frame stays hidden")
    }
}
