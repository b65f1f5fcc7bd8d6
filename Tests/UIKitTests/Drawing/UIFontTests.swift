import Testing

@testable import UIKit

@Suite struct UIFontTests {
    @Test func systemFontHasSizeAndRegularWeight() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == ".AppleSystemUIFont")
        #expect(font.renderFamily == "DejaVu Sans")
        #expect(font.cssWeight == 400 && !font.isItalic)
    }

    @Test func weightsHaveUIKitRawValues() {
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, raw) in expected { #expect(weight.rawValue == raw) }
    }

    @Test func weightsMapToCSSWeights() {
        let expected: [(UIFont.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        for (weight, css) in expected {
            #expect(UIFont.systemFont(ofSize: 12, weight: weight).cssWeight == css)
        }
        // In-between raw values snap to the nearest named weight.
        #expect(UIFont.Weight(0.38).cssWeight == 700)
        #expect(UIFont.Weight(-1).cssWeight == 100)
    }

    @Test func boldItalicAndMonospacedVariants() {
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(bold.cssWeight == 700 && bold.pointSize == 20 && bold.fontName == ".SFUI-Bold")
        let italic = UIFont.italicSystemFont(ofSize: 14)
        #expect(italic.isItalic && italic.cssWeight == 400)
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .semibold)
        #expect(mono.renderFamily == "DejaVu Sans Mono" && mono.cssWeight == 600)
    }

    @Test func preferredFontsHaveDefaultSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
            (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).cssWeight == 600)
        #expect(UIFont.preferredFont(forTextStyle: .body).cssWeight == 400)
    }

    @Test func namedFontsResolveToDejaVu() throws {
        let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 12))
        #expect(helvetica.fontName == "Helvetica-Bold" && helvetica.familyName == "Helvetica")
        #expect(helvetica.renderFamily == "DejaVu Sans" && helvetica.cssWeight == 700)
        let menlo = try #require(UIFont(name: "Menlo-Regular", size: 11))
        #expect(menlo.renderFamily == "DejaVu Sans Mono")
        let family = try #require(UIFont(name: "Georgia", size: 11))
        #expect(family.renderFamily == "DejaVu Serif" && family.fontName == "Georgia")
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
        #expect(UIFont.fontNames(forFamilyName: "Courier").contains("Courier-Bold"))
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.systemFont(ofSize: 10, weight: .heavy).withSize(30)
        #expect(font.pointSize == 30 && font.cssWeight == 800)
        #expect(font == UIFont.systemFont(ofSize: 30, weight: .heavy))
        #expect(font != UIFont.systemFont(ofSize: 30))
    }

    @Test func metricsScaleWithSizeFromDejaVu() {
        let font = UIFont.systemFont(ofSize: 20.48)
        #expect(abs(font.ascender - 19.01) < 1e-9)
        #expect(abs(font.descender + 4.83) < 1e-9)
        #expect(abs(font.lineHeight - 23.84) < 1e-9)
        #expect(font.lineHeight == font.ascender - font.descender)
    }

    @Test func textRunCarriesRenderingFields() {
        let run = UIFont.italicSystemFont(ofSize: 15).textRun(
            "Hi", color: UIColor.red.cgColor, rect: CGRect(x: 0, y: 0, width: 50, height: 20),
            alignment: 1, numberOfLines: 2)
        #expect(run.fontFamily == "DejaVu Sans" && run.pointSize == 15 && run.weight == 400 && run.italic)
        #expect(run.alignment == 1 && run.numberOfLines == 2 && run.string == "Hi")
    }
}
