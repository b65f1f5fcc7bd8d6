import Foundation
import SwiftUI
import Testing
import UIKit
import UIKitTesting

/// SwiftUI's stand-in as a UIKit app hosts a little of it: a cell whose content is a SwiftUI
/// view, and a screen that is one. Nothing draws SwiftUI here, and showing it says so.
@MainActor
@Suite struct UIHostingConfigurationTests {
    struct Headline: View {
        let title: String
        var body: some View {
            VStack(alignment: .leading) {
                AsyncImage(
                    url: URL(string: "https://example.com/a.png"),
                    content: { image in
                        image.resizable().aspectRatio(contentMode: .fit)
                            .clipShape(RoundedRectangle(cornerSize: CGSize(width: 10, height: 10)))
                    },
                    placeholder: { ProgressView() })
                Text(title).font(.title2).bold().padding(.bottom, 20)
            }
        }
    }

    @Test func aCellHostingSwiftUIGetsAnEmptyContentViewAndTheConsoleSaysSo() {
        let device = VirtualDevice()
        let cell = UICollectionViewCell()
        cell.contentConfiguration = UIHostingConfiguration { Headline(title: "News") }
        #expect(cell.contentView.subviews.count == 1)
        let contentView = UIHostingConfiguration { Text("News") }.makeContentView()
        #expect(contentView.subviews.isEmpty)
        #expect(device.diagnostics.contains { $0.contains("UIHostingConfiguration") })
    }

    @Test func aHostingControllerShowsAnEmptyView() {
        let device = VirtualDevice()
        let controller = UIHostingController(rootView: Headline(title: "News"))
        device.window.rootViewController = controller
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.rootView.title == "News")
        #expect(device.diagnostics.contains { $0.contains("UIHostingController") })
    }
}
