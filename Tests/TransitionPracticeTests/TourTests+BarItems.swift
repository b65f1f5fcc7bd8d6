import Foundation
import Testing
import UIKitTesting

@testable import TransitionPractice
@testable import UIKit

/// The screen's colour at a point (scale 1), as 0–255 RGB.
@MainActor
func rgb(_ device: VirtualDevice, _ x: CGFloat, _ y: CGFloat) -> [Int] {
    let p = device.screenshot().pixel(x: Int(x), y: Int(y))
    return [Int(p.r), Int(p.g), Int(p.b)]
}

/// Whether `pixel` is `color` give or take rounding.
@MainActor
func matches(_ pixel: [Int], _ color: UIColor) -> Bool {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return zip(pixel, [r, g, b]).allSatisfy { abs($0 - Int(($1 * 255).rounded())) <= 2 }
}

extension TourTests {
    /// The About item's alert: shown over a dimmed menu, and its OK handler runs once the
    /// alert has gone.
    @Test func aboutItemShowsAnAlertWhoseOKHandlerRunsAfterTheDismissal() throws {
        let (device, app) = try makeApp()
        run("tap-about-item", app, device)
        let alert = try #require(app.menu.presentedViewController as? UIAlertController)
        #expect(alert.preferredStyle == .alert && alert.actions.map(\.title) == ["OK"])
        // The white alert box in the middle; the menu's light grey dimmed around it.
        // The light alert box over a dimmed white row, left of it and below its message.
        let box = rgb(device, 75, 440)[0], dimmedRow = rgb(device, 40, 440)[0]
        #expect(box > dimmedRow + 15, "alert box \(box), dimmed row \(dimmedRow)")
        _ = Trace.shared.drain()
        run("tap-alert-ok", app, device)
        #expect(Trace.shared.drain().filter { $0.hasPrefix("Menu.alert") } == ["Menu.alertAction(OK) presented=false"])
        #expect(app.menu.presentedViewController == nil && app.menu.lastAlertChoice == "OK")
        #expect(rgb(device, 40, 440)[0] > dimmedRow + 20)
        #expect(device.diagnostics.isEmpty)
    }

    /// The Actions item's sheet rises with two actions and Cancel; a tap above it cancels.
    @Test func actionsItemShowsASheetThatATapOutsideCancels() throws {
        let (device, app) = try makeApp()
        run("tap-actions-item", app, device)
        weak var weakSheet: UIAlertController?
        var dimmedRow = 0
        do {
            let sheet = try #require(app.menu.presentedViewController as? UIAlertController)
            #expect(sheet.preferredStyle == .actionSheet)
            #expect(sheet.actions.map(\.title) == ["Share Tour", "Reset Tour", "Cancel"])
            #expect(sheet.view.frame.maxY > 700)
            // The white Cancel button at the bottom; above the sheet a dimmed white row.
            #expect(rgb(device, 50, 795).allSatisfy { $0 > 245 })
            dimmedRow = rgb(device, 195, 160)[0]
            weakSheet = sheet
        }
        _ = Trace.shared.drain()
        run("tap-outside-action-sheet", app, device)
        #expect(
            Trace.shared.drain().filter { $0.hasPrefix("Menu.alert") } == ["Menu.alertAction(Cancel) presented=false"])
        #expect(app.menu.presentedViewController == nil && app.menu.lastAlertChoice == "Cancel")
        #expect(rgb(device, 195, 160)[0] > dimmedRow + 20)
        #expect(weakSheet == nil)
    }
}
