import Testing

@testable import QuartzCore
@testable import UIKit

@MainActor
@Suite struct UIVisualEffectViewTests {
    @Test func blurEffectSetsTheLayerBackdrop() throws {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        let backdrop = try #require(view.layer.backdrop)
        #expect((20...30).contains(backdrop.blurRadius))
        let tint = try #require(backdrop.tint).rgba
        #expect(tint.r < 0.2 && abs(tint.a - 0.45) < 0.01)
    }

    @Test func lightStylesTintWhite() throws {
        for style in [UIBlurEffect.Style.light, .extraLight, .systemMaterial, .systemThinMaterialLight] {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            let tint = try #require(view.layer.backdrop?.tint).rgba
            #expect(tint.r > 0.9 && tint.a > 0 && tint.a < 1, "\(style)")
        }
    }

    @Test func changingOrRemovingTheEffectUpdatesTheBackdrop() {
        let view = UIVisualEffectView(effect: nil)
        #expect(view.layer.backdrop == nil)
        view.effect = UIBlurEffect(style: .systemUltraThinMaterial)
        let thin = view.layer.backdrop?.blurRadius ?? 0
        view.effect = UIBlurEffect(style: .systemThickMaterial)
        #expect((view.layer.backdrop?.blurRadius ?? 0) > thin)
        view.effect = nil
        #expect(view.layer.backdrop == nil)
    }

    @Test func contentViewFillsTheEffectView() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        #expect(view.contentView.superview === view)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(view.contentView.layer.backdrop == nil)
    }

    @Test func blurStylesHaveUIKitRawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    }
}
