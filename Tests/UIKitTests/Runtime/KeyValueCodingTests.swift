import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Key-value coding reads (`value(forKey:)`, `value(forKeyPath:)`) of the properties libraries
/// read by name.
@MainActor
@Suite(.checksLifetimes) struct KeyValueCodingTests {
    @Test func viewKeysReadTheirProperties() {
        let device = VirtualDevice()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.alpha = 0.5
        view.isHidden = true
        device.window.addSubview(view)
        #expect(view.value(forKey: "frame") as? CGRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.value(forKey: "center") as? CGPoint == CGPoint(x: 25, y: 40))
        #expect(view.value(forKey: "alpha") as? CGFloat == 0.5)
        #expect(view.value(forKey: "hidden") as? Bool == true)
        #expect(view.value(forKey: "isHidden") as? Bool == true)
        #expect(view.value(forKey: "layer") as? CALayer === view.layer)
        #expect(view.value(forKey: "superview") as? UIView === device.window)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func nilPropertiesAreNilWithoutAWarning() {
        let device = VirtualDevice()
        let view = UIView()
        #expect(view.value(forKey: "superview") == nil)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func scrollViewAndControllerKeysReadTheirProperties() {
        let device = VirtualDevice()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 500)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        let controller = UIViewController()
        controller.title = "Cards"
        let nav = UINavigationController(rootViewController: controller)
        device.window.rootViewController = nav
        device.runUntilIdle()
        #expect(scroll.value(forKey: "contentOffset") as? CGPoint == CGPoint(x: 0, y: 40))
        #expect(scroll.value(forKey: "contentSize") as? CGSize == CGSize(width: 100, height: 500))
        #expect(scroll.value(forKey: "frame") as? CGRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(controller.value(forKey: "view") as? UIView === controller.view)
        #expect(controller.value(forKey: "title") as? String == "Cards")
        #expect(controller.value(forKey: "navigationController") as? UINavigationController === nav)
        #expect(nav.value(forKey: "topViewController") as? UIViewController === controller)
        #expect(device.window.value(forKey: "rootViewController") as? UIViewController === nav)
    }

    @Test func keyPathsWalkThroughObjectsAndLayers() {
        let device = VirtualDevice()
        let controller = UIViewController()
        device.window.rootViewController = controller
        controller.view.layer.cornerRadius = 12
        // A layer reads its scalar properties as `Double` (see CALayer's key-value coding).
        #expect(controller.value(forKeyPath: "view.layer.cornerRadius") as? Double == 12)
        #expect(controller.value(forKeyPath: "view.bounds") as? CGRect == controller.view.bounds)
        #expect(controller.value(forKeyPath: "parent.view") == nil)
    }

    @Test func sharedApplicationIsReadFromTheClass() {
        let device = VirtualDevice()
        #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === device.application)
        #expect(UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication === device.application)
        #expect(UIApplication.value(forKey: "shared") as? UIApplication === device.application)
        #expect(UIApplication.value(forKeyPath: "shared.windows") as? [UIWindow] != nil)
    }

    @Test func unknownKeysLogUIKitsMessageAndReturnNil() {
        let device = VirtualDevice()
        let view = UIView()
        #expect(view.value(forKey: "noSuchKey") == nil)
        #expect(UIApplication.value(forKeyPath: "nothing") == nil)
        #expect(device.diagnostics.count == 2)
        #expect(
            device.diagnostics.first?.contains(
                "valueForUndefinedKey:]: this class is not key value coding-compliant for the key noSuchKey.") == true)
    }
}

/// Defaults written and read by key-value coding, as apps written for iOS store settings.
@Suite struct UserDefaultsKeyValueCodingWriteTests {
    @Test func setValueForKeyStoresADefaultsEntry() throws {
        let defaults = try #require(UserDefaults(suiteName: "UserDefaultsKeyValueCodingTests-\(UUID().uuidString)"))
        defaults.setValue("0.15", forKey: "rate")
        #expect(defaults.string(forKey: "rate") == "0.15")
        #expect(defaults.value(forKey: "rate") as? String == "0.15")
        defaults.setValue(nil, forKey: "rate")
        #expect(defaults.object(forKey: "rate") == nil)
    }
}
