import Testing
import UIKitTesting

@testable import UIKit

/// UIActivityIndicatorView: sizes, hiding when stopped, and spokes that turn on the clock.
@MainActor
@Suite(.checksLifetimes) struct UIActivityIndicatorViewTests {
    @Test func stylesSizeTheIndicatorAndANewOneIsStoppedAndHidden() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37) && large.intrinsicContentSize.width == 37)
        #expect(UIActivityIndicatorView(style: .medium).bounds.size == CGSize(width: 20, height: 20))
        #expect(!large.isAnimating && large.isHidden && large.hidesWhenStopped)
        #expect(large.color == .secondaryLabel)
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        large.color = .red
        #expect(large.color == .red)
        large.color = nil
        #expect(large.color == .secondaryLabel)
    }

    @Test func startingShowsItAndStoppingHidesItUnlessAskedNotTo() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test func theSpokesStepRoundOnceASecondWithoutKeepingTheWorldAwake() {
        let device = VirtualDevice()
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 195, y: 400)
        device.window.addSubview(spinner)
        spinner.startAnimating()
        #expect(device.runUntilIdle())
        let start = spinner.phase
        device.advance(by: 0.25)
        #expect(spinner.phase == (start + 3) % 12)
        device.advance(by: 0.75)
        #expect(spinner.phase == start)
        spinner.stopAnimating()
        device.advance(by: 0.5)
        #expect(spinner.phase == start)
        spinner.removeFromSuperview()
    }

    @Test func theBrightestSpokeIsDrawnInTheColour() {
        let device = VirtualDevice()
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .red
        spinner.center = CGPoint(x: 195, y: 400)
        device.window.backgroundColor = .white
        device.window.addSubview(spinner)
        spinner.startAnimating()
        device.runUntilIdle()
        let image = device.screenshot()
        var reds = 0
        for y in 382..<418 {
            for x in 177..<213 {
                let p = image.pixel(x: x, y: y)
                if p.r > 200 && p.g < 80 && p.b < 80 { reds += 1 }
            }
        }
        #expect(reds > 10)
        spinner.removeFromSuperview()
    }
}
