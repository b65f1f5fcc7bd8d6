import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Buttons: types, per-state content, the title label and image view, sizing from the title,
/// configurations, primary actions and what they draw.
@MainActor
@Suite(.checksLifetimes) struct UIButtonTests {
    @Test func typesAndTheirDefaultColours() {
        let device = VirtualDevice()
        let system = UIButton(type: .system)
        let custom = UIButton(type: .custom)
        let close = UIButton(type: .close)
        [system, custom, close].forEach { device.window.addSubview($0) }
        #expect(system.buttonType == .system)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(system.titleColor(for: .normal) == UIColor.systemBlue)
        #expect(custom.titleColor(for: .normal) == UIColor.white)
        #expect(system.titleColor(for: .disabled) == UIColor.tertiaryLabel)
        #expect(system.titleColor(for: .highlighted) == UIColor.systemBlue.withAlphaComponent(0.2))
        #expect(close.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(close.currentImage != nil)
        // The tint follows the superview.
        device.window.tintColor = .systemRed
        #expect(system.titleColor(for: .normal) == UIColor.systemRed)
    }

    @Test func perStateTitlesFallBackToNormal() {
        let device = VirtualDevice()
        let button = UIButton(type: .system)
        device.window.addSubview(button)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.systemGreen, for: .highlighted)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.currentTitle == "Play")
        #expect(button.titleLabel?.text == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == UIColor.systemGreen)
        #expect(button.currentTitleColor == UIColor.systemGreen)
    }

    @Test func theIntrinsicSizeComesFromTheTitle() {
        let device = VirtualDevice()
        let button = UIButton(type: .system)
        device.window.addSubview(button)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Continue", for: .normal)
        let label = button.titleLabel!
        #expect(label.font == UIFont.systemFont(ofSize: 15))
        let text = label.intrinsicContentSize
        #expect(text.width > 40)
        #expect(button.intrinsicContentSize == CGSize(width: ceil(text.width), height: ceil(text.height + 12)))
        button.setTitle("Continue to the next step", for: .normal)
        #expect(button.intrinsicContentSize.width > text.width * 2)
        // The label is centred in the button.
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        button.layoutIfNeeded()
        #expect(abs(label.frame.midX - 150) < 0.5)
        #expect(abs(label.frame.midY - 30) < 0.5)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(label.frame.minX == 0)
    }

    @Test func anImageSitsBeforeTheTitle() {
        let device = VirtualDevice()
        let button = UIButton(type: .system)
        device.window.addSubview(button)
        let image = UIImage(systemName: "star.fill")!
        button.setImage(image, for: .normal)
        button.setTitle("Star", for: .normal)
        #expect(button.imageView?.image === image)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let imageFrame = button.imageView!.frame, titleFrame = button.titleLabel!.frame
        #expect(imageFrame.size == image.size)
        #expect(imageFrame.maxX <= titleFrame.minX + 0.001)
        #expect(button.intrinsicContentSize.width >= image.size.width + titleFrame.width)
        // Template images take the title colour.
        #expect(button.imageView?.tintColor == UIColor.systemBlue)
    }

    @Test func aPrimaryActionGivesTheTitleAndFiresOnTap() {
        let device = VirtualDevice()
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Done") { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        device.window.addSubview(button)
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Done")
        device.tap(at: CGPoint(x: 160, y: 120))
        #expect(taps == 1)
        // Released outside the tracking area: no action.
        device.pan(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 160, y: 300))
        #expect(taps == 1)
        button.changesSelectionAsPrimaryAction = true
        device.tap(at: CGPoint(x: 160, y: 120))
        #expect(button.isSelected)
        #expect(taps == 2)
    }

    @Test func configurationsStyleTitleForegroundAndBackground() {
        let device = VirtualDevice()
        var filled = UIButton.Configuration.filled()
        filled.title = "Save"
        let button = UIButton(configuration: filled)
        device.window.addSubview(button)
        #expect(button.titleLabel?.text == "Save")
        #expect(button.titleLabel?.textColor == UIColor.white)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 17))
        let size = button.intrinsicContentSize
        let text = button.titleLabel!.intrinsicContentSize
        #expect(size == CGSize(width: ceil(text.width + 24), height: ceil(text.height + 14)))

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Maybe"
        tinted.baseForegroundColor = .systemPurple
        button.configuration = tinted
        #expect(button.titleLabel?.textColor == UIColor.systemPurple)

        var plain = UIButton.Configuration.plain()
        plain.title = "Skip"
        plain.image = UIImage(systemName: "chevron.right")
        plain.imagePadding = 8
        button.configuration = plain
        #expect(button.titleLabel?.textColor == UIColor.systemBlue)
        #expect(button.imageView?.image != nil)
        #expect(button.intrinsicContentSize.width > button.titleLabel!.intrinsicContentSize.width + 8 + 24)
        button.isEnabled = false
        #expect(button.titleLabel?.textColor == UIColor.tertiaryLabel)
    }

    @Test func aFilledButtonDrawsItsBackgroundAndTitle() {
        let device = VirtualDevice(size: CGSize(width: 200, height: 100))
        device.window.backgroundColor = .white
        var filled = UIButton.Configuration.filled()
        filled.title = "OK"
        filled.baseBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let button = UIButton(configuration: filled)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
        device.window.addSubview(button)
        device.runUntilIdle()
        let image = device.screenshot()
        let corner = image.pixel(x: 25, y: 50)
        #expect(corner.r > 240 && corner.g < 20 && corner.b < 20)
        #expect(image.pixel(x: 5, y: 5).g > 240)
        // White title pixels somewhere in the middle of the red.
        var white = 0
        for x in 80..<120 { for y in 40..<60 where image.pixel(x: x, y: y).g > 200 { white += 1 } }
        #expect(white > 10)
    }

    @Test func aSystemButtonDrawsItsTitleInTheTint() {
        let device = VirtualDevice(size: CGSize(width: 200, height: 60))
        device.window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        device.window.addSubview(button)
        device.runUntilIdle()
        let image = device.screenshot()
        var blue = 0
        for x in 0..<200 {
            for y in 0..<60 {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 100 { blue += 1 }
            }
        }
        #expect(blue > 20)
    }
}
