import Foundation

extension UIApplication {
    /// The scenes connected to the app.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// The sessions of every scene the app has, connected or not.
    public var openSessions: Set<UISceneSession> { Set(sessionList) }

    /// Whether the app shows more than one scene at once (one scene here).
    public var supportsMultipleScenes: Bool { false }

    /// Launches the app as UIApplicationMain does: will/did finish launching, then a scene for
    /// the main window is configured, created and connected (its delegate makes the window),
    /// then the scene comes to the foreground and becomes active.
    /// With `mainStoryboard` (the Info.plist's `UIMainStoryboardFile`), UIKit makes the
    /// delegate's window with the storyboard's initial controller as root before launching
    /// begins, and shows it once `application(_:didFinishLaunchingWithOptions:)` returns.
    package func launch(
        delegate: UIApplicationDelegate, sceneDelegate: DeclaredSceneDelegate?,
        mainStoryboard: UIStoryboard? = nil, options: [LaunchOptionsKey: Any]? = nil
    ) {
        self.delegate = delegate
        declaredSceneDelegate = sceneDelegate
        applicationStateStorage = .inactive
        if let mainStoryboard { installMainStoryboardWindow(mainStoryboard, delegate: delegate) }
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        if mainStoryboard != nil, let window = delegate.window, !window.isKeyWindow { window.makeKeyAndVisible() }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        connectScene(role: .windowApplication)
        // An app without scenes shows the window its delegate made, in the one scene UIKit
        // still gives it.
        if let window = delegate.window, let scene = sceneList.last as? UIWindowScene, window.windowScene == nil {
            window.windowScene = scene
        }
        enterForeground(launching: true)
        loop.drainTurns()
    }

    /// Asks the delegate for a configuration, creates the scene and its delegate and tells it
    /// the scene connected.
    func connectScene(role: UISceneSession.Role) {
        let placeholder = UISceneConfiguration(name: nil, sessionRole: role)
        let session = UISceneSession(role: role, configuration: placeholder)
        let options = UIScene.ConnectionOptions(launching: ())
        let configuration =
            delegate?.application(self, configurationForConnecting: session, options: options) ?? placeholder
        session.configuration = configuration
        let sceneClass = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        sessionList.append(session)
        sceneList.append(scene)
        if let delegateClass = configuration.delegateClass {
            if let declared = declaredSceneDelegate, declared.delegateClass == delegateClass {
                scene.delegate = declared.make() as? UISceneDelegate
            }
            if scene.delegate == nil {
                Diagnostics.log(
                    in: loop,
                    "Scene delegate class \(delegateClass) was not declared at launch (or is not a UISceneDelegate); the scene has no delegate."
                )
            }
        }
        let storyboardWindow = installStoryboardWindow(configuration.storyboard, in: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        showStoryboardWindow(storyboardWindow, of: scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    }

    /// Whether the app uses scenes (then the scene delegates hear about activity, not the app
    /// delegate).
    private var usesScenes: Bool { sceneList.contains { $0.delegate != nil } }

    /// Brings the app's scenes on screen, then makes them active.
    package func enterForeground(launching: Bool = false) {
        guard launching || applicationStateStorage == .background else { return }
        for scene in sceneList where scene.activationState == .background || scene.activationState == .unattached {
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
        if !launching {
            if !usesScenes { delegate?.applicationWillEnterForeground(self) }
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
            applicationStateStorage = .inactive
        }
        becomeActive()
    }

    /// Makes the app's foreground scenes active (after launch, foregrounding or an interruption).
    package func becomeActive() {
        guard applicationStateStorage == .inactive else { return }
        for scene in sceneList where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
        applicationStateStorage = .active
        if !usesScenes { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    /// Makes the active app inactive (an interruption, or the way to the background).
    package func resignActive() {
        guard applicationStateStorage == .active else { return }
        for scene in sceneList where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
        if !usesScenes { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        applicationStateStorage = .inactive
    }

    /// Takes the app off screen, resigning active first.
    package func enterBackground() {
        guard applicationStateStorage != .background else { return }
        resignActive()
        for scene in sceneList where scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        applicationStateStorage = .background
        if !usesScenes { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }

    /// Ends the app: to the background, its scenes disconnect, then `applicationWillTerminate`.
    package func terminate() {
        enterBackground()
        for scene in sceneList { disconnect(scene) }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }

    /// Disconnects a scene: its delegate hears `sceneDidDisconnect`, then UIKit lets the scene
    /// and its delegate go (the session stays open).
    func disconnect(_ scene: UIScene) {
        guard sceneList.contains(where: { $0 === scene }) else { return }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        sceneList.removeAll { $0 === scene }
        scene.delegate = nil
    }
}

extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted after the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after the app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
