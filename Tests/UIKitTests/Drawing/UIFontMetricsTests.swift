import Testing
import UIKitTesting

@testable import UIKit

/// Scaling custom fonts and lengths for Dynamic Type at the default content size category.
@MainActor
@Suite struct UIFontMetricsTests {
    @Test func scalingAtTheDefaultContentSizeKeepsTheFontAndLengths() throws {
        let custom = try #require(UIFont(name: "DejaVu Serif", size: 21))
        let scaled = UIFontMetrics.default.scaledFont(for: custom)
        #expect(scaled.fontName == custom.fontName && scaled.pointSize == 21)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 44) == 44)
    }

    @Test func aMaximumPointSizeCapsTheScaledFont() {
        let big = UIFont.systemFont(ofSize: 40)
        #expect(UIFontMetrics.default.scaledFont(for: big, maximumPointSize: 30).pointSize == 30)
        #expect(UIFontMetrics.default.scaledFont(for: big, maximumPointSize: 0).pointSize == 40)
    }
}
