import Testing
import UIKitTesting

@testable import UIKit

/// Records a control's events by name in an `EventLog`, for the control suites.
@MainActor
enum ControlEventRecorder {
    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
        (.touchCancel, "cancel"), (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// Logs every event of `names` that `control` sends, as its name.
    static func record(_ control: UIControl, into log: EventLog, only: Set<String>? = nil) {
        for (event, name) in names where only?.contains(name) ?? true {
            control.addAction(UIAction { _ in log.record(name) }, for: event)
        }
    }
}

/// Whether two colour components are within `tolerance` of each other.
func near(_ a: UInt8, _ b: Int, _ tolerance: Int = 3) -> Bool { abs(Int(a) - b) <= tolerance }

/// Whether a screenshot pixel is the colour (r, g, b) within `tolerance`.
func pixelIs(
    _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3
) -> Bool {
    near(p.r, r, tolerance) && near(p.g, g, tolerance) && near(p.b, b, tolerance)
}
