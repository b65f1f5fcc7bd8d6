import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The share sheet as an image viewer's action button presents it.
@MainActor
@Suite struct UIActivityViewControllerTests {
    @Test func dismissingTheSheetCallsTheHandlerWithNoServiceAndNotCompleted() {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.advance(by: 0)
        let sheet = UIActivityViewController(activityItems: ["photo"], applicationActivities: nil)
        var calls: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { activity, completed, _, _ in calls.append((activity, completed)) }
        root.present(sheet, animated: true)
        #expect(device.runUntilIdle())
        #expect(root.presentedViewController === sheet)
        #expect(calls.isEmpty)
        sheet.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(calls.count == 1)
        #expect(calls.first?.0 == nil)
        #expect(calls.first?.1 == false)
    }

    @Test func anItemProviderGivesItsPlaceholderUntilOverridden() {
        let provider = UIActivityItemProvider(placeholderItem: "caption")
        #expect(provider.item as? String == "caption")
    }
}
