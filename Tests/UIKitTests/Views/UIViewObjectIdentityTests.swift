import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller subclass defined outside UIKit, so its description carries a module name.
private final class CardViewController: UIViewController {}

/// UIKit's classes are NSObjects, as in Apple's SDK: identity equality and hashing, so
/// collections of views and controllers work as they do on iOS, and descriptions in UIKit's
/// console format.
@MainActor
@Suite(.checksLifetimes) struct UIViewObjectIdentityTests {
    /// Views made outside a window still belong to a world; this one is the test's.
    let device = VirtualDevice()

    @Test func controllersAreFoundInArraysByIdentity() {
        let root = UIViewController()
        let next = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(next, animated: false)
        #expect(nav.viewControllers.contains(next))
        #expect(nav.viewControllers.firstIndex(of: next) == 1)
        #expect(!nav.viewControllers.contains(UIViewController()))
    }

    @Test func viewsAndControllersWorkInSetsAndAsDictionaryKeys() {
        let a = UIView(), b = UIView()
        let views: Set<UIView> = [a, b, a]
        #expect(views.count == 2)
        let controller = UIViewController()
        let titles: [UIViewController: String] = [controller: "Cards"]
        #expect(titles[controller] == "Cards")
        #expect(titles[UIViewController()] == nil)
    }

    @Test func viewsAreNSObjectsWithIdentityEquality() {
        let view = UIView()
        let object: NSObject = view
        #expect(object.isEqual(view))
        #expect(!view.isEqual(UIView()))
        #expect(view.hash == view.hash)
        #expect(view != UIView())
        let layer: NSObject = view.layer
        #expect(layer.isEqual(view.layer))
    }

    @Test func coloursFontsAndTraitsCompareByValue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash == UIColor.red.hash)
        #expect(UIColor.red.isEqual(UIColor.red.withAlphaComponent(1)))
        #expect(!UIColor.red.isEqual(UIColor.blue))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UITraitCollection(horizontalSizeClass: .compact) == UITraitCollection(horizontalSizeClass: .compact))
        #expect(UITraitCollection(horizontalSizeClass: .compact) != UITraitCollection(horizontalSizeClass: .regular))
    }

    @Test func viewDescriptionIsUIKitsConsoleFormat() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
        let layerAddress = "0x" + String(UInt(bitPattern: ObjectIdentifier(view.layer)), radix: 16)
        #expect(view.description == "<UIView: \(address); frame = (0 0; 100 100); layer = <CALayer: \(layerAddress)>>")
        #expect("\(view)" == view.description)
    }

    @Test func viewDescriptionListsWhatDiffersFromANewView() {
        let view = UILabel(frame: CGRect(x: 10.5, y: 20, width: 30, height: 40))
        view.isHidden = true
        view.alpha = 0.5
        view.tag = 7
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let text = view.description
        #expect(text.hasPrefix("<UILabel: 0x"))
        #expect(text.contains("; frame = (10.5 20; 30 40); alpha = 0.5; hidden = YES; autoresize = W+H; tag = 7;"))
        #expect(text.contains("userInteractionEnabled = NO"))
        #expect(text.hasSuffix(">>"))
    }

    @Test func controllerDescriptionNamesTheAppModuleForAppClasses() {
        let plain = UIViewController()
        let card = CardViewController()
        #expect(plain.description.hasPrefix("<UIViewController: 0x"))
        #expect(card.description.hasPrefix("<UIKitTests.CardViewController: 0x"))
        #expect(card.description.hasSuffix(">"))
    }
}
