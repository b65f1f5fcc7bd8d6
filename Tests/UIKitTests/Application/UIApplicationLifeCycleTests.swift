import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UIApplicationLifeCycleTests {
    /// Launches a scene-based app, then records every life-cycle notification of the app and
    /// its scene into `log`.
    private func launch(_ log: EventLog) -> (VirtualDevice, [NotificationRecorder]) {
        let device = VirtualDevice(
            launching: LoggingAppDelegate(log: log), sceneDelegate: { LoggingSceneDelegate(log: log) })
        let scene = UIApplication.shared.connectedScenes.first!
        return (
            device,
            [
                NotificationRecorder(UIApplication.lifeCycleNotifications, object: UIApplication.shared, log: log),
                NotificationRecorder(UIScene.lifeCycleNotifications, object: scene, log: log),
            ]
        )
    }

    @Test func launchCallsDelegatesInUIKitOrder() {
        let log = EventLog()
        let appDelegate = LoggingAppDelegate(log: log)
        let device = VirtualDevice(launching: appDelegate, sceneDelegate: { LoggingSceneDelegate(log: log) })
        // With scenes, the scene delegate hears activity instead of the app delegate.
        #expect(
            log.entries == [
                "app.willFinishLaunching state=inactive",
                "app.didFinishLaunching",
                "app.configurationForConnecting",
                "scene.willConnect state=unattached",
                "scene.willEnterForeground",
                "scene.didBecomeActive state=foregroundActive",
            ])
        #expect(device.application.applicationState == .active)
        #expect(device.application.delegate === appDelegate)
        #expect(device.application.connectedScenes.first?.activationState == .foregroundActive)
    }

    @Test func launchPostsNotificationsAfterTheDelegateCalls() {
        let log = EventLog()
        let appDelegate = LoggingAppDelegate(log: log)
        // The application is made inside the device, so observe by name and keep the
        // notifications posted while this app is the current one.
        let tokens = (UIApplication.lifeCycleNotifications + UIScene.lifeCycleNotifications).map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated {
                    if UIApplication.shared.delegate === appDelegate { log.record("note.\(short)") }
                }
            }
        }
        let device = VirtualDevice(launching: appDelegate, sceneDelegate: { LoggingSceneDelegate(log: log) })
        tokens.forEach(NotificationCenter.default.removeObserver)
        #expect(
            log.entries == [
                "app.willFinishLaunching state=inactive",
                "app.didFinishLaunching",
                "note.UIApplicationDidFinishLaunching",
                "app.configurationForConnecting",
                "scene.willConnect state=unattached",
                "note.UISceneWillConnect",
                "scene.willEnterForeground",
                "note.UISceneWillEnterForeground",
                "scene.didBecomeActive state=foregroundActive",
                "note.UISceneDidActivate",
                "note.UIApplicationDidBecomeActive",
            ])
        _ = device
    }

    @Test func backgroundPostsNotificationsInOrder() {
        let log = EventLog()
        let (device, recorders) = launch(log)
        log.clear()
        device.sendToBackground()
        #expect(
            log.entries == [
                "scene.willResignActive state=foregroundActive",
                "note.UISceneWillDeactivate",
                "note.UIApplicationWillResignActive",
                "scene.didEnterBackground state=background",
                "note.UISceneDidEnterBackground",
                "note.UIApplicationDidEnterBackground",
            ])
        #expect(UIApplication.shared.applicationState == .background)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .background)
        recorders.forEach { $0.stop() }
    }

    @Test func foregroundPostsNotificationsInOrder() {
        let log = EventLog()
        let (device, recorders) = launch(log)
        device.sendToBackground()
        log.clear()
        device.bringToForeground()
        #expect(
            log.entries == [
                "scene.willEnterForeground",
                "note.UISceneWillEnterForeground",
                "note.UIApplicationWillEnterForeground",
                "scene.didBecomeActive state=foregroundActive",
                "note.UISceneDidActivate",
                "note.UIApplicationDidBecomeActive",
            ])
        #expect(UIApplication.shared.applicationState == .active)
        recorders.forEach { $0.stop() }
    }

    @Test func interruptionResignsAndRestoresActiveOnly() {
        let log = EventLog()
        let (device, recorders) = launch(log)
        log.clear()
        device.beginInterruption()
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundInactive)
        device.endInterruption()
        #expect(
            log.entries == [
                "scene.willResignActive state=foregroundActive",
                "note.UISceneWillDeactivate",
                "note.UIApplicationWillResignActive",
                "scene.didBecomeActive state=foregroundActive",
                "note.UISceneDidActivate",
                "note.UIApplicationDidBecomeActive",
            ])
        recorders.forEach { $0.stop() }
    }

    @Test func repeatedTransitionsToTheSameStateDoNothing() {
        let log = EventLog()
        let (device, recorders) = launch(log)
        log.clear()
        device.bringToForeground()
        device.endInterruption()
        device.sendToBackground()
        let afterFirst = log.entries.count
        device.sendToBackground()
        device.beginInterruption()
        #expect(log.entries.count == afterFirst)
        #expect(afterFirst == 6)
        recorders.forEach { $0.stop() }
    }

    @Test func terminateDisconnectsTheSceneThenTellsTheApp() {
        let log = EventLog()
        let (device, recorders) = launch(log)
        log.clear()
        device.terminate()
        #expect(
            Array(log.entries.suffix(4)) == [
                "scene.didDisconnect",
                "note.UISceneDidDisconnect",
                "app.willTerminate",
                "note.UIApplicationWillTerminate",
            ])
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.openSessions.count == 1)
        recorders.forEach { $0.stop() }
    }

    @Test func appWithoutScenesHearsTheAppDelegateLifeCycle() {
        let log = EventLog()
        let appDelegate = LoggingAppDelegate(log: log)
        appDelegate.makesOwnWindow = true
        let device = VirtualDevice(launching: appDelegate)
        #expect(device.window === appDelegate.window)
        device.sendToBackground()
        device.bringToForeground()
        #expect(
            log.entries == [
                "app.willFinishLaunching state=inactive",
                "app.didFinishLaunching",
                "app.configurationForConnecting",
                "app.didBecomeActive",
                "app.willResignActive",
                "app.didEnterBackground",
                "app.willEnterForeground",
                "app.didBecomeActive",
            ])
        // UIKit still gives the window a scene.
        #expect(appDelegate.window?.windowScene != nil)
    }

    @Test func everythingTheAppMadeIsGoneAfterTheDeviceIsReleased() {
        weak var appDelegate: LoggingAppDelegate?
        weak var sceneDelegate: LoggingSceneDelegate?
        weak var scene: UIScene?
        weak var session: UISceneSession?
        weak var window: UIWindow?
        weak var device: UIDevice?
        do {
            let delegate = LoggingAppDelegate(log: EventLog())
            var virtual: VirtualDevice? = VirtualDevice(
                launching: delegate, sceneDelegate: { LoggingSceneDelegate(log: nil) })
            appDelegate = delegate
            scene = UIApplication.shared.connectedScenes.first
            session = scene?.session
            sceneDelegate = scene?.delegate as? LoggingSceneDelegate
            window = sceneDelegate?.window
            device = UIDevice.current
            #expect(scene != nil && sceneDelegate != nil && window != nil && session != nil)
            virtual?.sendToBackground()
            virtual = nil
        }
        #expect(appDelegate == nil)
        #expect(sceneDelegate == nil)
        #expect(scene == nil)
        #expect(session == nil)
        #expect(window == nil)
        #expect(device == nil)
    }
}
