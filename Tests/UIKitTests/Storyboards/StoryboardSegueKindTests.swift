import InterfaceBuilderFormat
import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// What each segue kind of a storyboard does when performed: show pushes or presents, show
/// detail, present modally with the storyboard's styles and "Animates", popover anchors and
/// arrows, embed into a container view, custom classes, the deprecated push/modal/replace;
/// and the errors a bad segue element gets.
@MainActor
@Suite(.checksLifetimes) struct StoryboardSegueKindTests {
    /// A scene whose controller `S` has `segues` in its connections and a destination `D`.
    func scene(_ segues: String, extraObjects: String = "") -> String {
        SegueSceneFixture.document(
            """
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="S" customClass="SegueSourceController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    \(extraObjects)
                                </view>
                                <connections>
                                    \(segues)
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="D" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """)
    }

    @MainActor
    struct Setup {
        let device = VirtualDevice()
        let log = EventLog()
        let storyboard: SegueTestStoryboard
        let source: SegueSourceController

        init() throws {
            storyboard = try SegueTestStoryboard()
            source = SegueSourceController("source", log: log)
        }
    }

    func setUp(_ segues: String, objects: [String: AnyObject] = [:], inNavigation: Bool = true) throws -> Setup {
        let s = try Setup()
        let log = s.log
        s.storyboard.makers["D"] = { RecordingViewController("destination", log: log) }
        try SegueSceneFixture.install(
            scene(segues), controllerID: "S", controller: s.source, objects: objects, storyboard: s.storyboard)
        s.device.window.rootViewController =
            inNavigation ? UINavigationController(rootViewController: s.source) : s.source
        s.device.runUntilIdle()
        return s
    }

    @Test func showPushesTheNewDestinationOntoTheNavigationStack() throws {
        let s = try setUp(#"<segue destination="D" kind="show" identifier="detail" id="g1"/>"#)
        s.source.performSegue(withIdentifier: "detail", sender: nil)
        s.device.runUntilIdle()
        let nav = try #require(s.source.navigationController)
        #expect(nav.viewControllers.count == 2)
        #expect((nav.topViewController as? RecordingViewController)?.name == "destination")
        #expect(s.storyboard.instantiated == ["D"])
        #expect(s.source.preparedSegueTypes == ["UIStoryboardShowSegue"])
        #expect(s.source.storyboard === s.storyboard)
    }

    @Test func eachPerformMakesANewDestination() throws {
        let s = try setUp(#"<segue destination="D" kind="show" identifier="detail" id="g1"/>"#)
        s.source.performSegue(withIdentifier: "detail", sender: nil)
        s.device.runUntilIdle()
        weak let first = s.source.navigationController?.topViewController
        s.source.navigationController?.popViewController(animated: false)
        s.device.runUntilIdle()
        s.source.performSegue(withIdentifier: "detail", sender: nil)
        s.device.runUntilIdle()
        #expect(s.storyboard.instantiated == ["D", "D"])
        #expect(first == nil)
        #expect(s.source.navigationController?.topViewController is RecordingViewController)
    }

    @Test func showDetailOutsideASplitPresents() throws {
        let s = try setUp(
            #"<segue destination="D" kind="showDetail" identifier="detail" id="g1"/>"#, inNavigation: false)
        s.source.performSegue(withIdentifier: "detail", sender: nil)
        s.device.runUntilIdle()
        #expect((s.source.presentedViewController as? RecordingViewController)?.name == "destination")
    }

    @Test func presentationTakesTheStoryboardsStylesAndAnimatesNoPresentsAtOnce() throws {
        let s = try setUp(
            #"""
            <segue destination="D" kind="presentation" identifier="modal" modalPresentationStyle="overFullScreen" \#
            modalTransitionStyle="crossDissolve" animates="NO" id="g1"/>
            """#)
        let log = s.log
        s.source.onPrepare = { segue in
            log.record("prepare sees style \(segue.destination.modalPresentationStyle.rawValue)")
            log.record("prepare sees animations \(UIView.areAnimationsEnabled)")
        }
        s.log.record("perform")
        s.source.performSegue(withIdentifier: "modal", sender: nil)
        s.device.runUntilIdle()
        let presented = try #require(s.source.navigationController?.presentedViewController as? RecordingViewController)
        #expect(presented.modalPresentationStyle == .overFullScreen)
        #expect(presented.modalTransitionStyle == .crossDissolve)
        #expect(s.log.entries.contains("prepare sees style 5"))
        // Statement 108: the runtime switches animations to the segue's setting around perform.
        #expect(s.log.entries.contains("prepare sees animations true"))
        #expect(UIView.areAnimationsEnabled)
        let appeared = try #require(s.log.entries.firstIndex(of: "destination.viewDidAppear"))
        let performed = try #require(s.log.entries.firstIndex(of: "perform"))
        #expect(s.log.times[appeared] == s.log.times[performed])
    }

    @Test func prepareMayReplaceTheStoryboardsPresentationStyle() throws {
        let s = try setUp(
            #"<segue destination="D" kind="presentation" identifier="modal" modalPresentationStyle="pageSheet" id="g1"/>"#
        )
        s.source.onPrepare = { $0.destination.modalPresentationStyle = .overFullScreen }
        s.source.performSegue(withIdentifier: "modal", sender: nil)
        s.device.runUntilIdle()
        #expect(s.source.navigationController?.presentedViewController?.modalPresentationStyle == .overFullScreen)
    }

    @Test func popoverPointsAtTheStoryboardsAnchorWithItsArrowsAndPassthroughViews() throws {
        let anchor = UIButton(frame: CGRect(x: 20, y: 200, width: 80, height: 40))
        let passthrough = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        let s = try setUp(
            #"""
            <segue destination="D" kind="popoverPresentation" identifier="pop" popoverAnchorView="A" id="g1">
                <popoverArrowDirection key="popoverArrowDirection" up="YES" left="YES"/>
                <connections>
                    <outletCollection property="passthroughViews" destination="P" id="c1"/>
                </connections>
            </segue>
            """#, objects: ["A": anchor, "P": passthrough])
        s.source.view.addSubview(anchor)
        s.source.performSegue(withIdentifier: "pop", sender: nil)
        s.device.runUntilIdle()
        let presented = try #require(s.source.navigationController?.presentedViewController)
        #expect(s.source.preparedSegueTypes == ["UIStoryboardPopoverPresentationSegue"])
        #expect(presented.modalPresentationStyle == .popover)
        let popover = try #require(presented.popoverPresentationController)
        #expect(popover.sourceView === anchor)
        #expect(popover.sourceRect == anchor.bounds)
        #expect(popover.permittedArrowDirections == [.up, .left])
        #expect(popover.passthroughViews?.count == 1 && popover.passthroughViews?[0] === passthrough)
    }

    @Test func popoverWithoutAnAnchorPointsAtTheBarButtonItemThatTriggeredIt() throws {
        let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        let s = try setUp(#"<segue destination="D" kind="popoverPresentation" id="g1"/>"#, objects: [:])
        s.source.navigationItem.rightBarButtonItem = item
        let template = try #require(s.source.storyboardSegues.templates.first)
        template.trigger(sender: item)
        s.device.runUntilIdle()
        let popover = try #require(
            s.source.navigationController?.presentedViewController?.popoverPresentationController)
        #expect(popover.barButtonItem === item)
        #expect(popover.permittedArrowDirections == .any)
    }

    @Test func deprecatedPushPushesAndNeedsANavigationController() throws {
        let s = try setUp(#"<segue destination="D" kind="push" identifier="old" id="g1"/>"#)
        s.source.performSegue(withIdentifier: "old", sender: nil)
        s.device.runUntilIdle()
        #expect(s.source.navigationController?.viewControllers.count == 2)

        let alone = try setUp(#"<segue destination="D" kind="push" identifier="old" id="g1"/>"#, inNavigation: false)
        alone.source.performSegue(withIdentifier: "old", sender: nil)
        alone.device.runUntilIdle()
        #expect(alone.source.presentedViewController == nil)
        #expect(
            SegueSceneFixture.diagnostics(alone.device) == [
                "Push segues can only be used when the source controller is managed by an instance of "
                    + "UINavigationController."
            ])
    }

    @Test func deprecatedModalPresentsWithItsTransitionStyle() throws {
        let s = try setUp(
            #"<segue destination="D" kind="modal" identifier="old" modalTransitionStyle="flipHorizontal" id="g1"/>"#)
        s.source.performSegue(withIdentifier: "old", sender: nil)
        s.device.runUntilIdle()
        #expect(s.source.navigationController?.presentedViewController?.modalTransitionStyle == .flipHorizontal)
    }

    @Test func deprecatedReplaceShowsAsTheDetail() throws {
        let s = try setUp(
            #"<segue destination="D" kind="replace" identifier="old" splitViewControllerTargetIndex="1" id="g1"/>"#,
            inNavigation: false)
        s.source.performSegue(withIdentifier: "old", sender: nil)
        s.device.runUntilIdle()
        #expect(s.source.preparedSegueTypes == ["UIStoryboardShowDetailSegue"])
        #expect(s.source.presentedViewController != nil)
    }

    // MARK: Bad segues

    @Test func anUnknownKindIsSkippedNamingTheLine() throws {
        let device = VirtualDevice()
        let storyboard = try SegueTestStoryboard()
        let source = SegueSourceController("source", log: EventLog())
        let xml = scene(
            """
            <segue destination="D" kind="show" identifier="fine" id="g1"/>
            <segue destination="D" kind="teleport" identifier="bad" id="g2"/>
            """)
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("teleport") }.map { $0 + 1 }
        try SegueSceneFixture.install(xml, controllerID: "S", controller: source, storyboard: storyboard)
        #expect(source.storyboardSegues.templates.map(\.identifier) == ["fine"])
        #expect(device.diagnostics.contains("Segues.storyboard:\(line ?? 0): unknown segue kind 'teleport'; skipped"))
    }

    @Test func anUnknownCustomClassRunsThePlainSegueAndBadSeguesAreSkipped() throws {
        let device = VirtualDevice()
        let storyboard = try SegueTestStoryboard()
        let source = SegueSourceController("source", log: EventLog())
        try SegueSceneFixture.install(
            scene(#"<segue destination="D" kind="custom" customClass="NoSuchSegue" customModule="App" id="g1"/>"#),
            controllerID: "S", controller: source, storyboard: storyboard)
        #expect(device.diagnostics.contains { $0.hasSuffix("Unknown class NoSuchSegue in Interface Builder file.") })
        #expect(source.storyboardSegues.templates.count == 1)
        try SegueSceneFixture.install(
            scene(#"<segue destination="D" kind="embed" id="g2"/>"#), controllerID: "S", controller: source,
            storyboard: storyboard)
        #expect(
            device.diagnostics.contains { $0.hasSuffix("an embed segue must start from a container view; skipped") })
        try SegueSceneFixture.install(
            scene(#"<segue kind="show" id="g3"/>"#), controllerID: "S", controller: source, storyboard: storyboard)
        #expect(device.diagnostics.contains { $0.hasSuffix("the segue has no destination; skipped") })
        #expect(source.storyboardSegues.templates.count == 1)
    }

    @Test func relationshipSeguesAreLeftToTheLoader() throws {
        let s = try setUp(#"<segue destination="D" kind="relationship" relationship="rootViewController" id="g1"/>"#)
        #expect(s.source.storyboardSegues.templates.isEmpty)
    }
}
