import Testing
import UIKitTesting

@testable import UIKit

/// A phone-sized device with a plain container view filling its window, laid out once: the
/// stage of most Auto Layout tests.
@MainActor
func layoutWorld(size: CGSize = CGSize(width: 390, height: 844)) -> (VirtualDevice, UIView) {
    let device = VirtualDevice(size: size)
    let container = UIView(frame: device.window.bounds)
    device.window.addSubview(container)
    device.advance(by: 0)
    return (device, container)
}

/// A subview of `parent` placed by constraints, optionally with a fixed size.
@MainActor
func constrainedSubview(of parent: UIView, size: CGSize? = nil) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    if let size {
        v.widthAnchor.constraint(equalToConstant: size.width).isActive = true
        v.heightAnchor.constraint(equalToConstant: size.height).isActive = true
    }
    return v
}
