import Foundation
import UIKit

/// The outlets a storyboard connects on a map view, in the form the `IBConnections` plugin
/// generates for an app's module: UIKit's loader finds a module's table by the module's name,
/// so a document's `delegate` outlet on a `<mapView>` reaches `MKMapView.delegate` once MapKit
/// is linked.
@MainActor
final class __IBConnections: _IBConnectionTable {
    static let _classes: [String: AnyClass] = ["MKMapView": MKMapView.self]
    static let _outlets: [String: @MainActor @Sendable (AnyObject, Any?) -> Bool] = [
        "MKMapView.delegate": { object, value in
            guard let map = object as? MKMapView else { return false }
            guard let value else {
                map.delegate = nil
                return true
            }
            guard let delegate = value as? any MKMapViewDelegate else { return false }
            map.delegate = delegate
            return true
        }
    ]
    static let _actions: [String: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Bool] = [:]
    static let _segues:
        [String: @MainActor @Sendable (String?, UIViewController, UIViewController) -> UIStoryboardSegue] = [:]
}
