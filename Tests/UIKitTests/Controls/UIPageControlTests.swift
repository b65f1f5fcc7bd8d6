import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `UIPageControl`: the dots, the current page, taps on either half and `.valueChanged`.
@MainActor
@Suite(.checksLifetimes) struct UIPageControlTests {
    func control(in device: VirtualDevice, pages: Int = 5, current: Int = 2) -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 20, y: 400, width: 350, height: 40))
        control.numberOfPages = pages
        control.currentPage = current
        device.window.addSubview(control)
        return control
    }

    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func tappingTheRightHalfShowsTheNextPageAndSendsValueChanged() {
        let device = VirtualDevice()
        let c = control(in: device)
        var changes: [Int] = []
        c.addAction(UIAction { [unowned c] _ in changes.append(c.currentPage) }, for: .valueChanged)
        device.tap(at: CGPoint(x: 300, y: 420))
        #expect(c.currentPage == 3 && changes == [3])
    }

    @Test func tappingTheLeftHalfShowsThePreviousPage() {
        let device = VirtualDevice()
        let c = control(in: device)
        var changes: [Int] = []
        c.addAction(UIAction { [unowned c] _ in changes.append(c.currentPage) }, for: .valueChanged)
        device.tap(at: CGPoint(x: 60, y: 420))
        device.tap(at: CGPoint(x: 60, y: 420))
        device.tap(at: CGPoint(x: 60, y: 420))
        // The third tap finds the first page: nothing changes, nothing is sent.
        #expect(c.currentPage == 0 && changes == [1, 0])
    }

    @Test func settingTheCurrentPageInCodeSendsNothingAndStaysWithinThePages() {
        let device = VirtualDevice()
        let c = control(in: device)
        var sent = 0
        c.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        c.currentPage = 9
        #expect(c.currentPage == 4)
        c.currentPage = -3
        #expect(c.currentPage == 0)
        c.currentPage = 4
        c.numberOfPages = 2
        #expect(c.currentPage == 1 && sent == 0)
    }

    @Test func theCurrentDotIsDrawnInTheCurrentTint() {
        let device = VirtualDevice()
        device.window.backgroundColor = .white
        let c = control(in: device, pages: 3, current: 0)
        c.currentPageIndicatorTintColor = .red
        c.pageIndicatorTintColor = .blue
        device.runUntilIdle()
        // Three dots 16 points apart around the control's centre (195, 420).
        let image = device.screenshot()
        #expect(Self.rgba(image, 179, 420) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 195, 420) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 211, 420) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 187, 420) == [255, 255, 255, 255])
        c.currentPage = 2
        let after = device.screenshot()
        #expect(Self.rgba(after, 179, 420) == [0, 0, 255, 255] && Self.rgba(after, 211, 420) == [255, 0, 0, 255])
    }

    @Test func itsSizeGrowsWithThePagesAndHidesForASinglePageWhenAsked() {
        let device = VirtualDevice()
        device.window.backgroundColor = .white
        let c = control(in: device, pages: 1, current: 0)
        #expect(c.size(forNumberOfPages: 4).width - c.size(forNumberOfPages: 3).width == 16)
        #expect(c.intrinsicContentSize == c.size(forNumberOfPages: 1))
        c.currentPageIndicatorTintColor = .red
        device.runUntilIdle()
        #expect(Self.rgba(device.screenshot(), 195, 420) == [255, 0, 0, 255])
        c.hidesForSinglePage = true
        #expect(Self.rgba(device.screenshot(), 195, 420) == [255, 255, 255, 255])
    }
}
