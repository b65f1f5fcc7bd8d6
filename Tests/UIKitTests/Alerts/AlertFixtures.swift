import Testing
import UIKitTesting

@testable import UIKit

/// A phone (or an iPad) with a recording root controller "A" on a white view, ready to
/// present alerts, and the helpers the alert suites share.
@MainActor
struct AlertScene {
    let device: VirtualDevice
    let log = EventLog()
    let root: RecordingViewController

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        device = VirtualDevice(size: size)
        root = RecordingViewController("A", log: log)
        device.window.rootViewController = root
        root.view.backgroundColor = .white
        device.runUntilIdle()
        log.clear()
    }

    /// An action whose handler logs "handler <title>" with whether the alert was still presented.
    func action(
        _ title: String, _ style: UIAlertAction.Style = .default, then: (@MainActor (UIAlertAction) -> Void)? = nil
    ) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [log] action in
            log.record("handler \(title)")
            then?(action)
        }
    }

    /// Presents `alert` from the root and lets the presentation finish.
    func present(_ alert: UIViewController, animated: Bool = true) {
        root.present(alert, animated: animated)
        device.runUntilIdle()
    }

    /// The centre of `action`'s button, in window coordinates.
    func center(of action: UIAlertAction, in alert: UIAlertController) -> CGPoint {
        let button = alert.alertView!.button(for: action)!
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }

    /// Taps `action`'s button and lets everything settle.
    func tap(_ action: UIAlertAction, in alert: UIAlertController) {
        device.tap(at: center(of: action, in: alert))
        device.runUntilIdle()
    }

    /// The screen's pixel at a point, as 0–255 RGBA.
    static func rgba(_ image: CGImage, _ p: CGPoint) -> [Int] {
        let px = image.pixel(x: Int(p.x), y: Int(p.y))
        return [Int(px.r), Int(px.g), Int(px.b), Int(px.a)]
    }

    /// The pixels of `rect` (in window points, scale 1).
    static func pixels(_ image: CGImage, in rect: CGRect) -> [[Int]] {
        var result: [[Int]] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { result.append(rgba(image, CGPoint(x: x, y: y))) }
        }
        return result
    }
}
