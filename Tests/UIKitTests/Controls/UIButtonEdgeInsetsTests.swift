import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The classic (pre-configuration) content, image and title edge insets.
@MainActor
@Suite(.checksLifetimes) struct UIButtonEdgeInsetsTests {
    private func button() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Deal", for: .normal)
        return button
    }

    @Test func contentInsetsReplaceThePaddingAndGrowTheButton() {
        let device = VirtualDevice()
        let plain = button(), padded = button()
        padded.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        [plain, padded].forEach { device.window.addSubview($0) }
        let title = plain.titleLabel!.intrinsicContentSize
        #expect(padded.intrinsicContentSize.width == ceil(title.width + 40))
        #expect(padded.intrinsicContentSize.height == ceil(title.height + 20))
        padded.frame = CGRect(origin: .zero, size: padded.intrinsicContentSize)
        padded.contentHorizontalAlignment = .left
        padded.layoutIfNeeded()
        #expect(padded.titleLabel!.frame.minX == 20)
    }

    @Test func titleInsetsMoveTheTitleWithoutResizing() {
        let device = VirtualDevice()
        let button = button()
        device.window.addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let centred = button.titleLabel!.frame
        let size = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == centred.minX + 10)
        #expect(button.intrinsicContentSize == size)
        button.contentHorizontalAlignment = .right
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.maxX == 192)
    }

    @Test func insetsAreIgnoredUnderAConfiguration() {
        let device = VirtualDevice()
        let button = UIButton(configuration: .plain())
        button.setTitle("Deal", for: .normal)
        device.window.addSubview(button)
        let size = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        #expect(button.intrinsicContentSize == size)
    }
}
