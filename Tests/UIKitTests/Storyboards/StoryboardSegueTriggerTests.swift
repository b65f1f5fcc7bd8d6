import Foundation
import InterfaceBuilderFormat
import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// What triggers a storyboard segue and in what order: a button tap, a bar button item, a
/// gesture recognizer, selecting a table or collection view cell (before the delegate hears
/// of it); embed segues as the container's view loads; custom segue classes.
@MainActor
@Suite(.checksLifetimes) struct StoryboardSegueTriggerTests {
    /// Scene `S` whose view holds `views` and whose controller connections are `connections`;
    /// destination `D`.
    func scene(views: String, connections: String = "", controllerTag: String = "viewController") -> String {
        SegueSceneFixture.document(
            """
                    <scene sceneID="s1">
                        <objects>
                            <\(controllerTag) id="S" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        \(views)
                                    </subviews>
                                </view>
                                <connections>\(connections)</connections>
                            </\(controllerTag)>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="D" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """)
    }

    func storyboard(_ log: EventLog) throws -> SegueTestStoryboard {
        let storyboard = try SegueTestStoryboard()
        storyboard.makers["D"] = { RecordingViewController("destination", log: log) }
        return storyboard
    }

    @Test func aButtonTapAsksThenPreparesThenPerformsWithTheButtonAsSender() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        let xml = scene(
            views: """
                <button opaque="NO" contentMode="scaleToFill" id="B">
                    <rect key="frame" x="100" y="300" width="120" height="44"/>
                    <connections>
                        <segue destination="D" kind="presentation" identifier="go" id="g1"/>
                    </connections>
                </button>
                """)
        let sb = try storyboard(log)
        try SegueSceneFixture.install(
            xml, controllerID: "S", controller: source, objects: ["B": button], storyboard: sb)
        source.onViewDidLoad = { $0.view.addSubview(button) }
        device.window.rootViewController = source
        device.runUntilIdle()
        log.clear()
        device.tap(at: CGPoint(x: 160, y: 322))
        device.runUntilIdle()
        #expect(
            Array(log.entries.prefix(2)) == [
                "source.shouldPerformSegue(go, UIButton)",
                "source.prepare(go, UIStoryboardPresentationSegue, UIButton)",
            ])
        #expect((source.presentedViewController as? RecordingViewController)?.name == "destination")
    }

    @Test func shouldPerformSegueAnsweringFalseStopsATriggeredSegue() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        source.allowsSegues = false
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        let xml = scene(
            views: #"<button id="B"><connections><segue destination="D" kind="show" id="g1"/></connections></button>"#)
        let sb = try storyboard(log)
        try SegueSceneFixture.install(
            xml, controllerID: "S", controller: source, objects: ["B": button], storyboard: sb)
        source.onViewDidLoad = { $0.view.addSubview(button) }
        device.window.rootViewController = source
        device.runUntilIdle()
        log.clear()
        device.tap(at: CGPoint(x: 160, y: 322))
        device.runUntilIdle()
        #expect(log.entries == ["source.shouldPerformSegue(, UIButton)"])
        #expect(sb.instantiated.isEmpty)
        #expect(source.presentedViewController == nil)
    }

    @Test func aBarButtonItemTriggersWithTheItemAsSender() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        let item = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        let xml = scene(
            views: "",
            connections: ""
        )
        .replacingOccurrences(
            of: "<connections></connections>",
            with: """
                <navigationItem key="navigationItem" id="N">
                    <barButtonItem key="rightBarButtonItem" title="Add" id="I">
                        <connections><segue destination="D" kind="show" identifier="add" id="g1"/></connections>
                    </barButtonItem>
                </navigationItem>
                """)
        let sb = try storyboard(log)
        try SegueSceneFixture.install(xml, controllerID: "S", controller: source, objects: ["I": item], storyboard: sb)
        source.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: source)
        device.window.rootViewController = nav
        device.runUntilIdle()
        log.clear()
        let frame = try #require(nav.navigationBar.content?.rightViews.first?.frame)
        device.tap(at: CGPoint(x: frame.midX, y: 47 + frame.midY))
        device.runUntilIdle()
        #expect(
            Array(log.entries.prefix(2)) == [
                "source.shouldPerformSegue(add, UIBarButtonItem)",
                "source.prepare(add, UIStoryboardShowSegue, UIBarButtonItem)",
            ])
        #expect(nav.viewControllers.count == 2)
    }

    @Test func aGestureRecognizerTriggersOnceRecognizedWithTheRecognizerAsSender() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        let target = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
        let tap = UITapGestureRecognizer()
        target.addGestureRecognizer(tap)
        // Xcode writes the recognizer beside the controller, among the scene's objects.
        let xml = scene(
            views: #"""
                <view id="T"><gestureRecognizers><outletCollection property="gestureRecognizers" \#
                destination="G" id="o1"/></gestureRecognizers></view>
                """#)
        let segue = IBElement(
            name: "segue", attributes: ["destination": "D", "kind": "presentation", "identifier": "tapped", "id": "g1"])
        let recognizer = IBElement(
            name: "tapGestureRecognizer", attributes: ["id": "G"],
            children: [IBElement(name: "connections", children: [segue])])
        let sb = try storyboard(log)
        SegueSceneFixture.installActionLookup()
        try sb.installSegues(
            in: StoryboardSceneInstance(
                storyboard: sb, file: "Segues.storyboard",
                controllerElement: try SegueSceneFixture.controllerElement("S", in: xml), viewController: source,
                objects: ["S": source, "G": tap, "T": target], otherTopLevelElements: [recognizer]))
        source.onViewDidLoad = { $0.view.addSubview(target) }
        device.window.rootViewController = source
        device.runUntilIdle()
        log.clear()
        device.tap(at: CGPoint(x: 195, y: 500))
        device.runUntilIdle()
        #expect(
            Array(log.entries.prefix(2)) == [
                "source.shouldPerformSegue(tapped, UITapGestureRecognizer)",
                "source.prepare(tapped, UIStoryboardPresentationSegue, UITapGestureRecognizer)",
            ])
        #expect(source.presentedViewController != nil)
    }
}
