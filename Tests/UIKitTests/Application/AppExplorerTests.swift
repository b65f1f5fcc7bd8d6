import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The seeded monkey that explores a launched app.
@MainActor
@Suite struct AppExplorerTests {
    /// A menu whose one button pushes a detail screen, which presents a sheet.
    final class MenuViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.setTitle("Open", for: .normal)
            button.frame = CGRect(x: 100, y: 300, width: 190, height: 44)
            button.addTarget(self, action: MenuViewController.open, for: .touchUpInside)
            view.addSubview(button)
        }
        func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
    }

    final class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let button = UIButton(type: .system)
            button.setTitle("More", for: .normal)
            button.frame = CGRect(x: 100, y: 300, width: 190, height: 44)
            button.addTarget(self, action: DetailViewController.more, for: .touchUpInside)
            view.addSubview(button)
        }
        func more() { present(UIViewController(), animated: true) }
    }

    final class MenuAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UINavigationController(rootViewController: MenuViewController())
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test func explorerReachesPushedAndPresentedScreens() {
        let device = AppLauncher.launch(
            info: AppInfoPlist(dictionary: [:]), bundle: nil, appDelegate: MenuAppDelegate())
        let explorer = AppExplorer(device: device, seed: 7)
        explorer.run(steps: 12)
        let keys = explorer.screens.map(\.key)
        #expect(keys.first == "UINavigationController>MenuViewController")
        #expect(keys.contains("UINavigationController>DetailViewController"))
        #expect(keys.contains("UINavigationController>DetailViewController / UIViewController"))
    }

    @Test func sameSeedTakesTheSameActions() {
        func actions() -> [String] {
            let device = AppLauncher.launch(
                info: AppInfoPlist(dictionary: [:]), bundle: nil, appDelegate: MenuAppDelegate())
            let explorer = AppExplorer(device: device, seed: 3)
            explorer.run(steps: 6)
            return explorer.actions
        }
        #expect(actions() == actions())
    }
}
