import Testing
import UIKitTesting

@testable import UIKit

/// `UIImage.SymbolConfiguration`, symbol images made with one, and image views preferring one.
@MainActor
@Suite(.checksLifetimes) struct UIImageSymbolConfigurationTests {
    @Test func aSymbolImageHasAnUnspecifiedConfigurationAndOtherImagesNone() {
        let symbol = UIImage(systemName: "xmark")
        #expect(symbol?.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 0))
        #expect(symbol?.symbolConfiguration?.weight == .unspecified)
        #expect(UIImage().symbolConfiguration == nil)
    }

    @Test func thePointSizeAndScaleSizeTheGlyph() {
        #expect(UIImage(systemName: "xmark")?.size == CGSize(width: 24, height: 24))
        let big = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))
        #expect(big?.size == CGSize(width: 48, height: 48))
        let large = UIImage(
            systemName: "xmark",
            withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large))
        #expect(large?.size == CGSize(width: 29, height: 29))
        #expect(large?.symbolConfiguration?.weight == .bold)
    }

    @Test func applyingLetsTheOthersSpecifiedValuesWin() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .light)
        let combined = base.applying(UIImage.SymbolConfiguration(weight: .heavy))
        #expect(combined.pointSize == 20 && combined.weight == .heavy && combined.scale == .unspecified)
        #expect(base.applying(nil) === base)
        let styled = UIImage.SymbolConfiguration(textStyle: .headline)
        #expect(styled.pointSize == 17)
    }

    @Test func withConfigurationRedrawsSymbolsAndLeavesOtherImagesAlone() {
        let symbol = UIImage(systemName: "checkmark")!
        let bigger = symbol.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(bigger.size == CGSize(width: 48, height: 48) && bigger.isSymbolImage)
        let plain = UIImage()
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34)) === plain)
    }

    @Test func anImageViewDrawsSymbolsWithItsPreferredConfiguration() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let view = UIImageView(image: UIImage(systemName: "xmark"))
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.intrinsicContentSize == CGSize(width: 48, height: 48))
        // The image's own specified size wins over the view's.
        view.image = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 8.5))
        #expect(view.intrinsicContentSize == CGSize(width: 12, height: 12))
    }
}
