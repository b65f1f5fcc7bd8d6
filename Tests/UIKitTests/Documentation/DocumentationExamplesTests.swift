// The code of the DocC articles (Sources/*/*.docc), compiled and run so the documentation
// cannot rot: Scripts/docs.sh fails when a `swift` block of an article is not found verbatim in
// a file of this folder. Plain `import UIKit`, no @testable: the articles show client code.
import Testing
import UIKit
import UIKitTesting

// MARK: Getting started

@MainActor @Test(.checksLifetimes) func presentedScreenCoversTheWindow() {
    let device = VirtualDevice()  // an iPhone, 390 × 844 points, on a virtual clock
    let home = UIViewController()
    device.window.rootViewController = home
    device.runUntilIdle()

    let detail = UIViewController()
    detail.view.backgroundColor = .systemRed
    detail.modalPresentationStyle = .fullScreen
    home.present(detail, animated: true)
    #expect(home.presentedViewController === detail)  // set at once; the slide takes time

    device.runUntilIdle()  // runs display-link frames until nothing is left to animate
    #expect(detail.view.frame == device.window.bounds)
    let pixel = device.screenshot().pixel(x: 195, y: 422)
    #expect(pixel.r == 255 && pixel.g == 59 && pixel.b == 48)  // systemRed fills the screen
}

// MARK: The presentation life cycle

/// Collects callbacks in the order they happen.
@MainActor final class CallbackLog {
    var entries: [String] = []
}

/// A view controller that writes its appearance callbacks to a log, as "name.callback".
final class LoggedViewController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.entries.append("\(name).viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name).viewDidDisappear")
    }
}

@MainActor @Test(.checksLifetimes) func fullScreenPresentationAndDismissalOrder() {
    let device = VirtualDevice()
    let log = CallbackLog()
    let a = LoggedViewController("A", log: log)
    device.window.rootViewController = a
    device.runUntilIdle()
    log.entries.removeAll()

    let b = LoggedViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true) { log.entries.append("completion") }
    device.runUntilIdle()
    #expect(
        log.entries == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "B.viewDidAppear", "A.viewDidDisappear", "completion",
        ])

    log.entries.removeAll()
    b.dismiss(animated: true) { log.entries.append("completion") }
    device.runUntilIdle()
    #expect(
        log.entries == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
            "A.viewDidAppear", "B.viewDidDisappear", "completion",
        ])
}

@MainActor @Test(.checksLifetimes) func sheetLeavesThePresenterAlone() {
    let device = VirtualDevice()
    let log = CallbackLog()
    let a = LoggedViewController("A", log: log)
    device.window.rootViewController = a
    device.runUntilIdle()
    log.entries.removeAll()

    let b = LoggedViewController("B", log: log)
    b.modalPresentationStyle = .pageSheet  // A stays visible behind the sheet
    a.present(b, animated: true)
    device.runUntilIdle()
    #expect(log.entries == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
}

@MainActor @Test(.checksLifetimes) func pushOrderDiffersFromPresentation() {
    let device = VirtualDevice()
    let log = CallbackLog()
    let a = LoggedViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: a)
    device.window.rootViewController = navigation
    device.runUntilIdle()
    log.entries.removeAll()

    let b = LoggedViewController("B", log: log)
    navigation.pushViewController(b, animated: true)
    device.advance(by: 0.1)  // mid-slide: both are on screen, neither has finished
    #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
    device.runUntilIdle()
    // In a push the old top's viewDidDisappear comes first, the opposite of a presentation.
    #expect(log.entries.suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
}

// MARK: Filming a transition (UIKitHost.docc)

@MainActor @Test(.checksLifetimes) func filmingAPresentation() {
    let device = VirtualDevice()
    let home = UIViewController()
    home.view.backgroundColor = .systemBlue
    device.window.rootViewController = home
    device.runUntilIdle()

    let detail = UIViewController()
    detail.view.backgroundColor = .systemRed
    detail.modalPresentationStyle = .fullScreen
    home.present(detail, animated: true)

    var film = Filmstrip()
    film.record(device, duration: 0.5, fps: 10)  // a frame now, then one every 0.1 s
    #expect(film.frames.count == 6)
    #expect(abs(film.times[5] - film.times[0] - 0.5) < 1e-9)
    // The red screen rises from the bottom, so the middle of the screen turns red on the way.
    let middleIsRed = film.frames.map { $0.pixel(x: 195, y: 422).r == 255 }
    #expect(middleIsRed.first == false && middleIsRed.last == true)

    let sheet = film.contactSheet(columns: 3, thumbnailScale: 0.25)  // 2 rows of 97 × 211 pictures
    #expect(sheet.width == 3 * 97 + 4 * 4 && sheet.height == 2 * 211 + 3 * 4)
    let apng = film.apngData(delay: 0.1)  // write it to a file to watch the transition loop
    #expect(!apng.isEmpty)
    device.runUntilIdle()
}
