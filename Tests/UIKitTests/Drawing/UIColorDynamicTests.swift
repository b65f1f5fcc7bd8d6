import Testing
import UIKitTesting

@testable import UIKit

/// Colours made with a dynamic provider resolve with the trait collection, and a device
/// switching to dark mode shows them re-resolved.
@MainActor
@Suite(.checksLifetimes) struct UIColorDynamicTests {
    static let adaptive = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    }

    /// Draws a square in the adaptive colour, recording the style it drew with.
    final class Swatch: UIView {
        var drawnStyles: [UIUserInterfaceStyle] = []
        override func draw(_ rect: CGRect) {
            drawnStyles.append(UITraitCollection.current.userInterfaceStyle)
            UIColorDynamicTests.adaptive.setFill()
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func aDynamicColourResolvesPerTraitCollection() {
        let dark = UIColorDynamicTests.adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let light = UIColorDynamicTests.adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(dark == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(light == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let plain = UIColor.white
        #expect(plain.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === plain)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UIColorDynamicTests.adaptive.cgColor == dark.cgColor)
        }
        #expect(UIColorDynamicTests.adaptive.cgColor == light.cgColor)
    }

    @Test func darkModeOnTheDeviceReResolvesBackgroundsAndRedraws() {
        let device = VirtualDevice()
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        background.backgroundColor = UIColorDynamicTests.adaptive
        let swatch = Swatch(frame: CGRect(x: 200, y: 0, width: 10, height: 10))
        device.window.addSubview(background)
        device.window.addSubview(swatch)
        device.runUntilIdle()
        #expect(device.screenshot().pixel(x: 50, y: 50) == (0, 0, 255, 255))
        #expect(device.screenshot().pixel(x: 205, y: 5) == (0, 0, 255, 255))
        var changes: [UIUserInterfaceStyle] = []
        _ = background.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (view: UIView, _: UITraitCollection) in
            changes.append(view.traitCollection.userInterfaceStyle)
        }
        device.userInterfaceStyle = .dark
        device.runUntilIdle()
        #expect(changes == [.dark])
        #expect(background.traitCollection.userInterfaceStyle == .dark)
        #expect(background.backgroundColor === UIColorDynamicTests.adaptive)
        #expect(device.screenshot().pixel(x: 50, y: 50) == (255, 0, 0, 255))
        #expect(device.screenshot().pixel(x: 205, y: 5) == (255, 0, 0, 255))
        #expect(swatch.drawnStyles.first == .light && swatch.drawnStyles.last == .dark)
        device.userInterfaceStyle = .light
        #expect(device.screenshot().pixel(x: 50, y: 50) == (0, 0, 255, 255))
    }
}
