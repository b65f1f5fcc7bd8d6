import UIKit

public class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    public private(set) var becameActiveCount = 0

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: DeckViewController())
        window?.makeKeyAndVisible()
    }

    public func sceneDidBecomeActive(_ scene: UIScene) {
        becameActiveCount += 1
    }
}
