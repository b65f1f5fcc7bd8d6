import Foundation
import InterfaceBuilderFormat
import Testing
import UIKitTesting

@testable import UIKit

/// Forms real apps' storyboards use that the project's own did not: Xcode 8's layout guides,
/// static tables, title views, views this UIKit has no class for, connections across scenes,
/// catalog colours, `@IBSegueAction`, selectors Swift derives, inspectables in extensions.
@MainActor
@Suite(.checksLifetimes) struct StoryboardRealWorldFormsTests {
    /// The navigation controller of Legacy.storyboard in a window, settled.
    func launch(_ device: VirtualDevice) throws -> (UINavigationController, SBSettingsViewController) {
        let storyboard = UIStoryboard(name: "Legacy", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        let settings = try #require(navigation.topViewController as? SBSettingsViewController)
        return (navigation, settings)
    }

    @Test func constraintsToXcode8LayoutGuidesPinToTheSafeArea() throws {
        let device = VirtualDevice()
        let (navigation, _) = try launch(device)
        let guides = try #require(
            UIStoryboard(name: "Legacy", bundle: .module).instantiateViewController(withIdentifier: "Guides")
                as? SBLegacyGuidesViewController)
        navigation.pushViewController(guides, animated: false)
        device.runUntilIdle()
        let safe = guides.view.safeAreaInsets
        #expect(safe.top > 0)
        #expect(guides.topLabel.frame.minY == safe.top + 20)
        #expect(guides.bottomBox.frame.maxY == guides.view.bounds.height - safe.bottom - 20)
    }

    @Test func aBarButtonItemOfACustomClassIsMadeWithItsClassAndInspectables() throws {
        let device = VirtualDevice()
        let (_, settings) = try launch(device)
        let item = try #require(settings.navigationItem.leftBarButtonItem as? SBBadgeBarButtonItem)
        #expect(item.badgeText == "3")
        #expect(item.style == .done)
        #expect(!device.diagnostics.contains { $0.contains("SBBadgeBarButtonItem") || $0.contains("badgeText") })
    }

    @Test func aViewThisUIKitLacksStandsInAsAPlainViewKeepingItsSubviews() throws {
        let device = VirtualDevice()
        let guides = try #require(
            UIStoryboard(name: "Legacy", bundle: .module).instantiateViewController(withIdentifier: "Guides")
                as? SBLegacyGuidesViewController)
        device.window.rootViewController = guides
        device.runUntilIdle()
        #expect(type(of: guides.map!) == UIView.self)
        #expect(guides.map.frame.height == 200)
        #expect(guides.map.subviews.first is UIButton)
        // A view beside the controller in the scene lives as long as the controller.
        #expect(guides.logo?.frame.size == CGSize(width: 250, height: 40))
        #expect(
            device.diagnostics.contains {
                $0.hasPrefix("Legacy.storyboard:")
                    && $0.hasSuffix("<arscnView> is not available here: a plain UIView stands in for it")
            })
    }

    @Test func anActionXcodeKeptAcrossScenesIsDroppedSilentlyAsIbtoolDoes() throws {
        let device = VirtualDevice()
        let guides = try #require(
            UIStoryboard(name: "Legacy", bundle: .module).instantiateViewController(withIdentifier: "Guides")
                as? SBLegacyGuidesViewController)
        device.window.rootViewController = guides
        device.runUntilIdle()
        // The Locate button's action names the settings scene: ibtool leaves it out of the
        // compiled scene, so an app's button has no target and its console stays quiet.
        let locate = try #require(guides.map.subviews.first as? UIButton)
        #expect(locate.allTargets.isEmpty)
        #expect(!device.diagnostics.contains { $0.contains("refresh") || $0.contains("Set-vc-001") })
    }

    @Test func aStaticTableServesItsCellsAndTheirOutletsConnect() throws {
        let device = VirtualDevice()
        let (_, settings) = try launch(device)
        let table = try #require(settings.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(settings.versionLabel.text == "1.0")
        #expect(
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews.first === settings.versionLabel)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 60)
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "Options")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Changes apply at once")
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(settings.versionLabel.textColor == .label)
    }

    @Test func aPrototypeTableWithTheEmptySectionsElementXcodeWritesIsNotStatic() throws {
        let device = VirtualDevice()
        // Xcode writes `<sections/>` in prototype tables too (Presentr, NetNewsWire's settings).
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="T">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="T" sceneMemberID="viewController">
                                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="grouped" \
            rowHeight="44" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="c1"/>
                                    </prototypes>
                                    <sections/>
                                    <connections>
                                        <outlet property="dataSource" destination="T" id="ds"/>
                                        <outlet property="delegate" destination="T" id="dg"/>
                                    </connections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try UIStoryboard(name: "Prototypes", data: Data(xml.utf8))
        let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
        device.window.rootViewController = controller
        device.runUntilIdle()
        // A dynamic table has the one section UITableViewController answers, not zero.
        #expect(controller.numberOfSections(in: controller.tableView) == 1)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(controller.tableView.dequeueReusableCell(withIdentifier: "Row") != nil)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func selectingAStaticCellPerformsItsSegueAfterAskingShouldPerform() throws {
        let device = VirtualDevice()
        let (navigation, settings) = try launch(device)
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        device.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(settings.events == ["shouldPerformSegue(guides)"])
        #expect((navigation.topViewController as? SBLegacyGuidesViewController)?.madeBy == "storyboard")
    }

    @Test func theTitleViewIsMadeConnectedAndGetsItsInspectableFromAnExtension() throws {
        let device = VirtualDevice()
        let (_, settings) = try launch(device)
        #expect(settings.navigationItem.titleView === settings.titleBadge)
        #expect(settings.titleBadge.layer.cornerRadius == 6)
        #expect(settings.titleBadge.backgroundColor == .systemIndigo)
    }

    @Test func anActionNamedByItsObjectiveCSelectorReachesTheSwiftMethod() throws {
        let device = VirtualDevice()
        let (_, settings) = try launch(device)
        settings.optionSwitch.setOn(false, animated: false)
        settings.optionSwitch.sendActions(for: .valueChanged)
        #expect(settings.events == ["selectionChanged(on: false)"])
    }

    @Test func aSegueActionMakesTheDestination() throws {
        let device = VirtualDevice()
        let (navigation, settings) = try launch(device)
        let item = try #require(settings.navigationItem.rightBarButtonItem)
        item.sendAction(from: nil)
        device.runUntilIdle()
        #expect(settings.events == ["shouldPerformSegue(made)", "makeGuides(made, UIBarButtonItem)"])
        #expect((navigation.topViewController as? SBLegacyGuidesViewController)?.madeBy == "segue action")
    }

    @Test func aFileThatFailsToParseIsReportedOnce() throws {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "NoSuchStoryboard", bundle: .module)
        #expect(storyboard.instantiateInitialViewController() == nil)
        _ = storyboard.instantiateViewController(withIdentifier: "Any")
        #expect(device.diagnostics.filter { $0.contains("NoSuchStoryboard") }.count == 1)
    }

    @Test func unknownTopLevelObjectsAndSceneMembersAreSkippedNotRefused() throws {
        let device = VirtualDevice()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="A">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="A" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <color key="backgroundColor" name="MissingAsset"/>
                                </view>
                            </viewController>
                            <searchDisplayController id="sdc"/>
                            <customObject id="obj" customClass="NoSuchHelper"/>
                        </objects>
                    </scene>
                    <comment>a note Xcode keeps</comment>
                </scenes>
            </document>
            """
        let storyboard = try UIStoryboard(name: "Odd", data: Data(xml.utf8))
        let made = try #require(storyboard.instantiateInitialViewController())
        made.loadViewIfNeeded()
        #expect(made.view.backgroundColor == .gray)
        #expect(device.diagnostics.filter { $0.contains("MissingAsset") }.count == 1)
        #expect(device.diagnostics.contains("Odd.storyboard:12: unknown element <searchDisplayController> skipped"))
        // A custom object is made as UIKit makes it; a class no module has is UIKit's line.
        #expect(device.diagnostics.contains("Odd.storyboard:13: Unknown class NoSuchHelper in Interface Builder file."))
        #expect(device.diagnostics.contains("Odd.storyboard:16: unknown element <comment> in <scenes> skipped"))
    }
}

/// Calls iOS apps make that go through `AnyClass`, as UIKit's signatures take it.
@MainActor
@Suite(.checksLifetimes) struct CellClassRegistrationTests {
    final class BadgeCell: UITableViewCell {}

    @Test func aCellRegisteredThroughClassForCoderIsDequeued() {
        let device = VirtualDevice()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(BadgeCell.classForCoder(), forCellReuseIdentifier: "badge")
        #expect(table.dequeueReusableCell(withIdentifier: "badge") is BadgeCell)
        table.register(UIView.self, forCellReuseIdentifier: "view")
        #expect(table.dequeueReusableCell(withIdentifier: "view") == nil)
        #expect(
            device.diagnostics.contains { $0.hasSuffix("registered for 'view' is not a subclass of UITableViewCell") })
        table.register(nil as AnyClass?, forCellReuseIdentifier: "badge")
        #expect(table.dequeueReusableCell(withIdentifier: "badge") == nil)
    }
}

@Suite struct UserDefaultsKeyValueCodingTests {
    @Test func valueForKeyReadsTheStoredObject() throws {
        let defaults = try #require(UserDefaults(suiteName: "OpenUIKitKVCTest"))
        defaults.set(42, forKey: "best")
        #expect(defaults.value(forKey: "best") as? Int == 42)
        #expect(defaults.value(forKey: "missing") == nil)
        defaults.removePersistentDomain(forName: "OpenUIKitKVCTest")
    }
}

/// `boundingRect(with:options:attributes:context:)`, which toast and banner libraries size
/// their views with.
@MainActor
@Suite struct StringDrawingMeasurementTests {
    @Test func wrappingAtAWidthMakesTheRectTallerAndNoWider() {
        let text = "A message long enough to need more than one line at this width"
        let font = UIFont.systemFont(ofSize: 15)
        let oneLine = text.size(withAttributes: [.font: font])
        let wrapped = text.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
        #expect(oneLine.width > 120)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= oneLine.height * 2)
        #expect((text as NSString).size(withAttributes: [.font: font]) == oneLine)
    }
}
