import Testing

@testable import UIKit

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

private func components(_ c: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    c.getRed(&r, green: &g, blue: &b, alpha: &a)
    return (r, g, b, a)
}

private func hsb(_ c: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    _ = c.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    return (h, s, b, a)
}

/// Expects an opaque-or-not colour to have the given 0...255 components.
private func expectBytes(_ c: UIColor, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
    let (cr, cg, cb, ca) = components(c)
    #expect(close(cr, r / 255) && close(cg, g / 255) && close(cb, b / 255) && close(ca, a), "\(c)")
}

@Suite struct UIColorTests {
    @Test func rgbComponentsReadBack() {
        let (r, g, b, a) = components(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(r == 0.1 && g == 0.2 && b == 0.3 && a == 0.4)
    }

    @Test func whiteColoursReadAsWhiteAndAsRGB() {
        let grey = UIColor(white: 0.25, alpha: 0.5)
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(grey.getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        let (r, g, b, _) = components(grey)
        #expect(r == 0.25 && g == 0.25 && b == 0.25)
    }

    @Test func rgbColoursRefuseGetWhiteAndLeaveArgumentsAlone() {
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        #expect(w == -1 && a == -1)
    }

    @Test func hueOfAColourMatchesHandComputedValues() {
        // (0.2, 0.4, 0.6): max is blue, so h = (4 + (0.2 - 0.4) / 0.4) / 6 = 210 degrees.
        let (h, s, b, a) = hsb(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(close(h, 210.0 / 360.0) && close(s, 0.4 / 0.6) && close(b, 0.6) && a == 1)
        // systemOrange (255, 149, 0): h = (149 / 255) / 6, fully saturated and bright.
        let orange = hsb(.systemOrange)
        #expect(close(orange.0, 149.0 / 255.0 / 6.0) && close(orange.1, 1) && close(orange.2, 1))
        // Greys have no hue or saturation.
        let grey = hsb(UIColor(white: 0.5, alpha: 1))
        #expect(grey.0 == 0 && grey.1 == 0 && grey.2 == 0.5)
    }

    @Test func hsbInitialiserMatchesHandComputedValues() {
        expectBytes(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1), 0, 255, 0)
        // 180 degrees, s 0.5, v 0.8: p = 0.4, so (0.4, 0.8, 0.8).
        let (r, g, b, _) = components(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1))
        #expect(close(r, 0.4) && close(g, 0.8) && close(b, 0.8))
        // Hue 1 wraps to red.
        expectBytes(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), 255, 0, 0)
    }

    @Test func hsbRoundTripsForEverySector() {
        for i in 0..<12 {
            let hue = CGFloat(i) / 12 + 0.01
            let c = UIColor(hue: hue, saturation: 0.7, brightness: 0.9, alpha: 0.5)
            let (h, s, b, a) = hsb(c)
            #expect(close(h, hue, 1e-9) && close(s, 0.7, 1e-9) && close(b, 0.9, 1e-9) && a == 0.5)
        }
    }

    @Test func cgColorRoundTripsKeepingTheModel() {
        let rgb = UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.3)
        #expect(rgb.cgColor.components == [0.1, 0.5, 0.9, 0.3])
        #expect(UIColor(cgColor: rgb.cgColor) == rgb)
        let grey = UIColor(cgColor: CGColor(gray: 0.3, alpha: 1))
        var w: CGFloat = 0
        #expect(grey.getWhite(&w, alpha: nil) && w == 0.3)
        #expect(UIColor.black.cgColor.colorSpace == .deviceGray)
    }

    @Test func displayP3IsTakenAsSRGB() {
        let p3 = UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(p3 == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func withAlphaComponentKeepsColourAndModel() {
        let c = UIColor.systemBlue.withAlphaComponent(0.25)
        expectBytes(c, 0, 122, 255, 0.25)
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.white.withAlphaComponent(0.5).getWhite(&w, alpha: &a) && w == 1 && a == 0.5)
    }

    @Test func equalityComparesComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.red != .systemRed)
        #expect(UIColor(white: 0, alpha: 1) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func classicNamedColours() {
        expectBytes(.black, 0, 0, 0)
        expectBytes(.white, 255, 255, 255)
        expectBytes(.clear, 0, 0, 0, 0)
        expectBytes(.gray, 127.5, 127.5, 127.5)
        expectBytes(.lightGray, 170, 170, 170)
        expectBytes(.darkGray, 85, 85, 85)
        expectBytes(.red, 255, 0, 0)
        expectBytes(.green, 0, 255, 0)
        expectBytes(.blue, 0, 0, 255)
        expectBytes(.cyan, 0, 255, 255)
        expectBytes(.yellow, 255, 255, 0)
        expectBytes(.magenta, 255, 0, 255)
        expectBytes(.orange, 255, 127.5, 0)
        expectBytes(.purple, 127.5, 0, 127.5)
        expectBytes(.brown, 153, 102, 51)
    }

    @Test func systemColoursHaveLightModeValues() {
        expectBytes(.systemRed, 255, 59, 48)
        expectBytes(.systemGreen, 52, 199, 89)
        expectBytes(.systemBlue, 0, 122, 255)
        expectBytes(.systemOrange, 255, 149, 0)
        expectBytes(.systemYellow, 255, 204, 0)
        expectBytes(.systemPink, 255, 45, 85)
        expectBytes(.systemPurple, 175, 82, 222)
        expectBytes(.systemTeal, 48, 176, 199)
        expectBytes(.systemIndigo, 88, 86, 214)
        expectBytes(.systemGray, 142, 142, 147)
        expectBytes(.systemGray2, 174, 174, 178)
        expectBytes(.systemGray3, 199, 199, 204)
        expectBytes(.systemGray4, 209, 209, 214)
        expectBytes(.systemGray5, 229, 229, 234)
        expectBytes(.systemGray6, 242, 242, 247)
        expectBytes(.tintColor, 0, 122, 255)
    }

    @Test func semanticColoursHaveLightModeValues() {
        expectBytes(.systemBackground, 255, 255, 255)
        expectBytes(.secondarySystemBackground, 242, 242, 247)
        expectBytes(.tertiarySystemBackground, 255, 255, 255)
        expectBytes(.systemGroupedBackground, 242, 242, 247)
        expectBytes(.label, 0, 0, 0)
        expectBytes(.secondaryLabel, 60, 60, 67, 0.6)
        expectBytes(.tertiaryLabel, 60, 60, 67, 0.3)
        expectBytes(.separator, 60, 60, 67, 0.29)
        expectBytes(.link, 0, 122, 255)
    }
}
