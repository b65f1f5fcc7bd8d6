import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UIWindowSceneTests {
    @Test func templateAppCodeLaunchesWithItsKeyWindow() {
        let device = VirtualDevice(launching: TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let delegate = scene?.delegate as? TemplateSceneDelegate
        #expect(delegate != nil)
        #expect(device.window === delegate?.window)
        #expect(device.window.isKeyWindow && !device.window.isHidden)
        #expect(scene?.keyWindow === device.window && scene?.windows.count == 1)
        #expect(device.window.windowScene === scene)
        #expect(device.window.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test func sessionRecordsRoleConfigurationAndScene() {
        let device = VirtualDevice(launching: TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        let scene = UIApplication.shared.connectedScenes.first!
        let session = scene.session
        #expect(session.role == .windowApplication)
        #expect(session.configuration.name == "Default Configuration")
        #expect(session.configuration.delegateClass == TemplateSceneDelegate.self)
        #expect(session.scene === scene)
        #expect(!session.persistentIdentifier.isEmpty)
        #expect(UIApplication.shared.openSessions == [session])
        _ = device
    }

    @Test func undeclaredDelegateClassIsReportedAndLeavesNoDelegate() {
        final class OtherDelegate: UIResponder, UISceneDelegate {}
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = OtherDelegate.self
                return configuration
            }
        }
        let device = VirtualDevice(launching: AppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
        #expect(device.diagnostics.contains { $0.contains("OtherDelegate") })
    }

    @Test func honouredRotationTellsTheWindowSceneDelegate() {
        let log = EventLog()
        let device = VirtualDevice(
            launching: LoggingAppDelegate(log: log), sceneDelegate: { LoggingSceneDelegate(log: log) })
        log.clear()
        device.rotate(to: .landscapeLeft)
        device.rotate(to: .portraitUpsideDown)
        #expect(log.entries == ["scene.didUpdate from=portrait to=landscapeRight"])
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.interfaceOrientation == .landscapeRight)
        #expect(scene?.traitCollection.verticalSizeClass == .compact)
    }

    @Test func windowMovesBetweenScenes() {
        let device = VirtualDevice(launching: TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
        let extra = UIWindow(windowScene: scene)
        extra.windowLevel = .alert
        #expect(scene.windows.last === extra && scene.windows.count == 2)
        extra.windowScene = nil
        #expect(scene.windows.count == 1)
        _ = device
    }
}
