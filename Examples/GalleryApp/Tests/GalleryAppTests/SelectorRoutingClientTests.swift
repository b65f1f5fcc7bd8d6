import GalleryToasts
import Testing
import UIKit
import UIKitTesting

/// A router in the client's Swift 5 code answers selectors made from strings through the
/// method table `uikit-port` generates (whose closure type must match the Swift 6 requirement).
@MainActor
@Suite struct SelectorRoutingClientTests {
    @Test func aSegueIsRoutedByTheSelectorItsIdentifierNames() {
        let router = ToastRouter()
        let controller = UIViewController()
        let undo = UIStoryboardSegue(identifier: "Undo", source: controller, destination: UIViewController())
        let redo = UIStoryboardSegue(identifier: "Redo", source: controller, destination: UIViewController())
        #expect(route(undo, with: router))
        #expect(!route(redo, with: router))
        #expect(router.routes == ["Undo"])
    }
}
