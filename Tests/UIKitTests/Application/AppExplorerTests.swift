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

    /// A card that presents a detail when tapped, as an app that needs no button writes it.
    final class CardViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let card = UIView(frame: CGRect(x: 40, y: 500, width: 310, height: 200))
            card.backgroundColor = .systemYellow
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardViewController.open))
            view.addSubview(card)
        }
        func open(_ sender: UITapGestureRecognizer) { present(DetailViewController(), animated: true) }
    }

    /// A drawer at the bottom that opens a list when dragged up, as card stacks and drawers do.
    final class DrawerViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let drawer = UIView(frame: CGRect(x: 0, y: 760, width: 390, height: 300))
            drawer.backgroundColor = .systemBlue
            drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerViewController.drag))
            view.addSubview(drawer)
        }
        func drag(_ sender: UIPanGestureRecognizer) {
            if sender.state == .ended, sender.translation(in: view).y < -100 {
                present(MenuViewController(), animated: true)
            }
        }
    }

    /// A panel pulled down from the top that opens a list, as a card raised over the screen is
    /// pulled back down to uncover what lies under it.
    final class PullDownViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let panel = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
            panel.backgroundColor = .systemGreen
            panel.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PullDownViewController.drag))
            view.addSubview(panel)
        }
        func drag(_ sender: UIPanGestureRecognizer) {
            if sender.state == .ended, sender.translation(in: view).y > 100 {
                present(MenuViewController(), animated: true)
            }
        }
    }

    final class RootAppDelegate: UIResponder, UIApplicationDelegate {
        let root: UIViewController
        var window: UIWindow?
        init(root: UIViewController) { self.root = root }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = root
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test func explorerTapsAViewThatHasATapRecognizer() {
        let device = AppLauncher.launch(
            info: AppInfoPlist(dictionary: [:]), bundle: nil, appDelegate: RootAppDelegate(root: CardViewController()))
        let explorer = AppExplorer(device: device, seed: 1)
        explorer.run(steps: 2)
        #expect(explorer.screens.map(\.key).contains("CardViewController / DetailViewController"))
    }

    @Test func explorerDragsUpAViewThatHasAPanRecognizer() {
        let device = AppLauncher.launch(
            info: AppInfoPlist(dictionary: [:]), bundle: nil, appDelegate: RootAppDelegate(root: DrawerViewController())
        )
        let explorer = AppExplorer(device: device, seed: 1)
        explorer.run(steps: 2)
        #expect(explorer.screens.map(\.key).contains("DrawerViewController / MenuViewController"))
    }

    @Test func explorerDragsDownAViewThatHasAPanRecognizer() {
        let device = AppLauncher.launch(
            info: AppInfoPlist(dictionary: [:]), bundle: nil,
            appDelegate: RootAppDelegate(root: PullDownViewController()))
        let explorer = AppExplorer(device: device, seed: 1)
        explorer.run(steps: 3)
        #expect(explorer.screens.map(\.key).contains("PullDownViewController / MenuViewController"))
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
