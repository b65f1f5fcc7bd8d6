import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// A table view controller scene whose prototype cell carries a segue.
final class SegueTableController: UITableViewController, SegueTestActions {
    let log: EventLog
    var allowsSegues = true

    init(log: EventLog) {
        self.log = log
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.tag = indexPath.row
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.record("didSelectRowAt \(indexPath.row)")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.record("shouldPerformSegue(\(identifier), cell \((sender as? UIView)?.tag ?? -1))")
        return allowsSegues
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.record("prepare(\(segue.identifier ?? "-"), cell \((sender as? UIView)?.tag ?? -1))")
    }
    func storyboardAction(named selector: String) -> ((Any?) -> Void)? { nil }
}

extension StoryboardSegueTriggerTests {
    func tableScene() -> String {
        SegueSceneFixture.document(
            """
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="S" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
            alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" id="TV">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" \
            reuseIdentifier="Row" id="C">
                                            <connections>
                                                <segue destination="D" kind="show" identifier="open" id="g1"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
            """)
    }

    func tableSetup(allowsSegues: Bool) throws -> (VirtualDevice, EventLog, SegueTableController) {
        let device = VirtualDevice()
        let log = EventLog()
        let controller = SegueTableController(log: log)
        controller.allowsSegues = allowsSegues
        let sb = try storyboard(log)
        try SegueSceneFixture.install(
            tableScene(), controllerID: "S", controller: controller, objects: ["TV": controller.tableView],
            storyboard: sb)
        device.window.rootViewController = UINavigationController(rootViewController: controller)
        device.runUntilIdle()
        log.clear()
        return (device, log, controller)
    }

    @Test func selectingAPrototypesCellRunsItsSegueBeforeTheDelegateHearsOfIt() throws {
        let (device, log, controller) = try tableSetup(allowsSegues: true)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        device.tap(at: cell.convert(CGPoint(x: 100, y: cell.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(
            Array(log.entries.filter { !$0.hasPrefix("destination.") }.prefix(3)) == [
                "shouldPerformSegue(open, cell 2)", "prepare(open, cell 2)", "didSelectRowAt 2",
            ])
        #expect(controller.navigationController?.viewControllers.count == 2)
    }

    @Test func aRefusedCellSegueStillLetsTheDelegateHearOfTheSelection() throws {
        let (device, log, controller) = try tableSetup(allowsSegues: false)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        device.tap(at: cell.convert(CGPoint(x: 100, y: cell.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(log.entries == ["shouldPerformSegue(open, cell 1)", "didSelectRowAt 1"])
        #expect(controller.navigationController?.viewControllers.count == 1)
    }

    @Test func selectingACollectionViewCellRunsItsSegueWithTheCellAsSender() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        let data = TileSource()
        collection.dataSource = data
        let xml = scene(
            views: """
                <collectionView id="CV">
                    <cells>
                        <collectionViewCell reuseIdentifier="Tile" id="C">
                            <connections><segue destination="D" kind="presentation" identifier="zoom" id="g1"/></connections>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """)
        try SegueSceneFixture.install(
            xml, controllerID: "S", controller: source, objects: ["CV": collection], storyboard: try storyboard(log))
        source.onViewDidLoad = { $0.view.addSubview(collection) }
        device.window.rootViewController = source
        device.runUntilIdle()
        log.clear()
        collection.selectItemFromTap(at: CGPoint(x: 50, y: 50))
        device.runUntilIdle()
        #expect(
            Array(log.entries.prefix(2)) == [
                "source.shouldPerformSegue(zoom, UICollectionViewCell)",
                "source.prepare(zoom, UIStoryboardPresentationSegue, UICollectionViewCell)",
            ])
        #expect(source.presentedViewController != nil)
    }

    final class TileSource: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        }
    }

    // MARK: Embed

    @Test func anEmbedSegueAddsTheChildAsTheContainersViewLoadsPreparingBeforeTheChildLoads() throws {
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("parent", log: log)
        let container = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 200))
        let xml = scene(
            views: """
                <containerView opaque="NO" contentMode="scaleToFill" id="CV">
                    <rect key="frame" x="10" y="100" width="300" height="200"/>
                    <connections><segue destination="D" kind="embed" identifier="inner" id="g1"/></connections>
                </containerView>
                """)
        let sb = try SegueTestStoryboard()
        sb.makers["D"] = { RecordingViewController("child", log: log) }
        try SegueSceneFixture.install(
            xml, controllerID: "S", controller: source, objects: ["CV": container], storyboard: sb)
        #expect(sb.instantiated.isEmpty)
        source.loadViewIfNeeded()
        #expect(
            log.entries == [
                "parent.loadView", "parent.prepare(inner, UIStoryboardEmbedSegue, parent)",
                "child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad",
                "child.didMove(toParent: parent)", "parent.viewDidLoad",
            ])
        let child = try #require(source.children.first)
        #expect(child.view.superview === container)
        #expect(child.view.frame == container.bounds)
        // The embed ran once: performing it by identifier is not how it runs.
        source.performSegue(withIdentifier: "inner", sender: nil)
        #expect(source.children.count == 1)
        _ = device
    }

    // MARK: Custom

    final class CrossfadeSegue: UIStoryboardSegue {
        nonisolated(unsafe) static var performed: [String] = []
        override func perform() {
            Self.performed.append("perform \(identifier ?? "-") animations \(UIView.areAnimationsEnabled)")
            source.present(destination, animated: false)
        }
    }

    @Test func aCustomSegueClassRunsItsOwnPerformWithTheSegueAnimatesSetting() throws {
        StoryboardSegueClasses.register(CrossfadeSegue.self, module: "UIKitTests") {
            CrossfadeSegue(identifier: $0, source: $1, destination: $2)
        }
        let device = VirtualDevice()
        let log = EventLog()
        let source = SegueSourceController("source", log: log)
        let xml = scene(
            views: "",
            connections: """
                <segue destination="D" kind="custom" identifier="fade" customClass="CrossfadeSegue" \
                customModule="UIKitTests" animates="NO" id="g1"/>
                """)
        try SegueSceneFixture.install(xml, controllerID: "S", controller: source, storyboard: try storyboard(log))
        device.window.rootViewController = source
        device.runUntilIdle()
        CrossfadeSegue.performed = []
        source.performSegue(withIdentifier: "fade", sender: nil)
        device.runUntilIdle()
        #expect(CrossfadeSegue.performed == ["perform fade animations false"])
        #expect(source.preparedSegueTypes == ["CrossfadeSegue"])
        #expect(source.presentedViewController != nil)
        #expect(UIView.areAnimationsEnabled)
    }
}
