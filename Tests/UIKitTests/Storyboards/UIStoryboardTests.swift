import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `UIStoryboard` loading Xcode 15 storyboards (Resources/Main.storyboard, Profile.storyboard):
/// controllers of every container kind, their views and controls, constraints, runtime
/// attributes, outlets and actions through the generated connection table.
@MainActor
@Suite(.checksLifetimes) struct UIStoryboardTests {
    static func rgba(_ image: CGImage, _ point: CGPoint, scale: CGFloat) -> [Int] {
        let p = image.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    func home(_ storyboard: UIStoryboard) throws -> SBHomeViewController {
        try #require(storyboard.instantiateViewController(withIdentifier: "Home") as? SBHomeViewController)
    }

    @Test func theInitialControllerIsTheNavigationControllerWithHomeAsItsRoot() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.viewControllers.first as? SBHomeViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.storyboard === storyboard)
        #expect(home.storyboard === storyboard)
        #expect(home.title == "Home")
        #expect(home.navigationItem.title == "Home")
        #expect(home.navigationItem.largeTitleDisplayMode == .never)
    }

    @Test func initWithCoderDecodesTheScenesValues() throws {
        let home = try home(UIStoryboard(name: "Main", bundle: .module))
        #expect(home.decodedTitle == "Home")
        #expect(home.decodedIdentifier == "Home")
        #expect(home.decodedHasView == false)
    }

    @Test func creatorReceivesTheScenesCoderAndMakesTheController() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        var decoded: [String] = []
        let home: SBHomeViewController = storyboard.instantiateViewController(identifier: "Home") { coder in
            decoded.append(coder.decodeObject(forKey: "customClass") as? String ?? "-")
            decoded.append(coder.decodeBool(forKey: "customModuleProvider") ? "YES" : "NO")
            return SBHomeViewController(coder: coder)
        }
        #expect(decoded == ["SBHomeViewController", "NO"])
        #expect(home.decodedTitle == "Home")
        #expect(home.events == ["awakeFromNib(titleLabel: false)"])
    }

    @Test func outletsIntoTheViewAreSetWhenTheViewLoadsAfterAwakeFromNib() throws {
        let home = try home(UIStoryboard(name: "Main", bundle: .module))
        #expect(home.isViewLoaded == false)
        #expect(home.titleLabel == nil)
        home.loadViewIfNeeded()
        #expect(home.events == ["awakeFromNib(titleLabel: false)", "viewDidLoad(titleLabel: Welcome)"])
        #expect(home.closeButton.superview === home.view)
        #expect(home.controls.count == 2)
        #expect(home.controls.first === home.toggle)
        #expect(home.imageWidth.multiplier == 1)
        #expect(home.badge.badgeCount == 7)
        #expect(home.badge.caption == "New")
    }

    @Test func viewsTakeTheirFramesColoursFontsAndControlSettings() throws {
        let home = try home(UIStoryboard(name: "Main", bundle: .module))
        let view = try #require(home.view)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(view.backgroundColor == .systemBackground)
        let label = try #require(home.titleLabel)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(label.translatesAutoresizingMaskIntoConstraints == false)
        #expect(home.closeButton.buttonType == .system)
        #expect(home.closeButton.title(for: .normal) == "Close")
        #expect(home.closeButton.title(for: .highlighted) == "Closing")
        let stack = try #require(home.toggle.superview as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 4)
        #expect(home.toggle.isOn)
        let segmented = try #require(stack.arrangedSubviews[1] as? UISegmentedControl)
        #expect(segmented.numberOfSegments == 3)
        #expect(segmented.titleForSegment(at: 2) == "Third")
        #expect(segmented.selectedSegmentIndex == 1)
        let slider = try #require(stack.arrangedSubviews[2] as? UISlider)
        #expect(slider.value == 0.25)
        #expect(slider.maximumValue == 2)
        let field = try #require(stack.arrangedSubviews[3] as? UITextField)
        #expect(field.placeholder == "Name")
        #expect(field.borderStyle == .roundedRect)
        #expect(field.font == UIFont.systemFont(ofSize: 14))
        #expect(field.delegate === home)
        let image = try #require(view.subviews.first { $0 is UIImageView } as? UIImageView)
        #expect(image.image != nil)
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.tintColor == .systemOrange)
        #expect(image.layer.cornerRadius == 8)
        #expect(home.badge.backgroundColor == UIColor(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1))
    }

    @Test func constraintsKeepIdentifiersPrioritiesAndTheSafeAreaGuide() throws {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let home = try home(storyboard)
        device.window.rootViewController = home
        device.runUntilIdle()
        let view = try #require(home.view)
        let leading = try #require(view.constraints.first { $0.identifier == "titleLeading" })
        #expect(leading.secondItem === view.safeAreaLayoutGuide)
        #expect(leading.constant == 16)
        #expect(view.constraints.contains { $0.priority == UILayoutPriority(750) && $0.constant == 21 })
        #expect(view.constraints.count == 13)
        let safe = view.safeAreaInsets
        #expect(home.titleLabel.frame.minX == 16)
        #expect(home.titleLabel.frame.minY == safe.top + 16)
        #expect(home.titleLabel.frame.width == view.bounds.width - 32)
        #expect(home.closeButton.frame.minY == home.titleLabel.frame.maxY + 16)
    }

    @Test func actionsOfEveryArityReachTheController() throws {
        let device = VirtualDevice()
        let home = try home(UIStoryboard(name: "Main", bundle: .module))
        device.window.rootViewController = UINavigationController(rootViewController: home)
        device.runUntilIdle()
        home.events.removeAll()
        let button = try #require(home.closeButton)
        device.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(home.events == ["close(UIButton)", "tapped(Close)"])
        home.toggle.isOn = false
        home.toggle.sendActions(for: .valueChanged)
        home.navigationItem.rightBarButtonItem?.sendAction(from: home.view)
        home.navigationItem.leftBarButtonItem?.sendAction(from: home.view)
        let recognizer = try #require(home.view.gestureRecognizers?.first as? UITapGestureRecognizer)
        for target in recognizer.targets { target.invoke(home, recognizer) }
        #expect(home.events.dropFirst(2) == ["toggled(false)", "add", "refresh", "handleTap(2)"])
    }

    @Test func containersAreBuiltFromTheirRelationshipSegues() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let children = tabs.viewControllers ?? []
        #expect(children.count == 2)
        #expect(children.first?.title == "First")
        #expect(children.first?.tabBarItem.title == "First")
        #expect(children.last is SBNotesViewController)
        let split = try #require(
            storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.first?.title == "First")
        let pages = try #require(split.viewControllers.last as? UIPageViewController)
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .vertical)
    }

    @Test func aTabsViewDrawsItsStoryboardColour() throws {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        device.window.rootViewController = storyboard.instantiateViewController(withIdentifier: "Tabs")
        device.runUntilIdle()
        let image = device.screenshot()
        let scale = CGFloat(image.width) / device.window.bounds.width
        #expect(Self.rgba(image, CGPoint(x: device.window.bounds.midX, y: 200), scale: scale) == [255, 0, 0, 255])
    }

    @Test func prototypeCellsAreDequeuedAsNewInstancesOfThePrototype() throws {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let notes = try #require(
            storyboard.instantiateViewController(withIdentifier: "Notes") as? SBNotesViewController)
        device.window.rootViewController = notes
        device.runUntilIdle()
        let table = try #require(notes.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == 50)
        #expect(table.dataSource === notes)
        let cells = table.visibleCells.compactMap { $0 as? SBNoteCell }
        #expect(cells.count == 3)
        #expect(cells.map { $0.noteLabel.text ?? "-" } == ["One", "Two", "Three"])
        #expect(Set(cells.map { ObjectIdentifier($0) }).count == 3)
        #expect(cells.allSatisfy { $0.reuseIdentifier == "NoteCell" && $0.accessoryType == .disclosureIndicator })
        #expect(cells.first?.noteLabel.superview === cells.first?.contentView)
    }

    @Test func aStoryboardReferenceLoadsTheSceneOfTheOtherFile() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let profile = try #require(
            storyboard.instantiateViewController(withIdentifier: "ProfileReference") as? SBProfileViewController)
        #expect(profile.storyboard?.name == "Profile")
        #expect(profile.modalPresentationStyle == .formSheet)
        profile.loadViewIfNeeded()
        #expect(profile.nameLabel.text == "Ada")
        #expect(profile.nameLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(profile.view.backgroundColor == .secondarySystemBackground)
        #expect(
            profile.view.constraints.contains {
                $0.firstItem === profile.nameLabel && $0.firstAttribute == .height && $0.relation == .greaterThanOrEqual
            })
    }

    @Test func anUnknownIdentifierLogsUIKitsTextAndReturnsAnEmptyController() {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let made = storyboard.instantiateViewController(withIdentifier: "Nope")
        #expect(type(of: made) == UIViewController.self)
        #expect(
            device.diagnostics.contains {
                $0.contains("Storyboard (<UIStoryboard: 0x")
                    && $0.hasSuffix(">) doesn't contain a view controller with identifier 'Nope'")
            })
    }

    @Test func aMissingStoryboardLogsUIKitsTextAndHasNoInitialController() {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "Nowhere", bundle: .module)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(
            device.diagnostics.contains {
                $0.hasPrefix("Could not find a storyboard named 'Nowhere' in bundle NSBundle <")
                    && $0.hasSuffix("> (loaded)")
            })
    }
}
