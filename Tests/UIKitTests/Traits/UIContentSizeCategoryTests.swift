import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The preferred content size category: its order, and the device setting reaching trait
/// collections and observers.
@MainActor
@Suite(.checksLifetimes) struct UIContentSizeCategoryTests {
    final class Recorder: UIViewController {
        var changes: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(traitCollection.preferredContentSizeCategory)
        }
    }

    final class Listener {
        var values: [String] = []
        func changed(_ note: Notification) {
            values.append(note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "nil")
        }
    }

    @Test func categoriesOrderFromExtraSmallToTheLargestAccessibilitySize() {
        #expect(UIContentSizeCategory.extraSmall < .small)
        #expect(UIContentSizeCategory.large < .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func traitCollectionsCarryAndCombineTheCategory() {
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        let big = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), big])
        #expect(combined.preferredContentSizeCategory == .accessibilityLarge && combined.userInterfaceStyle == .dark)
        #expect(combined.containsTraits(in: big))
        #expect(!UITraitCollection(preferredContentSizeCategory: .small).containsTraits(in: big))
        #expect(big.modifyingTraits { $0.preferredContentSizeCategory = .small }.preferredContentSizeCategory == .small)
    }

    @Test func changingTheDeviceSettingUpdatesTraitsAndPostsTheNotification() {
        let device = VirtualDevice()
        let controller = Recorder()
        device.window.rootViewController = controller
        device.runUntilIdle()
        #expect(device.preferredContentSizeCategory == .large)
        #expect(controller.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        let listener = Listener()
        NotificationCenter.default.addObserver(
            listener, selector: Listener.changed, name: UIContentSizeCategory.didChangeNotification,
            object: UIApplication.shared)
        defer { NotificationCenter.default.removeObserver(listener) }
        device.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(controller.changes == [.accessibilityExtraLarge])
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(listener.values == ["UICTContentSizeCategoryAccessibilityXL"])
        device.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(listener.values.count == 1, "no change, no notification")
    }
}
