import Testing

@testable import UIKitTesting

@MainActor
@Suite struct ImageComparisonTests {
    private func image(_ pixels: [(UInt8, UInt8, UInt8)]) -> CGImage {
        CGImage(width: pixels.count, height: 1, rgba: pixels.flatMap { [$0.0, $0.1, $0.2, 255] })!
    }

    @Test func deltaEIsZeroForEqualColoursAndAHundredFromBlackToWhite() {
        #expect(ImageComparison.deltaE([0, 0, 0, 255], [0, 0, 0, 255], 0) == 0)
        #expect(abs(ImageComparison.deltaE([0, 0, 0, 255], [255, 255, 255, 255], 0) - 100) < 0.01)
        // One step in grey is well under what a person notices (ΔE 2).
        #expect(ImageComparison.deltaE([128, 128, 128, 255], [129, 129, 129, 255], 0) < 0.5)
    }

    @Test func perceptualPrecisionLetsNearColoursMatch() {
        let reference = image([(128, 128, 128), (0, 0, 0)])
        let actual = image([(129, 129, 129), (0, 0, 0)])
        #expect(ImageComparison(reference: reference, actual: actual, perceptualPrecision: 1).mismatchedPixels == 1)
        #expect(ImageComparison(reference: reference, actual: actual, perceptualPrecision: 0.98).mismatchedPixels == 0)
        let far = image([(255, 255, 255), (0, 0, 0)])
        #expect(ImageComparison(reference: reference, actual: far, perceptualPrecision: 0.98).mismatchedPixels == 1)
    }

    @Test func precisionIsTheFractionOfPixelsThatMustMatch() {
        let reference = image([(0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)])
        let actual = image([(255, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)])
        let comparison = ImageComparison(reference: reference, actual: actual, perceptualPrecision: 1)
        #expect(!comparison.matches(precision: 1))
        #expect(!comparison.matches(precision: 0.8))
        #expect(comparison.matches(precision: 0.75))
    }

    @Test func imageDiffingHonoursBothTolerances() {
        let reference = image([(0, 0, 0), (128, 128, 128)])
        let actual = image([(255, 255, 255), (130, 130, 130)])
        #expect(Diffing<CGImage>.image.diff(reference, actual) != nil)
        #expect(Diffing<CGImage>.image(precision: 0.5, perceptualPrecision: 0.98).diff(reference, actual) == nil)
        #expect(Diffing<CGImage>.image(precision: 0.5).diff(reference, actual) != nil)
    }

    @Test func opacityDifferencesCount() {
        let reference = CGImage(width: 1, height: 1, rgba: [255, 0, 0, 255])!
        let actual = CGImage(width: 1, height: 1, rgba: [255, 0, 0, 0])!
        #expect(ImageComparison(reference: reference, actual: actual, perceptualPrecision: 0.5).mismatchedPixels == 1)
    }

    @Test func pngRoundTripKeepsPixels() {
        let original = image([(1, 2, 3), (250, 128, 0)])
        let diffing = Diffing<CGImage>.image
        #expect(diffing.fromData(diffing.toData(original)) == original)
    }
}

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified("a\nb", "a\nb") == nil)
    }

    @Test func hunksKeepThreeLinesOfContextAndSplitWhenFarApart() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 11\n", with: "")
        #expect(
            LineDiff.unified(old, new) == """
                --- reference
                +++ actual
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -8,5 +8,4 @@
                 line 8
                 line 9
                 line 10
                -line 11
                 line 12
                """)
    }

    @Test func addedLinesAtTheEnd() {
        #expect(LineDiff.unified("a", "a\nb") == "--- reference\n+++ actual\n@@ -1,1 +1,2 @@\n a\n+b")
    }
}
