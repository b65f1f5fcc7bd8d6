import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// What real documents carry that this UIKit stands in for: prefetching data sources, drag and
/// drop delegates of lists, SwiftUI scenes.
@MainActor
@Suite(.checksLifetimes) struct StoryboardStandInsTests {
    func launch(_ device: VirtualDevice) throws -> (UINavigationController, SBStandInsViewController) {
        let storyboard = UIStoryboard(name: "StandIns", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        let lists = try #require(navigation.topViewController as? SBStandInsViewController)
        return (navigation, lists)
    }

    @Test func prefetchDataSourceOutletsConnectTablesAndCollectionViews() throws {
        let device = VirtualDevice()
        let (_, lists) = try launch(device)
        #expect(lists.table.prefetchDataSource === lists)
        #expect(lists.collection.prefetchDataSource === lists)
        #expect(!lists.collection.isPrefetchingEnabled)
        #expect(lists.table.dataSource == nil)
        #expect(!device.diagnostics.contains { $0.contains("prefetch") })
    }

    @Test func dragAndDropDelegateOutletsConnectWithoutAConsoleLine() throws {
        let device = VirtualDevice()
        let (_, lists) = try launch(device)
        #expect(lists.table.dragDelegate === lists)
        #expect(lists.table.dropDelegate === lists)
        #expect(lists.collection.dragDelegate === lists)
        #expect(lists.collection.dropDelegate === lists)
        // On an iPhone, lists start with their drag interaction off, as UIKit's do.
        #expect(!lists.table.dragInteractionEnabled)
        #expect(!lists.collection.dragInteractionEnabled)
        #expect(!device.diagnostics.contains { $0.contains("drag") || $0.contains("drop") })
    }

    @Test func aHostingControllerSceneLoadsAsAPlainControllerAndItsSegueShowsIt() throws {
        let device = VirtualDevice()
        let (navigation, lists) = try launch(device)
        lists.performSegue(withIdentifier: "ShowSwiftUI", sender: nil)
        device.runUntilIdle()
        let host = try #require(navigation.topViewController as? SBSwiftUIHostViewController)
        #expect(host.navigationItem.title == "SwiftUI")
        #expect(host.isViewLoaded && host.view.window != nil)
        #expect(
            device.diagnostics.contains {
                $0.hasPrefix("StandIns.storyboard:") && $0.contains("<hostingController>")
                    && $0.contains("SwiftUI is not available")
            })
    }
}
