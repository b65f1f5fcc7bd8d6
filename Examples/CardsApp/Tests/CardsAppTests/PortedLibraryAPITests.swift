import UIKit
import UIKitTesting
import XCTest
import os

// API that presentation libraries and apps ported to OpenUIKit call, written as they write it
// (Swift 5 mode, no actor annotations).

private let cardsLog = OSLog(subsystem: "com.example.cards", category: "library")
private let cardsLogger = Logger(subsystem: "com.example.cards", category: "library")

/// A background a library draws with a Core Graphics gradient.
final class GradientBackgroundView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        guard
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
        else { return }
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: bounds.width, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
}

/// A recognizer subclass as ported: `Selector?` in, passed to super.
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }
}

/// A themed navigation controller whose initializer calls the designated root initializer.
final class ThemedNavigationController: UINavigationController {
    init(root: UIViewController) {
        super.init(rootViewController: root)
        navigationBar.barStyle = .black
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// A stack view subclass with its own designated `init(arrangedSubviews:)`, as libraries write.
final class CardRowStackView: UIStackView {
    init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        axis = .horizontal
        views.forEach { addArrangedSubview($0) }
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A card that releases caches on memory warnings and closes on VoiceOver's escape.
final class RestorableCardViewController: UIViewController, UIViewControllerRestoration {
    var memoryWarnings = 0

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
    {
        return RestorableCardViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        restorationIdentifier = "CardDetail"
        restorationClass = RestorableCardViewController.self
        os_log("Loaded %@ with %d cards", log: cardsLog, type: .debug, "detail", 52)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
        cardsLogger.warning("Memory warning number \(self.memoryWarnings, privacy: .public)")
    }

    override func accessibilityPerformEscape() -> Bool {
        dismiss(animated: false, completion: nil)
        return true
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
    }
}

/// An app delegate method written with the SDK's default argument.
final class URLOpeningDelegate: UIResponder, UIApplicationDelegate {
    var opened: [URL] = []
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        opened.append(url)
        return options[.sourceApplication] != nil
    }
}

final class PortedLibraryAPITests: XCTestCase {
    func testLoggingWithOSLogAndLogger() {
        let count = 3
        let name = "Ace"
        os_log("Dealt %{public}@", log: cardsLog, type: .info, name)
        os_log(.error, log: cardsLog, "%ld cards left, %.1f%% done", count, 12.5)
        os_log("Plain message")
        cardsLogger.debug("Dealt \(name, privacy: .private) at \(count)")
        cardsLogger.notice("Deck \(name, privacy: .public), \(2.5, format: .fixed(precision: 1))")
        Logger().error("No subsystem: \(name)")
        XCTAssertFalse(OSLog.disabled.isEnabled(type: .fault))
    }

    func testGradientFillsTheViewFromRedToBlue() {
        let device = VirtualDevice()
        let view = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        device.window.addSubview(view)
        device.runUntilIdle()
        let image = device.screenshot()
        let scale = Int(device.window.traitCollection.displayScale)
        let left = image.pixel(x: 1, y: 25 * scale)
        let right = image.pixel(x: 99 * scale, y: 25 * scale)
        XCTAssertGreaterThan(left.r, 240)
        XCTAssertLessThan(left.b, 15)
        XCTAssertGreaterThan(right.b, 240)
        XCTAssertLessThan(right.r, 15)
    }

    func testRecognizersAndNavigationSubclassInitialisers() {
        let device = VirtualDevice()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let pan = SheetPanGestureRecognizer(target: nil, action: nil)
        let root = UIViewController()
        root.view.addGestureRecognizer(tap)
        root.view.addGestureRecognizer(pan)
        let nav = ThemedNavigationController(root: root)
        device.window.rootViewController = nav
        device.runUntilIdle()
        XCTAssertEqual(nav.viewControllers, [root])
        XCTAssertEqual(nav.navigationBar.barStyle, .black)
        XCTAssertEqual(root.view.gestureRecognizers?.count, 2)
        XCTAssertTrue(device.diagnostics.isEmpty)
    }

    func testMemoryWarningEscapeAndRestorationShapes() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        let detail = RestorableCardViewController()
        home.present(detail, animated: false)
        device.runUntilIdle()
        XCTAssertEqual(detail.restorationIdentifier, "CardDetail")
        XCTAssertTrue(detail.restorationClass is RestorableCardViewController.Type)
        device.simulateMemoryWarning()
        XCTAssertEqual(detail.memoryWarnings, 1)
        XCTAssertTrue(device.performAccessibilityEscape())
        device.runUntilIdle()
        XCTAssertNil(home.presentedViewController)
    }

    func testKeyValueCodingReads() {
        let device = VirtualDevice()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 120))
        device.window.addSubview(card)
        let application = UIApplication.value(forKeyPath: "shared") as? UIApplication
        XCTAssertTrue(application === device.application)
        XCTAssertEqual(card.value(forKey: "frame") as? CGRect, CGRect(x: 0, y: 0, width: 80, height: 120))
        XCTAssertEqual(card.value(forKeyPath: "layer.bounds") as? CGRect, card.layer.bounds)
        XCTAssertTrue(ObjectIdentifier(card.classForCoder) == ObjectIdentifier(UIView.self))
    }

    func testAppAPIFromPortedApps() {
        let device = VirtualDevice()
        let delegate = URLOpeningDelegate()
        let url = URL(string: "cards://deck/1")!
        XCTAssertTrue(delegate.application(device.application, open: url, options: [.sourceApplication: "com.example"]))
        XCTAssertEqual(delegate.opened, [url])

        let descriptor = UIFont.systemFont(ofSize: 16).fontDescriptor.withSymbolicTraits(.traitBold)!
        let bold = UIFont(descriptor: descriptor, size: 0)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))

        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.lineSpacing = 4
        style.alignment = .center
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Deck", attributes: [.paragraphStyle: style])
        XCTAssertEqual(label.textAlignment, .center)

        let button = UIButton(type: .system)
        button.setTitle("Deal", for: .normal)
        let size = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        XCTAssertEqual(button.intrinsicContentSize.width, size.width + 32)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.semanticContentAttribute = .forceLeftToRight
        view.cornerConfiguration = .capsule()
        XCTAssertEqual(view.layer.cornerRadius, 20)
        view.layer.minificationFilterBias = 0.1

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.backgroundView = UIView()
        table.separatorEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        table.setEditing(true, animated: true)
        XCTAssertTrue(table.isEditing)

        let row = CardRowStackView(arrangedSubviews: [UIView(), UIView()])
        XCTAssertEqual(row.arrangedSubviews.count, 2)
        XCTAssertEqual(row.axis, .horizontal)

        var heightConstraint = NSLayoutConstraint()
        heightConstraint = view.heightAnchor.constraint(equalToConstant: 40)
        heightConstraint.isActive = true
        XCTAssertFalse(UIAccessibility.isReduceTransparencyEnabled)
        _ = device
    }
}

/// A toast library's sizing helper, as Swift 5 code writes it: a free function with no actor,
/// measuring text with `boundingRect` (the `String` drawing API is `@preconcurrency`).
func toastHeight(for message: String, width: CGFloat) -> CGFloat {
    let font = UIFont.systemFont(ofSize: 14)
    let rect = message.boundingRect(
        with: CGSize(width: width, height: .greatestFiniteMagnitude),
        options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
    return ceil(rect.height) + 16
}

final class StringDrawingClientTests: XCTestCase {
    func testAWrappedMessageIsTallerThanOneLine() {
        let short = toastHeight(for: "Saved", width: 200)
        let long = toastHeight(for: String(repeating: "A longer message that wraps. ", count: 4), width: 200)
        XCTAssertGreaterThan(long, short * 2 - 16)
    }
}

/// Calls older iOS code makes: a cell class through `classForCoder()`, Swift 4.1 type names,
/// defaults read by key-value coding.
final class OlderCodeClientTests: XCTestCase {
    final class NoteCell: UITableViewCell {}

    func testOlderFormsCompileAndBehave() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(NoteCell.classForCoder(), forCellReuseIdentifier: "note")
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "note") is NoteCell)
        let operation: UINavigationControllerOperation = .push
        XCTAssertEqual(operation, UINavigationController.Operation.push)
        let options: UIViewAnimationOptions = [.curveEaseOut]
        XCTAssertTrue(options.contains(.curveEaseOut))
        UserDefaults.standard.set("dot", forKey: "OpenUIKitCardsTestKey")
        XCTAssertEqual(UserDefaults.standard.value(forKey: "OpenUIKitCardsTestKey") as? String, "dot")
        UserDefaults.standard.removeObject(forKey: "OpenUIKitCardsTestKey")
    }
}
