import Foundation
import UIKitTesting

@testable import UIKit

/// A screen with one of each kind of element, in a navigation controller, at fixed frames.
@MainActor
final class MenuViewController: UIViewController {
    let openButton = UIButton(type: .system)
    let welcome = UILabel()
    let wifi = UISwitch()
    let name = UITextField()
    let photo = UIImageView(image: UIImage(systemName: "photo"))
    let card = UIView()
    let mode = UISegmentedControl(items: ["Day", "Week"])
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .white
        openButton.setTitle("Open", for: .normal)
        openButton.accessibilityIdentifier = "open"
        openButton.frame = CGRect(x: 20, y: 150, width: 100, height: 44)
        openButton.addTarget(self, action: MenuViewController.open, for: .touchUpInside)
        welcome.text = "Welcome"
        welcome.frame = CGRect(x: 20, y: 200, width: 200, height: 30)
        wifi.frame.origin = CGPoint(x: 20, y: 240)
        wifi.accessibilityLabel = "Wi-Fi"
        name.placeholder = "Name"
        name.borderStyle = .roundedRect
        name.frame = CGRect(x: 20, y: 290, width: 200, height: 34)
        photo.frame = CGRect(x: 20, y: 340, width: 60, height: 60)
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "Sunset"
        card.frame = CGRect(x: 100, y: 340, width: 120, height: 60)
        card.accessibilityIdentifier = "card"
        let caption = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        caption.text = "Caption"
        card.addSubview(caption)
        mode.frame = CGRect(x: 20, y: 420, width: 200, height: 32)
        for v in [openButton, welcome, wifi, name, photo, card, mode] as [UIView] { view.addSubview(v) }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: self, action: MenuViewController.edit)
    }

    func open() {
        log.append("open")
        let sheet = SheetViewController()
        present(sheet, animated: true)
    }

    func edit() { log.append("edit") }
}

/// A page sheet with a Close button that dismisses it.
@MainActor
final class SheetViewController: UIViewController {
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        closeButton.setTitle("Close", for: .normal)
        closeButton.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
        closeButton.addTarget(self, action: SheetViewController.close, for: .touchUpInside)
        view.addSubview(closeButton)
    }

    func close() { dismiss(animated: true) }
}

@MainActor
func menuScene() -> (VirtualDevice, MenuViewController, UINavigationController) {
    let device = VirtualDevice()
    let menu = MenuViewController()
    let nav = UINavigationController(rootViewController: menu)
    device.window.rootViewController = nav
    device.runUntilIdle()
    return (device, menu, nav)
}
