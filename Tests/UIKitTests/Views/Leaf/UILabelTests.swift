import Testing

@testable import UIKit

@MainActor
@Suite struct UILabelTests {
    private func label(_ text: String?, lines: Int = 1) -> UILabel {
        let l = UILabel(frame: .zero)
        l.text = text
        l.numberOfLines = lines
        return l
    }

    @Test func defaultsMatchUIKit() {
        let l = UILabel(frame: .zero)
        #expect(l.font == UIFont.systemFont(ofSize: 17))
        #expect(l.textColor == .label)
        #expect(l.textAlignment == .natural && l.numberOfLines == 1 && l.lineBreakMode == .byTruncatingTail)
        #expect(!l.isUserInteractionEnabled && l.contentMode == .redraw)
        l.font = nil
        l.textColor = nil
        #expect(l.font.pointSize == 17 && l.textColor == .label)
    }

    @Test func emptyLabelHasNoSize() {
        #expect(label(nil).intrinsicContentSize == .zero)
        #expect(label("").intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeGrowsWithText() {
        let short = label("Hi").intrinsicContentSize
        let long = label("Hi there, how are you?").intrinsicContentSize
        #expect(short.width > 0 && long.width > short.width * 3)
        #expect(short.height == long.height)
        // One 17 pt DejaVu line (19.79 pt) rounded up to the 3x pixel grid.
        #expect(short.height == 20)
    }

    @Test func intrinsicSizeFollowsTheFont() {
        let l = label("Hello")
        let small = l.intrinsicContentSize
        l.font = .systemFont(ofSize: 34)
        let big = l.intrinsicContentSize
        #expect(big.width > small.width * 1.8 && big.height > small.height * 1.8)
    }

    @Test func multiLineTextWrapsAtThePreferredWidth() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let single = label(text).intrinsicContentSize
        let l = label(text, lines: 0)
        l.preferredMaxLayoutWidth = 120
        let wrapped = l.intrinsicContentSize
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= single.height * 4)
        l.numberOfLines = 2
        let two = l.intrinsicContentSize
        #expect(two.height < wrapped.height && two.height >= single.height * 2 - 1)
    }

    @Test func sizeThatFitsWrapsOnlyMultiLineLabels() {
        let text = "A sentence long enough to need wrapping somewhere"
        let single = label(text)
        #expect(single.sizeThatFits(CGSize(width: 100, height: 1000)).width > 100)
        let multi = label(text, lines: 0)
        let fitted = multi.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(fitted.width <= 100 && fitted.height > single.intrinsicContentSize.height * 2)
        multi.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        multi.sizeToFit()
        #expect(multi.bounds.size == fitted)
    }

    @Test func drawingRecordsACentredTextRun() throws {
        let l = label("Hello")
        l.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        l.textColor = .systemRed
        l.textAlignment = .center
        l.layer.setNeedsDisplay()
        l.layer.displayIfNeeded()
        let runs = (l.layer.drawing ?? []).compactMap { command -> CGTextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        let run = try #require(runs.first)
        #expect(run.string == "Hello" && run.fontFamily == "DejaVu Sans" && run.pointSize == 17)
        #expect(run.color == UIColor.systemRed.cgColor && run.alignment == 1 && run.numberOfLines == 1)
        #expect(run.lineBreakMode == NSLineBreakMode.byTruncatingTail.rawValue)
        #expect(run.rect.width == 200 && run.rect.height == 20 && run.rect.minY == 20)
    }

    @Test func highlightedTextColorIsUsedWhileHighlighted() throws {
        let l = label("Hi")
        l.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        l.highlightedTextColor = .white
        l.isHighlighted = true
        l.layer.displayIfNeeded()
        let run = try #require(
            (l.layer.drawing ?? []).compactMap { c -> CGTextRun? in
                if case .text(let r) = c { return r }
                return nil
            }.first)
        #expect(run.color == UIColor.white.cgColor)
    }

    @Test func textRectIsLimitedToTheBounds() {
        let l = label("word word word word word word word word", lines: 0)
        let rect = l.textRect(forBounds: CGRect(x: 5, y: 5, width: 60, height: 30), limitedToNumberOfLines: 0)
        #expect(rect.origin == CGPoint(x: 5, y: 5) && rect.width <= 60 && rect.height == 30)
    }

    @Test func aLabelMeasuredBeforeMeasuresAgainAfterItsTextOrFontChanges() {
        let l = label("word word word word word word word word", lines: 0)
        let narrow = l.sizeThatFits(CGSize(width: 80, height: 0))
        let wide = l.sizeThatFits(CGSize(width: 400, height: 0))
        #expect(narrow.height > wide.height)
        // Asked again, the same answers.
        #expect(l.sizeThatFits(CGSize(width: 80, height: 0)) == narrow)
        l.text = "word"
        #expect(l.sizeThatFits(CGSize(width: 80, height: 0)).height < narrow.height)
        l.text = "word word word word word word word word"
        #expect(l.sizeThatFits(CGSize(width: 80, height: 0)) == narrow)
        l.font = UIFont.systemFont(ofSize: 34)
        #expect(l.sizeThatFits(CGSize(width: 80, height: 0)).height > narrow.height)
        l.font = nil
        l.numberOfLines = 1
        #expect(l.sizeThatFits(CGSize(width: 80, height: 0)).height < narrow.height)
    }
}
