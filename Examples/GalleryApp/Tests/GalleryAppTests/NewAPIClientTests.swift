import Testing
import UIKit
import UIKitTesting

/// A settings screen written as for iOS, reaching this session's new API from outside the
/// package: an alert with a text field, a switch, key-value observing, associated objects, a
/// notification observer by method reference, masked corners and a haptic.
@MainActor
final class SettingsViewController: UIViewController {
    let notifications = UISwitch()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    private(set) var enteredName: String?
    private(set) var switchChanges = 0
    private(set) var observedOffsets: [CGFloat] = []
    private(set) var settingsResets = 0
    private var offsetObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        notifications.frame.origin = CGPoint(x: 20, y: 500)
        notifications.addTarget(self, action: SettingsViewController.toggled, for: .valueChanged)
        view.addSubview(notifications)
        scrollView.contentSize = CGSize(width: 390, height: 1000)
        scrollView.layer.cornerRadius = 12
        scrollView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(scrollView)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            if let y = change.newValue?.y { self?.observedOffsets.append(y) }
        }
        NotificationCenter.default.addObserver(
            self, selector: SettingsViewController.settingsReset,
            name: Notification.Name("SettingsReset"), object: nil)
    }

    func toggled(_ sender: UISwitch) {
        switchChanges += 1
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }

    func settingsReset() { settingsResets += 1 }

    func askForName() {
        let alert = UIAlertController(title: "Name", message: "Who is this?", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
                self?.enteredName = alert?.textFields?.first?.text
            })
        present(alert, animated: true)
    }
}

nonisolated(unsafe) private var badgeKey: UInt8 = 0

@MainActor
@Suite struct NewAPIClientTests {
    /// The centre, in window coordinates, of the on-screen label reading `text`.
    func label(_ text: String, in view: UIView) -> CGPoint? {
        if let label = view as? UILabel, label.text == text, label.window != nil {
            return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
        }
        return view.subviews.lazy.compactMap { label(text, in: $0) }.first
    }

    @Test func alertTextFieldSwitchObservationAndHapticsWorkFromAClientPackage() throws {
        let device = VirtualDevice()
        let settings = SettingsViewController()
        device.window.rootViewController = settings
        device.runUntilIdle()

        settings.askForName()
        device.runUntilIdle()
        device.typeText("Ada")
        let save = try #require(label("Save", in: device.window))
        device.tap(at: save)
        device.runUntilIdle()
        #expect(settings.enteredName == "Ada")
        #expect(settings.presentedViewController == nil)

        device.tap(at: settings.notifications.convert(CGPoint(x: 25, y: 15), to: nil))
        device.runUntilIdle()
        #expect(settings.notifications.isOn && settings.switchChanges == 1)
        #expect(device.haptics.count == 1)

        settings.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(settings.observedOffsets == [40])
        #expect(settings.scrollView.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])

        NotificationCenter.default.post(name: Notification.Name("SettingsReset"), object: nil)
        #expect(settings.settingsResets == 1)

        objc_setAssociatedObject(settings, &badgeKey, "new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(settings, &badgeKey) as? String == "new")

        device.window.rootViewController = nil
        device.runUntilIdle()
    }

    @Test func splitAndPageContainersWorkFromAClientPackage() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        #expect(!split.isCollapsed)

        let pages = [UIViewController(), UIViewController()]
        let book = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        book.setViewControllers([pages[0]], direction: .forward, animated: false)
        list.showDetailViewController(book, sender: nil)
        device.runUntilIdle()
        #expect(split.viewController(for: .secondary) === book || book.navigationController != nil)
        book.setViewControllers([pages[1]], direction: .forward, animated: true)
        device.runUntilIdle()
        #expect(book.viewControllers?.first === pages[1])
        #expect(pages[1].view.window === device.window)

        device.window.rootViewController = nil
        device.runUntilIdle()
    }
}
