/// Runs an app without scenes on the real clock, headless, as UIKit's `UIApplicationMain`:
/// launches `delegate` (held for the app's life) and never returns.
///
/// UIKit takes the delegate's class name and makes it through the Objective-C runtime; Swift
/// on Linux cannot make an object from a class name, so the app passes the delegate itself
/// (see Documentation/Deviations.md). Write, in `main.swift`:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate())`.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegate: UIApplicationDelegate
) -> Never {
    runApplication(principalClassName: principalClassName, delegate: delegate, sceneDelegate: nil)
}

/// Runs an app with a window scene on the real clock, headless, as UIKit's
/// `UIApplicationMain` with an Info.plist scene manifest naming the scene delegate; never
/// returns. Write, in `main.swift`:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate(), sceneDelegate: SceneDelegate.init)`.
@preconcurrency @MainActor
public func UIApplicationMain<SceneDelegate: UIResponder>(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegate: UIApplicationDelegate,
    sceneDelegate: @escaping @MainActor () -> SceneDelegate
) -> Never {
    runApplication(
        principalClassName: principalClassName, delegate: delegate,
        sceneDelegate: DeclaredSceneDelegate(make: sceneDelegate))
}

@preconcurrency @MainActor
private func runApplication(
    principalClassName: String?, delegate: UIApplicationDelegate, sceneDelegate: DeclaredSceneDelegate?
) -> Never {
    if let principalClassName {
        Diagnostics.log(
            "UIApplicationMain: principal class \(principalClassName) is not supported; using UIApplication.")
    }
    let application = UIApplication.current
    // Work the delegate posts to the main queue while launching runs once the loop turns.
    application.loop.hostsMainQueue = true
    application.launch(delegate: delegate, sceneDelegate: sceneDelegate)
    withExtendedLifetime(delegate) {
        application.loop.run(until: { false })
    }
    fatalError("UIApplicationMain's run loop ended")
}
