import GalleryApp
import Testing
import UIKit
import UIKitTesting

@MainActor @Test func galleryMatchesItsSnapshots() {
    let gallery = UINavigationController(rootViewController: GalleryViewController())
    assertSnapshot(of: gallery, as: .image(on: .iPhoneSe, precision: 0.99, perceptualPrecision: 0.98))
    // A filmstrip of the zoom into the first photo, then the controller tree it leaves.
    let device = VirtualDevice(model: .iPhoneSE)
    device.window.rootViewController = gallery
    let zoom = SnapshotTransition(on: device) { device.tap(at: CGPoint(x: 80, y: 130)) }
    assertSnapshot(of: zoom, as: .transition(frames: 4, precision: 0.99, perceptualPrecision: 0.98))
    assertSnapshot(of: device, as: .hierarchy)
}
