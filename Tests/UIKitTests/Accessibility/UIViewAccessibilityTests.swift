import Testing
import UIKitTesting

@testable import UIKit

/// UIKit's accessibility defaults per class, and values an app sets replacing them.
@MainActor
@Suite(.checksLifetimes) struct UIViewAccessibilityTests {
    /// A view that names itself, as apps override the properties.
    final class Badge: UIView {
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "3 unread" }
            set {}
        }
    }

    @Test func aPlainViewIsNoElementAndHasNoTraits() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityIdentifier == nil)
        #expect(!view.accessibilityElementsHidden)
        #expect(!view.accessibilityViewIsModal)
        #expect(view.accessibilityElements == nil)
    }

    @Test func aLabelIsStaticTextNamedByItsText() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        label.text = "Bye"
        #expect(label.accessibilityLabel == "Bye")
    }

    @Test func aButtonIsNamedByItsTitleAndReportsItsState() {
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Close")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
    }

    @Test func anImageOnlyButtonIsNamedByItsImage() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "xmark"), for: .normal)
        #expect(button.accessibilityLabel == "xmark")
        // A variant of the image keeps its name.
        button.setImage(UIImage(systemName: "plus")?.withRenderingMode(.alwaysTemplate), for: .normal)
        #expect(button.accessibilityLabel == "plus")
    }

    @Test func anImageViewIsNoElementUntilMadeOneAndThenAnImage() {
        let view = UIImageView(image: UIImage(systemName: "photo"))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .image)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Sunset"
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Sunset")
    }

    @Test func aSwitchIsAButtonWhoseValueIsOneOrZero() {
        let control = UISwitch()
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits == .button)
        #expect(control.accessibilityValue == "0")
        control.isOn = true
        #expect(control.accessibilityValue == "1")
    }

    @Test func aTextFieldsValueIsItsTextAndASecureOneHidesIt() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
    }

    @Test func aSliderIsAdjustableWithAPercentage() {
        let slider = UISlider()
        slider.value = 0.25
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
    }

    @Test func aTableCellIsOneElementReadingItsLabelsInOrder() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Inbox"
        cell.detailTextLabel?.text = "3 new"
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Inbox, 3 new")
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
    }

    @Test func aCollectionCellCombinesTheLabelsInItsContentView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let title = UILabel()
        title.text = "Beach"
        let hidden = UILabel()
        hidden.text = "secret"
        hidden.isHidden = true
        let date = UILabel()
        date.text = "May"
        for label in [title, hidden, date] { cell.contentView.addSubview(label) }
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Beach, May")
    }

    @Test func valuesTheAppSetsReplaceTheDefaultsAndNilRestoresThem() {
        let label = UILabel()
        label.text = "5"
        label.accessibilityLabel = "Five stars"
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.isAccessibilityElement = false
        #expect(label.accessibilityLabel == "Five stars")
        #expect(label.accessibilityTraits == [.staticText, .updatesFrequently])
        #expect(!label.isAccessibilityElement)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "5")
    }

    @Test func aSubclassOverridingTheProperties() {
        let badge = Badge()
        #expect(badge.isAccessibilityElement)
        #expect(badge.accessibilityLabel == "3 unread")
    }

    @Test func theFrameIsTheViewsBoundsOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.accessibilityFrame == CGRect(x: 15, y: 26, width: 30, height: 40))
        #expect(UIView().accessibilityFrame == .zero)
    }

    @Test func theNavigationBarsTitleIsAHeader() {
        let device = VirtualDevice()
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.topViewController?.title = "Inbox"
        device.window.rootViewController = nav
        device.runUntilIdle()
        let titles = allViews(in: nav.navigationBar).compactMap { $0 as? UILabel }.filter { $0.text == "Inbox" }
        #expect(titles.count >= 1)
        #expect(titles.allSatisfy { $0.accessibilityTraits == [.staticText, .header] })
    }

    @Test func anAccessibilityElementFollowsItsContainerView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let chart = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 50)
        bar.accessibilityLabel = "Monday"
        chart.accessibilityElements = [bar]
        #expect(bar.accessibilityFrame == CGRect(x: 110, y: 100, width: 20, height: 50))
        chart.frame.origin.x = 0
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 100, width: 20, height: 50))
        #expect(bar.isAccessibilityElement)
        #expect(bar.containingView === chart)
    }

    private func allViews(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap(allViews(in:))
    }
}
