import Testing

@testable import UIKit

@MainActor
@Suite struct UIImageViewTests {
    private func image(width: Int = 40, height: Int = 20, scale: CGFloat = 2) -> UIImage {
        let pixels = [UInt8](repeating: 200, count: width * height * 4)
        return UIImage(cgImage: CGImage(width: width, height: height, rgba: pixels)!, scale: scale, orientation: .up)
    }

    @Test func contentModeMapsToContentsGravity() {
        let view = UIImageView(image: image())
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill), (.center, .center),
            (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right), (.topLeft, .topLeft),
            (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
            (.scaleToFill, .resize),
        ]
        #expect(view.layer.contentsGravity == .resize)
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
        }
    }

    @Test func intrinsicSizeIsTheImageSize() {
        let view = UIImageView(image: image())
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 10))
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(!view.isUserInteractionEnabled)
    }

    @Test func imageBecomesTheLayerContents() {
        let img = image()
        let view = UIImageView(frame: .zero)
        #expect(view.layer.contents == nil)
        view.image = img
        #expect((view.layer.contents as? CGImage) === img.cgImage)
        #expect(view.layer.contentsScale == 2)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test func highlightedImageShowsWhileHighlighted() {
        let normal = image(), highlighted = image(width: 10, height: 10, scale: 1)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect((view.layer.contents as? CGImage) === normal.cgImage)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) === highlighted.cgImage)
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
        view.isHighlighted = false
        #expect((view.layer.contents as? CGImage) === normal.cgImage)
    }

    @Test func templateImagesTakeTheTintColor() throws {
        let view = UIImageView(image: image(scale: 1).withRenderingMode(.alwaysTemplate))
        view.tintColor = .systemGreen
        let bitmap = try #require(view.layer.contents as? CGImage)
        let p = bitmap.pixel(x: 3, y: 3)
        #expect(p.r == 52 && p.g == 199 && p.b == 89 && p.a == 200)
        let symbol = UIImageView(image: UIImage(systemName: "xmark"))
        let glyph = try #require(symbol.layer.contents as? CGImage)
        #expect(glyph.pixel(x: 36, y: 36).b == 255 && glyph.pixel(x: 36, y: 36).g == 122)
    }
}
