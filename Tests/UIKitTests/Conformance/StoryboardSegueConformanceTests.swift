import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 108–117 driven from storyboard segue elements (exit connections, triggered
/// and manual segues), beside the programmatic ones of `SegueConformanceTests` and
/// `UnwindSegueTests`.
@MainActor
@Suite(.checksLifetimes) struct StoryboardSegueConformanceTests {
    /// Implements the storyboard's unwind action `unwindToMenu:` (and, optionally, refuses it).
    final class Menu: SegueSourceController {
        var refusesUnwind = false
        override func storyboardAction(named selector: String) -> ((Any?) -> Void)? {
            guard selector == "unwindToMenu:" else { return nil }
            return { [unowned self] segue in
                log.record("\(name).unwindToMenu(from \(unwindName((segue as! UIStoryboardSegue).source)))")
            }
        }
        override func canPerformUnwindSegueAction(
            _ action: Selector, from fromViewController: UIViewController, sender: Any?
        ) -> Bool {
            let answer =
                !refusesUnwind && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
            log.record("\(name).canPerform(\(action.name)) -> \(answer)")
            return answer
        }
    }

    /// A scene `S` with a button `B` whose exit connection is `buttonSegue` and manual segues
    /// `connections`; its exit placeholder is `X`.
    func scene(buttonSegue: String, connections: String = "") -> String {
        SegueSceneFixture.document(
            """
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="S" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="B">
                                            <rect key="frame" x="100" y="300" width="120" height="44"/>
                                            <connections>\(buttonSegue)</connections>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>\(connections)</connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="F" sceneMemberID="firstResponder"/>
                            <exit id="X" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
            """)
    }

    static let exitSegue =
        #"<segue destination="X" kind="unwind" identifier="back" unwindAction="unwindToMenu:" id="u1"/>"#

    /// Navigation [menu, middle]; middle presents `sheet`, the scene whose button exits.
    @MainActor
    struct World {
        let device = VirtualDevice()
        let log = EventLog()
        let menu: Menu
        let middle: Menu
        let sheet: SegueSourceController
        let nav: UnwindSegueTests.LoggingNavigationController
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))

        init(xml: String) throws {
            menu = Menu("menu", log: log)
            middle = Menu("middle", log: log)
            middle.refusesUnwind = true
            sheet = SegueSourceController("sheet", log: log)
            nav = UnwindSegueTests.LoggingNavigationController(nibName: nil, bundle: nil)
            nav.setViewControllers([menu, middle], animated: false)
            nav.log = log
            try SegueSceneFixture.install(
                xml, controllerID: "S", controller: sheet, objects: ["B": button], exitID: "X",
                storyboard: try SegueTestStoryboard())
            let button = button
            sheet.onViewDidLoad = { $0.view.addSubview(button) }
            sheet.modalPresentationStyle = .fullScreen
            device.window.rootViewController = nav
            device.runUntilIdle()
            middle.present(sheet, animated: false)
            device.runUntilIdle()
            log.clear()
        }

        func segueLog() -> [String] {
            log.entries.filter { !$0.contains("view") && !$0.contains("Move(") && !$0.contains("loadView") }
        }
    }

    @Test func statement108_storyboardSegueMakesTheDestinationThenPreparesThenPerforms() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        let storyboard = try SegueTestStoryboard()
        storyboard.makers["D"] = {
            log.record("destination.init")
            return RecordingViewController("destination", log: log)
        }
        try SegueSceneFixture.install(
            scene(buttonSegue: "", connections: #"<segue destination="D" kind="show" identifier="next" id="g1"/>"#),
            controllerID: "S", controller: source, storyboard: storyboard)
        let nav = UINavigationController(rootViewController: source)
        device.window.rootViewController = nav
        device.runUntilIdle()
        log.clear()
        weak var segue: UIStoryboardSegue?
        source.onPrepare = { segue = $0 }
        source.performSegue(withIdentifier: "next", sender: nil)
        #expect(
            Array(log.entries.prefix(2)) == ["destination.init", "source.prepare(next, UIStoryboardShowSegue, nil)"])
        #expect(segue == nil)
        device.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
    }

    @Test func statement109_storyboardTriggerAsksButPerformSegueFromCodeDoesNot() throws {
        let w = try World(xml: scene(buttonSegue: Self.exitSegue))
        w.sheet.performSegue(withIdentifier: "back", sender: nil)
        #expect(!w.log.entries.contains { $0.contains("shouldPerformSegue") })
        #expect(w.log.entries.contains("menu.unwindToMenu(from sheet)"))
        w.device.runUntilIdle()
    }

    @Test func statement109_storyboardTriggerRefusedBySheetStaysOnScreen() throws {
        let w = try World(xml: scene(buttonSegue: Self.exitSegue))
        w.sheet.allowsSegues = false
        w.device.tap(at: CGPoint(x: 160, y: 322))
        w.device.runUntilIdle()
        #expect(w.segueLog() == ["sheet.shouldPerformSegue(back, UIButton)"])
        #expect(w.middle.presentedViewController === w.sheet)
    }

    @Test func statement110_storyboardControllerWithoutTheIdentifierLogsUIKitsText() throws {
        let w = try World(xml: scene(buttonSegue: Self.exitSegue))
        w.sheet.performSegue(withIdentifier: "elsewhere", sender: nil)
        let noStoryboard = UIViewController()
        noStoryboard.performSegue(withIdentifier: "x", sender: nil)
        #expect(
            SegueSceneFixture.diagnostics(w.device) == [
                "Receiver (\(w.sheet.description)) has no segue with identifier 'elsewhere'",
                "Receiver (\(noStoryboard.description)) has no segue with identifier 'x'",
            ])
        #expect(noStoryboard.storyboard == nil)
    }

    @Test func statement111_storyboardShowPresentsOutsideANavigationController() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        let storyboard = try SegueTestStoryboard()
        storyboard.makers["D"] = { RecordingViewController("destination", log: log) }
        try SegueSceneFixture.install(
            scene(buttonSegue: #"<segue destination="D" kind="show" identifier="next" id="g1"/>"#),
            controllerID: "S", controller: source, objects: ["B": UIButton()], storyboard: storyboard)
        device.window.rootViewController = source
        device.runUntilIdle()
        source.performSegue(withIdentifier: "next", sender: nil)
        device.runUntilIdle()
        #expect((source.presentedViewController as? RecordingViewController)?.name == "destination")
    }

    @Test func statement112_storyboardExitFromAButtonPreparesCallsTheActionThenDismissesAndPops() throws {
        let w = try World(xml: scene(buttonSegue: Self.exitSegue))
        w.device.tap(at: CGPoint(x: 160, y: 322))
        #expect(
            w.segueLog() == [
                "sheet.shouldPerformSegue(back, UIButton)", "nav.allowedChildren -> [\"middle\", \"menu\"]",
                "middle.canPerform(unwindToMenu:) -> false", "menu.canPerform(unwindToMenu:) -> true",
                "sheet.prepare(back, UnwindSegue, UIButton)",
                "menu.unwindToMenu(from sheet)", "nav.unwind(towards menu)",
            ])
        w.device.runUntilIdle()
        #expect(w.middle.presentedViewController == nil)
        #expect(w.nav.viewControllers == [w.menu])
        #expect(SegueSceneFixture.diagnostics(w.device).isEmpty)
    }

    @Test func statement113_storyboardExitWithNoTakerFailsSilently() throws {
        let w = try World(
            xml: scene(
                buttonSegue: #"<segue destination="X" kind="unwind" unwindAction="unwindToNowhere:" id="u1"/>"#))
        w.device.tap(at: CGPoint(x: 160, y: 322))
        w.device.runUntilIdle()
        #expect(!w.log.entries.contains { $0.contains("prepare") })
        #expect(w.middle.presentedViewController === w.sheet)
        #expect(w.nav.viewControllers.count == 2)
    }

    @Test func statement114_storyboardNearestImplementerWinsAndTheSourceIsSkipped() throws {
        let w = try World(xml: scene(buttonSegue: Self.exitSegue))
        w.middle.refusesUnwind = false
        w.device.tap(at: CGPoint(x: 160, y: 322))
        w.device.runUntilIdle()
        #expect(w.log.entries.contains("middle.unwindToMenu(from sheet)"))
        #expect(!w.log.entries.contains("menu.unwindToMenu(from sheet)"))
        #expect(w.nav.viewControllers == [w.menu, w.middle])
        #expect(w.middle.presentedViewController == nil)
    }

    @Test func statement115_116_storyboardExitSearchesTheStackTopFirstAndPopsToTheDestination() throws {
        let w = try World(xml: scene(buttonSegue: Self.exitSegue))
        w.device.tap(at: CGPoint(x: 160, y: 322))
        // The sheet's presenter is the navigation controller (it manages middle), which offers
        // its whole stack, top first.
        #expect(w.log.entries.contains("nav.allowedChildren -> [\"middle\", \"menu\"]"))
        #expect(w.log.entries.contains("nav.unwind(towards menu)"))
        w.device.runUntilIdle()
        #expect(w.nav.topViewController === w.menu)
    }

    final class SlideBackSegue: UIStoryboardSegue {
        override func perform() {
            source.dismiss(animated: false)
        }
    }

    @Test func statement112_storyboardCustomUnwindSegueClassReplacesTheContainersTransition() throws {
        StoryboardSegueClasses.register(SlideBackSegue.self, module: "UIKitTests") {
            SlideBackSegue(identifier: $0, source: $1, destination: $2)
        }
        let w = try World(
            xml: scene(
                buttonSegue: """
                    <segue destination="X" kind="unwind" identifier="back" customClass="SlideBackSegue" \
                    customModule="UIKitTests" unwindAction="unwindToMenu:" id="u1"/>
                    """))
        w.device.tap(at: CGPoint(x: 160, y: 322))
        w.device.runUntilIdle()
        #expect(w.log.entries.contains("sheet.prepare(back, SlideBackSegue, UIButton)"))
        #expect(!w.log.entries.contains("nav.unwind(towards menu)"))
        #expect(w.middle.presentedViewController == nil)
        #expect(w.nav.viewControllers.count == 2)
    }
}
