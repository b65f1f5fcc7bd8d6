import CoreGraphics
import Foundation
import UIKit

// There are no map tiles, no location services and no geometry of the Earth here. `MKMapView`
// is a placeholder view, so that apps which show a map in one screen build, load their
// storyboards and run their other screens: it takes its place in the hierarchy and in Auto
// Layout, keeps the settings a storyboard or the app gives it, and draws a neutral grid where
// the map would be. Its delegate is kept and never called (no map ever loads).

/// The kind of map a map view shows, as `MKMapType` (kept; the placeholder draws the same grid
/// for each, tinted by kind).
public enum MKMapType: UInt, Sendable {
    /// A street map.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Satellite imagery with roads and names.
    case hybrid = 2
    /// Satellite imagery with flyover data.
    case satelliteFlyover = 3
    /// Hybrid imagery with flyover data.
    case hybridFlyover = 4
    /// A street map with muted colours.
    case mutedStandard = 5

    /// The value Interface Builder writes in a `<mapView>`'s `mapType` attribute.
    init?(interfaceBuilderName name: String) {
        let names: [String: MKMapType] = [
            "standard": .standard, "satellite": .satellite, "hybrid": .hybrid,
            "satelliteFlyover": .satelliteFlyover, "hybridFlyover": .hybridFlyover,
            "mutedStandard": .mutedStandard,
        ]
        guard let type = names[name] else { return nil }
        self = type
    }
}

/// Hears about a map view's loading, regions and annotations, as `MKMapViewDelegate` (every
/// method optional; none is called here, as no map loads).
@preconcurrency @MainActor
public protocol MKMapViewDelegate: AnyObject {
    /// The map view is about to load its map.
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map view has loaded its map.
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The visible region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
    /// Does nothing (optional in MapKit).
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing (optional in MapKit).
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing (optional in MapKit).
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
}

/// A placeholder for MapKit's map view: a view that keeps its map settings and draws a grid
/// where the map would be (see Documentation/Deviations.md).
@preconcurrency @MainActor
open class MKMapView: UIView {
    /// The kind of map shown.
    open var mapType: MKMapType = .standard { didSet { setNeedsDisplay() } }
    /// Hears about the map (kept, never called).
    open weak var delegate: (any MKMapViewDelegate)?
    /// Whether pinching and double-tapping zoom.
    open var isZoomEnabled = true
    /// Whether dragging scrolls.
    open var isScrollEnabled = true
    /// Whether two-finger rotation turns the map.
    open var isRotateEnabled = true
    /// Whether two-finger dragging tilts the map.
    open var isPitchEnabled = true
    /// Whether the user's location is shown (no location services here: nothing is shown).
    open var showsUserLocation = false
    /// Whether the compass is shown.
    open var showsCompass = true
    /// Whether the scale is shown.
    open var showsScale = false
    /// Whether traffic is shown.
    open var showsTraffic = false
    /// Whether buildings are shown.
    open var showsBuildings = true

    /// Creates a map view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = true
    }

    /// Creates a map view from a storyboard or nib, reading the map settings Interface Builder
    /// writes on a `<mapView>` (`mapType`, `zoomEnabled`, `showsUserLocation`, ...).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let name = coder.decodeObject(forKey: "mapType") as? String,
            let type = MKMapType(interfaceBuilderName: name)
        {
            mapType = type
        }
        func flag(_ key: String, _ apply: (Bool) -> Void) {
            if coder.containsValue(forKey: key) { apply(coder.decodeBool(forKey: key)) }
        }
        flag("zoomEnabled") { isZoomEnabled = $0 }
        flag("scrollEnabled") { isScrollEnabled = $0 }
        flag("rotateEnabled") { isRotateEnabled = $0 }
        flag("pitchEnabled") { isPitchEnabled = $0 }
        flag("showsUserLocation") { showsUserLocation = $0 }
        flag("showsCompass") { showsCompass = $0 }
        flag("showsScale") { showsScale = $0 }
        flag("showsTraffic") { showsTraffic = $0 }
        flag("showsBuildings") { showsBuildings = $0 }
    }

    /// Draws the placeholder: a pale ground (darker for the satellite kinds) crossed by a
    /// grid, so a screenshot shows where the map is.
    open override func draw(_ rect: CGRect) {
        let satellite = mapType != .standard && mapType != .mutedStandard
        let ground =
            satellite
            ? UIColor(red: 0.30, green: 0.36, blue: 0.30, alpha: 1)
            : UIColor(red: 0.93, green: 0.92, blue: 0.88, alpha: 1)
        ground.setFill()
        UIBezierPath(rect: bounds).fill()
        let grid = UIBezierPath()
        let step: CGFloat = 40
        var x = bounds.minX
        while x <= bounds.maxX {
            grid.move(to: CGPoint(x: x, y: bounds.minY))
            grid.addLine(to: CGPoint(x: x, y: bounds.maxY))
            x += step
        }
        var y = bounds.minY
        while y <= bounds.maxY {
            grid.move(to: CGPoint(x: bounds.minX, y: y))
            grid.addLine(to: CGPoint(x: bounds.maxX, y: y))
            y += step
        }
        grid.lineWidth = 1
        (satellite ? UIColor(white: 1, alpha: 0.25) : UIColor(white: 0.75, alpha: 1)).setStroke()
        grid.stroke()
    }
}
