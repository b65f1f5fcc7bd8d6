import Testing
import UIKitTesting

@testable import UIKit

/// A view with a fixed intrinsic size, so hugging and compression resistance act on it as on a
/// label, with round numbers.
private final class Block: UIView {
    var natural = CGSize.zero {
        didSet { invalidateIntrinsicContentSize() }
    }

    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init(frame: .zero)
        natural = CGSize(width: width, height: height)
    }

    override var intrinsicContentSize: CGSize { natural }
}

/// Arranged views in rows and columns: distributions, alignments, spacing, hiding and sizing.
@MainActor
@Suite(.checksLifetimes) struct UIStackViewTests {
    /// A stack view at (20, 100) in `container`, with its size fixed only where given.
    private func stack(
        _ views: [UIView], in container: UIView, width: CGFloat? = nil, height: CGFloat? = nil
    ) -> UIStackView {
        let s = UIStackView(arrangedSubviews: views)
        s.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(s)
        s.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
        s.topAnchor.constraint(equalTo: container.topAnchor, constant: 100).isActive = true
        if let width { s.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { s.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return s
    }

    private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    // MARK: The arranged list

    @Test func arrangedViewsBecomeConstrainedSubviewsInOrder() {
        let a = UIView(), b = UIView(), c = UIView()
        let s = UIStackView(arrangedSubviews: [a, b])
        s.insertArrangedSubview(c, at: 0)
        #expect(ids(s.arrangedSubviews) == ids([c, a, b]))
        #expect(ids(s.subviews) == ids([a, b, c]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !c.translatesAutoresizingMaskIntoConstraints)
        s.addArrangedSubview(c)
        #expect(ids(s.arrangedSubviews) == ids([a, b, c]))
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(s.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
    }

    @Test func removeArrangedSubviewKeepsTheViewAsASubview() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20), c = Block(70, 20)
        let s = stack([a, b, c], in: container)
        s.spacing = 10
        device.advance(by: 0)
        #expect(c.frame == rect(130, 0, 70, 20))
        s.removeArrangedSubview(b)
        device.advance(by: 0)
        #expect(ids(s.arrangedSubviews) == ids([a, c]))
        #expect(b.superview === s)
        #expect(c.frame == rect(60, 0, 70, 20))
        #expect(s.frame == rect(20, 100, 130, 20))
        #expect(!s.constraints.contains { $0.firstItem === b || $0.secondItem === b })
    }

    @Test func aViewRemovedFromTheStackLeavesTheArrangedViews() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20)
        let s = stack([a, b], in: container)
        s.setCustomSpacing(12, after: a)
        device.advance(by: 0)
        a.removeFromSuperview()
        device.advance(by: 0)
        #expect(ids(s.arrangedSubviews) == ids([b]))
        #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault)
        #expect(b.frame == rect(0, 0, 60, 20))
        // Moving an arranged view to another superview also takes it out.
        container.addSubview(b)
        #expect(s.arrangedSubviews.isEmpty)
    }

    // MARK: Distributions

    @Test func fillStretchesTheViewThatHugsLeast() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 30), c = Block(70, 40)
        let s = stack([a, b, c], in: container, width: 300, height: 50)
        s.spacing = 10
        device.advance(by: 0)
        // Equal hugging: the last view stretches.
        #expect(a.frame == rect(0, 0, 50, 50))
        #expect(b.frame == rect(60, 0, 60, 50))
        #expect(c.frame == rect(130, 0, 170, 50))
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        device.advance(by: 0)
        #expect(b.frame == rect(60, 0, 160, 50))
        #expect(c.frame == rect(230, 0, 70, 50))
    }

    @Test func fillShrinksTheViewThatResistsLeast() {
        let (device, container) = layoutWorld()
        let a = Block(100, 20), b = Block(100, 20), c = Block(100, 20)
        let s = stack([a, b, c], in: container, width: 250)
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        device.advance(by: 0)
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(b.frame == rect(50, 0, 100, 20))
        #expect(c.frame == rect(150, 0, 100, 20))
        #expect(s.frame == rect(20, 100, 250, 20))
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(10, 20), c = Block(150, 20)
        let s = stack([a, b, c], in: container, width: 320)
        s.distribution = .fillEqually
        s.spacing = 10
        device.advance(by: 0)
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 100, 20), rect(110, 0, 100, 20), rect(220, 0, 100, 20)])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicSize() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(100, 20), c = Block(150, 20)
        let s = stack([a, b, c], in: container, width: 320)
        s.distribution = .fillProportionally
        s.spacing = 10
        device.advance(by: 0)
        // 300 points after spacing, shared 1 : 2 : 3.
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 50, 20), rect(60, 0, 100, 20), rect(170, 0, 150, 20)])
        c.natural = CGSize(width: 50, height: 20)
        device.advance(by: 0)
        // 1 : 2 : 1 of 300.
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 75, 20), rect(85, 0, 150, 20), rect(245, 0, 75, 20)])
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20), c = Block(70, 20)
        let s = stack([a, b, c], in: container, width: 300)
        s.distribution = .equalSpacing
        s.spacing = 10
        device.advance(by: 0)
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 50, 20), rect(110, 0, 60, 20), rect(230, 0, 70, 20)])
        #expect(s.layoutGuides.count == 2)
    }

    @Test func equalSpacingWithoutAWidthKeepsTheSmallestGaps() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20), c = Block(70, 20)
        let s = stack([a, b, c], in: container)
        s.distribution = .equalSpacing
        s.spacing = 10
        s.setCustomSpacing(25, after: b)
        device.advance(by: 0)
        // The gaps stay equal, so both take the larger minimum.
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 50, 20), rect(75, 0, 60, 20), rect(160, 0, 70, 20)])
        #expect(s.frame == rect(20, 100, 230, 20))
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let (device, container) = layoutWorld()
        let a = Block(40, 20), b = Block(60, 20), c = Block(100, 20)
        let s = stack([a, b, c], in: container, width: 300)
        s.distribution = .equalCentering
        s.spacing = 10
        device.advance(by: 0)
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 40, 20), rect(105, 0, 60, 20), rect(200, 0, 100, 20)])
        #expect(b.center.x - a.center.x == c.center.x - b.center.x)
    }

    // MARK: Alignments

    @Test func horizontalAlignmentsPlaceViewsAcrossTheRow() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 40)
        let s = stack([a, b], in: container, width: 110, height: 100)
        let expected: [(UIStackView.Alignment, CGFloat, CGFloat)] = [
            (.top, 0, 0), (.center, 40, 30), (.bottom, 80, 60), (.leading, 0, 0), (.trailing, 80, 60),
        ]
        for (alignment, ya, yb) in expected {
            s.alignment = alignment
            device.advance(by: 0)
            #expect(a.frame == rect(0, ya, 50, 20), "\(alignment)")
            #expect(b.frame == rect(50, yb, 60, 40), "\(alignment)")
        }
        s.alignment = .fill
        device.advance(by: 0)
        #expect(a.frame == rect(0, 0, 50, 100) && b.frame == rect(50, 0, 60, 100))
    }

    @Test func verticalAlignmentsPlaceViewsAcrossTheColumn() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(80, 30)
        let s = stack([a, b], in: container, width: 200)
        s.axis = .vertical
        s.spacing = 5
        let expected: [(UIStackView.Alignment, CGFloat, CGFloat)] = [
            (.leading, 0, 0), (.center, 75, 60), (.trailing, 150, 120),
        ]
        for (alignment, xa, xb) in expected {
            s.alignment = alignment
            device.advance(by: 0)
            #expect(a.frame == rect(xa, 0, 50, 20), "\(alignment)")
            #expect(b.frame == rect(xb, 25, 80, 30), "\(alignment)")
        }
        s.alignment = .fill
        device.advance(by: 0)
        #expect(a.frame == rect(0, 0, 200, 20) && b.frame == rect(0, 25, 200, 30))
        #expect(s.frame == rect(20, 100, 200, 55))
    }

    @Test func verticalFillEquallyAndEqualSpacing() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(80, 30)
        let s = stack([a, b], in: container, width: 100, height: 210)
        s.axis = .vertical
        s.spacing = 10
        s.alignment = .leading
        s.distribution = .fillEqually
        device.advance(by: 0)
        #expect(a.frame == rect(0, 0, 50, 100) && b.frame == rect(0, 110, 80, 100))
        s.distribution = .equalSpacing
        device.advance(by: 0)
        #expect(a.frame == rect(0, 0, 50, 20) && b.frame == rect(0, 180, 80, 30))
    }

    @Test func baselineAlignmentLinesUpTheLabelsText() {
        let (device, container) = layoutWorld()
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        let s = stack([small, big], in: container)
        s.alignment = .firstBaseline
        device.advance(by: 0)
        let drop = (big.font.ascender - small.font.ascender).rounded()
        #expect(drop > 10)
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY == drop)
        #expect(small.frame.minX == 0 && big.frame.minX == small.frame.width)
        // In a taller row, last baselines sit against the bottom.
        s.alignment = .lastBaseline
        s.heightAnchor.constraint(equalToConstant: 100).isActive = true
        device.advance(by: 0)
        let rise = (-big.font.descender + small.font.descender).rounded()
        #expect(big.frame.maxY == 100)
        #expect(small.frame.maxY == 100 - rise)
    }

    // MARK: Spacing

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 30), c = Block(70, 40)
        let s = stack([a, b, c], in: container)
        s.spacing = 10
        s.setCustomSpacing(30, after: a)
        device.advance(by: 0)
        #expect(s.customSpacing(after: a) == 30)
        #expect(s.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 50, 40), rect(80, 0, 60, 40), rect(150, 0, 70, 40)])
        #expect(s.frame == rect(20, 100, 220, 40))
        s.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        s.spacing = UIStackView.spacingUseSystem
        device.advance(by: 0)
        #expect([a, b, c].map(\.frame.minX) == [0, 58, 126])
    }

    // MARK: Hiding

    @Test func hiddenViewsCollapseAndComeBack() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20), c = Block(70, 20)
        let s = stack([a, b, c], in: container)
        s.spacing = 10
        device.advance(by: 0)
        b.isHidden = true
        // Re-arranged at the end of this run-loop turn, as in UIKit.
        device.advance(by: 0)
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(c.frame == rect(60, 0, 70, 20))
        #expect(b.frame.width == 0 && b.frame.minX == 50)
        #expect(s.frame == rect(20, 100, 130, 20))
        b.isHidden = false
        device.advance(by: 0)
        #expect(b.frame == rect(60, 0, 60, 20))
        #expect(c.frame == rect(130, 0, 70, 20))
        #expect(s.frame == rect(20, 100, 200, 20))
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20), c = Block(70, 20)
        let s = stack([a, b, c], in: container, width: 300)
        s.distribution = .fillEqually
        s.spacing = 30
        device.advance(by: 0)
        #expect(c.frame == rect(220, 0, 80, 20))
        UIView.animate(withDuration: 1) {
            a.isHidden = true
            s.layoutIfNeeded()
        }
        #expect(b.layer.animation(forKey: "position") != nil)
        #expect(b.frame == rect(0, 0, 135, 20))
        #expect(c.frame == rect(165, 0, 135, 20))
        #expect(a.frame.width == 0)
    }

    @Test func hidingEveryViewCollapsesTheStack() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20)
        let s = stack([a, b], in: container)
        s.spacing = 10
        a.isHidden = true
        b.isHidden = true
        device.advance(by: 0)
        #expect(s.frame == rect(20, 100, 0, 0))
    }

    // MARK: Sizing and margins

    @Test func aStackSizesItselfToTwoLabels() {
        let (device, container) = layoutWorld()
        let title = UILabel(), detail = UILabel()
        title.text = "Transition Practice"
        detail.text = "Stacks"
        let s = stack([title, detail], in: container)
        s.axis = .vertical
        s.spacing = 4
        device.advance(by: 0)
        let t = title.intrinsicContentSize, d = detail.intrinsicContentSize
        #expect(t.width > d.width && t.height > 10)
        #expect(s.frame == rect(20, 100, t.width, t.height + 4 + d.height))
        #expect(title.frame == rect(0, 0, t.width, t.height))
        #expect(detail.frame == rect(0, t.height + 4, t.width, d.height))
        s.axis = .horizontal
        device.advance(by: 0)
        #expect(s.frame == rect(20, 100, t.width + 4 + d.width, t.height))
        #expect(detail.frame == rect(t.width + 4, 0, d.width, d.height))
    }

    @Test func nestedStacksSizeFromTheInsideOut() {
        let (device, container) = layoutWorld()
        let a = Block(30, 10), b = Block(40, 20), c = Block(100, 15)
        let row1 = UIStackView(arrangedSubviews: [a, b]), row2 = UIStackView(arrangedSubviews: [c])
        row1.spacing = 5
        let s = stack([row1, row2], in: container)
        s.axis = .vertical
        s.spacing = 10
        s.alignment = .leading
        device.advance(by: 0)
        #expect(row1.frame == rect(0, 0, 75, 20) && row2.frame == rect(0, 30, 100, 15))
        #expect(s.frame == rect(20, 100, 100, 45))
        #expect(!a.hasAmbiguousLayout && !row1.hasAmbiguousLayout)
        s.alignment = .fill
        device.advance(by: 0)
        #expect(row1.frame == rect(0, 0, 100, 20))
        #expect(a.frame == rect(0, 0, 30, 20) && b.frame == rect(35, 0, 65, 20))
    }

    @Test func anIndexPastTheEndIsRefused() {
        let (device, _) = layoutWorld()
        let a = UIView(), b = UIView()
        let s = UIStackView(arrangedSubviews: [a])
        s.insertArrangedSubview(b, at: 2)
        #expect(s.arrangedSubviews.count == 1 && b.superview == nil)
        #expect(device.diagnostics.last?.contains("beyond bounds") == true)
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 30)
        let s = stack([a, b], in: container)
        s.insetsLayoutMarginsFromSafeArea = false
        s.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        device.advance(by: 0)
        #expect(a.frame == rect(0, 0, 50, 30))
        #expect(s.frame.size == CGSize(width: 110, height: 30))
        s.isLayoutMarginsRelativeArrangement = true
        device.advance(by: 0)
        #expect(a.frame == rect(20, 10, 50, 30))
        #expect(b.frame == rect(70, 10, 60, 30))
        #expect(s.frame == rect(20, 100, 170, 70))
    }

    @Test func aFrameBasedStackLaysOutInsideItsFrame() {
        let (device, container) = layoutWorld()
        let a = Block(50, 20), b = Block(60, 20)
        let s = UIStackView(frame: rect(10, 300, 200, 40))
        s.addArrangedSubview(a)
        s.addArrangedSubview(b)
        s.alignment = .center
        container.addSubview(s)
        device.advance(by: 0)
        #expect(s.frame == rect(10, 300, 200, 40))
        #expect(a.frame == rect(0, 10, 50, 20))
        #expect(b.frame == rect(50, 10, 150, 20))
    }
}
