import Foundation
import MapKit
import Testing
import UIKitTesting

/// What owns the nib below and is its map's delegate.
private final class MapScreen: NSObject, MKMapViewDelegate {}

/// A nib as Xcode writes one with a map view in it: a hybrid map that does not zoom, showing
/// the user's location, whose delegate is the File's Owner.
private let mapNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="Map-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                <subviews>
                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
    mapType="hybrid" zoomEnabled="NO" showsUserLocation="YES" id="Map-mp-001">
                        <rect key="frame" x="0.0" y="40" width="320" height="200"/>
                        <connections>
                            <outlet property="delegate" destination="-1" id="Map-ou-001"/>
                        </connections>
                    </mapView>
                </subviews>
            </view>
        </objects>
    </document>
    """

/// The placeholder map view: made for a document's `<mapView>` once MapKit is linked, with the
/// settings and delegate the document gives it.
@MainActor
@Suite struct MKMapViewTests {
    @Test func aDocumentsMapViewIsAMapViewWithItsSettingsAndDelegate() throws {
        let device = VirtualDevice()
        let owner = MapScreen()
        let objects = device.perform { UINib(data: Data(mapNib.utf8), bundle: nil).instantiate(withOwner: owner) }
        let root = try #require(objects.first as? UIView)
        let map = try #require(root.subviews.first as? MKMapView)
        #expect(map.frame == CGRect(x: 0, y: 40, width: 320, height: 200))
        #expect(map.mapType == .hybrid)
        #expect(!map.isZoomEnabled && map.isScrollEnabled)
        #expect(map.showsUserLocation)
        #expect(map.delegate === owner)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func aMapViewTakesItsPlaceInLayout() {
        let device = VirtualDevice()
        let controller = UIViewController()
        let map = MKMapView()
        map.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(map)
        NSLayoutConstraint.activate([
            map.topAnchor.constraint(equalTo: controller.view.topAnchor),
            map.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            map.heightAnchor.constraint(equalToConstant: 300),
        ])
        device.window.rootViewController = controller
        #expect(device.runUntilIdle())
        #expect(map.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(device.diagnostics.isEmpty)
    }
}
