import Testing
import UIKitTesting

@testable import UIKit

/// UIProgressView: the value pinned to 0...1, its intrinsic size, animated changes, the bar
/// drawn in its colours and how element queries see it.
@MainActor
@Suite(.checksLifetimes) struct UIProgressViewTests {
    @Test func progressIsPinnedBetweenZeroAndOne() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.progress == 0 && bar.progressViewStyle == .default)
        bar.progress = 0.4
        #expect(bar.progress == 0.4)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-2, animated: true)
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
    }

    @Test func itHasNoIntrinsicWidthAndIsFourPointsHigh() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(bar.sizeThatFits(.zero) == CGSize(width: 200, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 4)
    }

    @Test func settingProgressAnimatedGrowsTheBarOnTheClock() {
        let device = VirtualDevice()
        let bar = UIProgressView(frame: CGRect(x: 20, y: 100, width: 200, height: 4))
        device.window.addSubview(bar)
        device.runUntilIdle()
        bar.setProgress(0.5, animated: true)
        #expect(bar.progress == 0.5)
        #expect(bar.progressBarView.frame.width == 100)
        device.advance(by: 0.1)
        let midway = bar.progressBarView.layer.presentation()?.bounds.width ?? 0
        #expect(midway > 0 && midway < 100)
        device.runUntilIdle()
        #expect(bar.progressBarView.layer.presentation()?.bounds.width ?? 0 == 100)
        bar.removeFromSuperview()
    }

    @Test func theDonePartIsDrawnInTheProgressTintAndTheRestInTheTrackTint() {
        let device = VirtualDevice()
        device.window.backgroundColor = .white
        let bar = UIProgressView(frame: CGRect(x: 20, y: 100, width: 200, height: 4))
        bar.progressTintColor = .red
        bar.trackTintColor = .blue
        bar.progress = 0.25
        device.window.addSubview(bar)
        device.runUntilIdle()
        let image = device.screenshot()
        #expect(pixelIs(image.pixel(x: 40, y: 102), 255, 0, 0, tolerance: 40))
        #expect(pixelIs(image.pixel(x: 150, y: 102), 0, 0, 255, tolerance: 40))
        #expect(pixelIs(image.pixel(x: 150, y: 110), 255, 255, 255))
        bar.removeFromSuperview()
    }

    @Test func elementQueriesSeeAProgressIndicatorWithItsPercentage() {
        let device = VirtualDevice()
        let bar = UIProgressView(frame: CGRect(x: 20, y: 100, width: 200, height: 4))
        bar.progress = 0.6
        bar.accessibilityIdentifier = "download"
        device.window.addSubview(bar)
        device.runUntilIdle()
        #expect(bar.accessibilityTraits.contains(.updatesFrequently))
        #expect(device.progressIndicators.count == 1)
        #expect(device.progressIndicators["download"].value as? String == "60%")
        bar.removeFromSuperview()
    }
}
