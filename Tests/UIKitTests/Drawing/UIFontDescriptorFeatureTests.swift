import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Feature settings (tabular figures) asked of a descriptor, as apps showing amounts write them.
@MainActor
@Suite struct UIFontDescriptorFeatureTests {
    @Test func tabularFiguresAreKeptOnTheDescriptorAndTheFontStaysTheSame() {
        let font = UIFont.systemFont(ofSize: 24)
        let settings: [[UIFontDescriptor.FeatureKey: Int]] = [
            [.featureIdentifier: kNumberSpacingType, .typeIdentifier: kMonospacedNumbersSelector]
        ]
        let descriptor = font.fontDescriptor.addingAttributes([.featureSettings: settings])
        let tabular = UIFont(descriptor: descriptor, size: 0)
        #expect(tabular.pointSize == 24)
        #expect(tabular.fontName == font.fontName)
        let kept = descriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Int]]
        #expect(kept?.first?[.type] == 6)
        #expect(kept?.first?[.selector] == 0)
    }

    @Test func addingASizeAttributeResizes() {
        let descriptor = UIFont.systemFont(ofSize: 12).fontDescriptor.addingAttributes([.size: CGFloat(30)])
        #expect(descriptor.pointSize == 30)
    }
}
