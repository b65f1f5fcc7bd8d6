import CoreData
import MapKit
import UIKit
import UIKitTesting
import WebKit
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking  // URLRequest, as `uikit-port` adds it
#endif

/// OpenUIKit's stand-ins for frameworks beside UIKit, used from another package in Swift 5 mode
/// as an app target that lists their products uses them (no actor annotations, as such code has).
final class StandInFrameworkTests: XCTestCase {
    /// A Core Data entity as `uikit-port` leaves an `@NSManaged` one.
    final class Card: NSManagedObject {
        var title: String? {
            get { primitiveValue(forKey: "title") as? String }
            set { setPrimitiveValue(newValue, forKey: "title") }
        }
    }

    func testCardsSavedInAContextAreFetchedInTitleOrder() throws {
        let container = NSPersistentContainer(name: "Cards")
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        XCTAssertNil(failure)
        let context = container.viewContext
        for title in ["Queen", "Ace", "King"] { Card(context: context).title = title }
        try context.save()
        let request = NSFetchRequest<Card>(entityName: "Card")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        XCTAssertEqual(try context.fetch(request).map(\.title), ["Ace", "King", "Queen"])
    }

    func testAMapAndAWebViewTakeTheirPlaceOnScreen() {
        let device = VirtualDevice()
        let root = UIViewController()
        let map = MKMapView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        map.mapType = .satellite
        let web = WKWebView(frame: CGRect(x: 0, y: 320, width: 390, height: 200))
        web.load(URLRequest(url: URL(string: "https://example.com/cards")!))
        root.view.addSubview(map)
        root.view.addSubview(web)
        device.window.rootViewController = root
        device.runUntilIdle()
        XCTAssertTrue(map.window === device.window && web.window === device.window)
        XCTAssertEqual(map.mapType, .satellite)
        XCTAssertEqual(web.url?.host, "example.com")
        XCTAssertFalse(web.isLoading)
    }
}
