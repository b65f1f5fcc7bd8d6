import Testing
import UIKitTesting

@testable import UIKit

/// Intrinsic sizes of image views and buttons, and `layoutIfNeeded()` animating constraint moves.
@MainActor
@Suite(.checksLifetimes) struct ContentSizeAndAnimationTests {
    @Test func anImageViewTakesItsImagesSizeAndFollowsANewImage() {
        let (device, container) = layoutWorld()
        let imageView = UIImageView(
            image: UIImage(cgImage: CGImage(width: 30, height: 20, rgba: [UInt8](repeating: 255, count: 30 * 20 * 4))!))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            imageView.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        device.advance(by: 0)
        #expect(imageView.frame == CGRect(x: 180, y: 10, width: 30, height: 20))
        imageView.image = UIImage(
            cgImage: CGImage(width: 60, height: 40, rgba: [UInt8](repeating: 255, count: 60 * 40 * 4))!)
        device.advance(by: 0)
        #expect(imageView.frame == CGRect(x: 165, y: 10, width: 60, height: 40))
    }

    @Test func aButtonIsAsBigAsItsTitle() {
        let (device, container) = layoutWorld()
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        device.advance(by: 0)
        let size = button.intrinsicContentSize
        #expect(size.width > 30 && size.height > 15)
        #expect(button.frame.size == CGSize(width: size.width.rounded(), height: size.height.rounded()))
        button.setTitle("Close this picture", for: .normal)
        device.advance(by: 0)
        #expect(button.frame.width > size.width * 2)
    }

    @Test func layoutIfNeededInsideAnAnimationBlockAnimatesTheMove() throws {
        let (device, container) = layoutWorld()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        let left = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            left, v.topAnchor.constraint(equalTo: container.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
        ])
        device.advance(by: 0)
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { container.layoutIfNeeded() }
        #expect(v.frame.minX == 200)
        device.advance(by: 0.5)
        let x = try #require(v.layer.presentation()).position.x
        #expect(abs(x - 150) < 2)  // half-way between centres 50 and 250
        device.runUntilIdle()
        #expect(v.layer.presentation()?.position.x == 250)
    }

    @Test func turningTranslationOffHandsTheFrameToConstraints() {
        let (device, container) = layoutWorld()
        let v = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        container.addSubview(v)
        let wide = v.widthAnchor.constraint(equalToConstant: 80)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([wide, v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)])
        device.advance(by: 0)
        #expect(v.frame.width == 10)  // the frame is pinned while it translates its mask
        v.translatesAutoresizingMaskIntoConstraints = false
        v.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        v.heightAnchor.constraint(equalToConstant: 30).isActive = true
        device.advance(by: 0)
        #expect(v.frame == CGRect(x: 5, y: 0, width: 80, height: 30))
        #expect(v.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(v.constraintsAffectingLayout(for: .vertical).count == 2)
    }
}

/// Multi-line labels under Auto Layout wrap at the width they are given.
@MainActor
@Suite(.checksLifetimes) struct MultilineLabelLayoutTests {
    @Test func aMultilineLabelGrowsTallEnoughForItsWrappedText() {
        let (device, container) = layoutWorld()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Wrapped words flow onto several lines. ", count: 4)
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let below = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 200),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        device.advance(by: 0)
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let oneLine = label.font.lineHeight
        #expect(wrapped.height > oneLine * 3)
        #expect(label.frame.width == 200)
        #expect(label.frame.height == wrapped.height.rounded())
        #expect(below.frame.minY == label.frame.maxY + 8)
        // Narrower: taller again, in the same pass.
        label.constraints.first { $0.firstAttribute == .width }?.constant = 120
        device.advance(by: 0)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 120, height: 10_000)).height.rounded())
        #expect(label.frame.height > wrapped.height)
    }
}
