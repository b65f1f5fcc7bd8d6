import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A panel's own pan recognizer, as a floating-panel library declares it.
@MainActor
private final class PanelPanGestureRecognizer: UIPanGestureRecognizer {
    init() {
        super.init(target: nil, action: nil)
        name = "PanelPan"
    }
}

/// An indicator subclass whose archive initializer is not failable, as on iOS.
@MainActor
private final class Spinner: UIActivityIndicatorView {
    required init(coder: NSCoder) { super.init(coder: coder) }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// An accessibility container, as a banner library's masking view declares one.
@MainActor
private final class MaskingView: UIView {
    var elements: [NSObject] = []
    override func accessibilityElementCount() -> Int { elements.count }
    override func accessibilityElement(at index: Int) -> Any? { elements[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
        elements.firstIndex { $0 === element as AnyObject } ?? 0
    }
}

/// View API the ported banner, panel and image-viewer libraries use.
@MainActor
@Suite struct LibraryViewAPITests {
    @Test func aRecognizerSubclassDeclaresItsOwnPlainInitializer() {
        let pan = PanelPanGestureRecognizer()
        #expect(pan.name == "PanelPan")
        #expect(UIPanGestureRecognizer().view == nil)
    }

    @Test func aWindowsInterfaceStyleOverrideReachesItsSubviews() {
        let device = VirtualDevice()
        let label = UILabel()
        device.window.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle != .dark)
        device.window.overrideUserInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        device.window.overrideUserInterfaceStyle = .unspecified
        #expect(label.traitCollection.userInterfaceStyle != .dark)
    }

    @Test func containerMethodsAreOverridableAndDefaultToTheAccessibilityElements() {
        let plain = UIView()
        let a = UIView(), b = UIView()
        plain.accessibilityElements = [a, b]
        #expect(plain.accessibilityElementCount() == 2)
        #expect(plain.accessibilityElement(at: 1) as AnyObject === b)
        #expect(plain.index(ofAccessibilityElement: b) == 1)
        #expect(plain.accessibilityElement(at: 2) == nil)
        let masking = MaskingView()
        masking.elements = [a]
        #expect(masking.accessibilityElementCount() == 1)
        masking.accessibilityIgnoresInvertColors = true
        #expect(masking.accessibilityIgnoresInvertColors)
    }

    @Test func anEmptyBackgroundImageMakesAToolbarClearAndAnEmptyShadowImageRemovesItsLine() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.setBackgroundImage(UIImage(), forToolbarPosition: .any, barMetrics: .default)
        toolbar.setShadowImage(UIImage(), forToolbarPosition: .any)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) != nil)
        #expect(toolbar.backgroundView.backgroundColor == nil)
        #expect(toolbar.shadowView.isHidden)
    }

    @Test func aLabelsShadowIsDrawnUnderItsText() {
        let device = VirtualDevice()
        let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        label.text = "Caption"
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = .white
        device.window.backgroundColor = .red
        device.window.addSubview(label)
        device.advance(by: 0.1)
        /// Pixels of the label's area that are neither the red background nor the white text.
        func darkPixels() -> Int {
            let image = device.screenshot()
            let scale = CGFloat(image.width) / device.window.bounds.width
            var count = 0
            for y in Int(100 * scale)..<Int(160 * scale) {
                for x in 0..<Int(200 * scale) {
                    let p = image.pixel(x: x, y: y)
                    if p.r < 60 && p.g < 60 && p.b < 60 { count += 1 }
                }
            }
            return count
        }
        #expect(darkPixels() == 0)
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 2, height: 2)
        device.advance(by: 0.1)
        #expect(darkPixels() > 0)
        #expect(UILabel().shadowOffset == CGSize(width: 0, height: -1))
    }

    @Test func anIndicatorSubclassMayDeclareANonFailableArchiveInitializer() {
        let spinner = Spinner(frame: .zero)
        #expect(!spinner.isAnimating)
    }

    @Test func anImageMissingFromABundleIsNil() {
        #expect(UIImage(named: "no-such-image", in: Bundle.main, compatibleWith: nil) == nil)
        #expect(
            UIImage(named: "no-such-image", in: Bundle(for: LibraryTestBundleMarker.self), compatibleWith: nil) == nil)
    }

    @Test func anAttributedStringMeasuresWithItsFont() {
        let text = NSAttributedString(string: "A caption", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let plain = "A caption".boundingRect(
            with: CGSize(width: 300, height: 100), options: .usesLineFragmentOrigin,
            attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
        #expect(
            text.boundingRect(with: CGSize(width: 300, height: 100), options: .usesLineFragmentOrigin, context: nil)
                == plain)
        #expect(plain.height > 0)
    }
}

private final class LibraryTestBundleMarker {}
