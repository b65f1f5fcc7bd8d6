import Testing

@testable import QuartzCore

@MainActor
@Suite struct TextMeasurementTests {
    private func run(_ text: String, size: CGFloat = 17, lines: Int = 0, lineBreak: Int = 0) -> CGTextRun {
        var r = CGTextRun(
            string: text, fontFamily: "DejaVu Sans", pointSize: size, weight: 400, italic: false,
            color: .black, rect: .zero, alignment: 0, numberOfLines: lines)
        r.lineBreakMode = lineBreak
        return r
    }

    @Test func lineHeightIsDejaVuAscentPlusDescent() {
        // (1901 + 483) / 2048 em, unhinted.
        let height = TextMeasurement.lineHeight(of: run("X", size: 20.48))
        #expect(abs(height - 23.84) < 0.01)
    }

    @Test func longerTextIsWider() {
        let short = TextMeasurement.measure(run("Hi"), width: nil)
        let long = TextMeasurement.measure(run("Hi there, world"), width: nil)
        #expect(long.size.width > short.size.width * 3)
        #expect(short.size.height == long.size.height && long.lineCount == 1)
    }

    @Test func widthIsIndependentOfHinting() {
        // Unrounded glyph positions: doubling the size doubles the width exactly (up to 1/1024).
        let small = TextMeasurement.measure(run("Measure me", size: 10), width: nil).size.width
        let large = TextMeasurement.measure(run("Measure me", size: 20), width: nil).size.width
        #expect(abs(large - 2 * small) < 0.01)
    }

    @Test func wrappingAddsLinesAndLimitsCutThem() {
        let text = "one two three four five six seven eight nine ten"
        let wrapped = TextMeasurement.measure(run(text), width: 80)
        #expect(wrapped.lineCount >= 4 && wrapped.size.width <= 80)
        let limited = TextMeasurement.measure(run(text, lines: 2), width: 80)
        #expect(limited.lineCount == 2)
        #expect(abs(limited.size.height - 2 * TextMeasurement.lineHeight(of: run("X"))) < 0.01)
        let truncated = TextMeasurement.measure(run(text, lines: 2, lineBreak: 4), width: 80)
        #expect(truncated.lineCount == 2 && truncated.size.height == limited.size.height)
    }

    @Test func newlinesStartLines() {
        #expect(TextMeasurement.measure(run("a\nb\nc"), width: nil).lineCount == 3)
        #expect(TextMeasurement.measure(run("a\nb\nc", lines: 1), width: nil).lineCount == 1)
    }
}
