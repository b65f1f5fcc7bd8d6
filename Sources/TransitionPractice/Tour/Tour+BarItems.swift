import UIKitHost

extension Tour {
    /// The menu's bar button items: About's alert answered with OK, and the Actions sheet
    /// cancelled by a tap outside it.
    static func addBarItemSteps(to script: inout TourScript) {
        script.step("tap-about-item", 0.8) { _, device in tapLabel("About", device) }
        script.step("tap-alert-ok", 0.8) { _, device in tapLabel("OK", device) }
        script.step("tap-actions-item", 0.8) { _, device in tapLabel("Actions", device) }
        // Above the sheet, on the dimmed menu: the same as Cancel.
        script.step("tap-outside-action-sheet", 0.8) { _, device in
            device.tap(at: CGPoint(x: device.window.bounds.midX, y: 160))
        }
    }
}
