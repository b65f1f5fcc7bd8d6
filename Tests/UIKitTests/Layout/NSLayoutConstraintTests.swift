import Testing
import UIKitTesting

@testable import UIKit

/// Constraints on views in a window: solving, applying, animating, refusing.
@MainActor
@Suite(.checksLifetimes) struct NSLayoutConstraintTests {
    @Test func centringPutsTheViewInTheMiddleOfItsSuperview() {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container, size: CGSize(width: 100, height: 40))
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        device.advance(by: 0)
        #expect(v.frame == CGRect(x: 145, y: 402, width: 100, height: 40))
        #expect(v.hasAmbiguousLayout == false)
    }

    @Test func activationHoldsTheConstraintInTheNearestCommonAncestor() {
        let (device, container) = layoutWorld()
        defer { device.runUntilIdle() }  // the world outlives everything the test made
        let a = constrainedSubview(of: container)
        let b = constrainedSubview(of: container)
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(spacing.isActive == false)
        NSLayoutConstraint.activate([spacing, width])
        #expect(container.constraints.contains { $0 === spacing })
        #expect(a.constraints.contains { $0 === width })
        spacing.isActive = false
        #expect(container.constraints.isEmpty)
        #expect(spacing.isActive == false)
    }

    @Test func constraintsAcrossLevelsAreWrittenInTheCommonAncestorsCoordinates() {
        let (device, container) = layoutWorld()
        let box = constrainedSubview(of: container, size: CGSize(width: 200, height: 200))
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50).isActive = true
        box.topAnchor.constraint(equalTo: container.topAnchor, constant: 100).isActive = true
        let inner = constrainedSubview(of: box, size: CGSize(width: 20, height: 20))
        // Pinned to the container, not to the box it lives in.
        inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 60).isActive = true
        inner.bottomAnchor.constraint(equalTo: box.bottomAnchor).isActive = true
        device.advance(by: 0)
        #expect(inner.frame == CGRect(x: 10, y: 180, width: 20, height: 20))
        #expect(inner.convert(inner.bounds, to: container) == CGRect(x: 60, y: 280, width: 20, height: 20))
    }

    @Test func pinningToTheSafeAreaKeepsClearOfTheNotchAndHomeIndicator() {
        let (device, container) = layoutWorld()
        let safe = container.safeAreaInsets
        #expect(safe.top > 0 && safe.bottom > 0)
        let v = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.trailingAnchor),
        ])
        device.advance(by: 0)
        #expect(v.frame == container.bounds.inset(by: safe))
        #expect(v.frame == container.safeAreaLayoutGuide.layoutFrame)
    }

    @Test func ratiosFollowTheMultiplier() {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.75),
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        device.advance(by: 0)
        #expect(v.frame.size == CGSize(width: 195, height: 146))  // 146.25 on whole points
    }

    @Test func theHigherPriorityWinsBetweenOptionalConstraints() {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        let low = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        low.priority = .defaultLow
        let high = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 70)
        high.priority = .defaultHigh
        v.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        NSLayoutConstraint.activate([low, high])
        device.advance(by: 0)
        #expect(v.frame.minX == 70)
        high.priority = 200
        device.advance(by: 0)
        #expect(v.frame.minX == 20)
    }

    /// Priorities are weights ten times apart per 100 points (see Deviations.md): five wishes
    /// at 400 do not outvote one at 500.
    @Test func severalLowPriorityWishesDoNotOutvoteOneHigher() {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        v.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        let high = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100)
        high.priority = UILayoutPriority(500)
        high.isActive = true
        for _ in 0..<5 {
            let low = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 0)
            low.priority = UILayoutPriority(400)
            low.isActive = true
        }
        device.advance(by: 0)
        #expect(v.frame.minX == 100)
    }

    @Test func changingTheConstantMovesTheViewAtTheNextLayout() {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        let top = v.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, v.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
        device.advance(by: 0)
        #expect(v.frame.minY == 10)
        top.constant = 300
        #expect(v.frame.minY == 10)
        container.layoutIfNeeded()
        #expect(v.frame.minY == 300)
    }

    @Test func theViewKeepsItsTransformWhileConstraintsMoveIt() {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container, size: CGSize(width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let left = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: container.topAnchor)])
        device.advance(by: 0)
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.bounds.size == CGSize(width: 100, height: 100))
        #expect(v.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachIntoIt() {
        let (device, container) = layoutWorld()
        let a = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        let inner = constrainedSubview(of: a, size: CGSize(width: 5, height: 5))
        let outer = a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30)
        let reach = inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 3)
        let own = inner.leadingAnchor.constraint(equalTo: a.leadingAnchor)
        NSLayoutConstraint.activate([outer, reach, own, a.topAnchor.constraint(equalTo: container.topAnchor)])
        device.advance(by: 0)
        a.removeFromSuperview()
        #expect(outer.isActive == false)
        #expect(reach.isActive == false)
        #expect(own.isActive)
        // Back in a tree, the subtree's own constraints still lay it out.
        container.addSubview(a)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 7)])
        device.advance(by: 0)
        #expect(a.frame.origin.x == 7)
        #expect(inner.frame == CGRect(x: 0, y: inner.frame.minY, width: 5, height: 5))
    }

    @Test func constraintsMadeBeforeTheViewJoinsAWindowApplyWhenItDoes() {
        let (device, container) = layoutWorld()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = constrainedSubview(of: card, size: CGSize(width: 20, height: 20))
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
        ])
        container.addSubview(card)
        device.advance(by: 0)
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
    }

    @Test func autoresizingViewsAreInputsThatConstrainedViewsFollow() {
        let (device, container) = layoutWorld()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        panel.autoresizingMask = [.flexibleWidth]
        container.addSubview(panel)
        let v = constrainedSubview(of: container, size: CGSize(width: 40, height: 40))
        NSLayoutConstraint.activate([
            v.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            v.topAnchor.constraint(equalTo: panel.bottomAnchor),
        ])
        device.advance(by: 0)
        #expect(v.frame.origin == CGPoint(x: 350, y: 300))
        container.frame = CGRect(x: 0, y: 0, width: 844, height: 390)  // the panel stretches
        device.advance(by: 0)
        #expect(panel.frame.width == 844)
        #expect(v.frame.origin == CGPoint(x: 804, y: 300))
    }

    @Test func layoutGuidesSpaceViewsEvenly() {
        let (device, container) = layoutWorld()
        let a = constrainedSubview(of: container, size: CGSize(width: 50, height: 50))
        let b = constrainedSubview(of: container, size: CGSize(width: 50, height: 50))
        let left = UILayoutGuide(), middle = UILayoutGuide(), right = UILayoutGuide()
        for g in [left, middle, right] { container.addLayoutGuide(g) }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        device.advance(by: 0)
        #expect(a.frame.minX == 97)  // (390 − 100) / 3 = 96.67, on whole points
        #expect(b.frame.minX == 243)
        #expect(abs(middle.layoutFrame.width - 96.67) <= 1)
    }

    @Test func marginAttributesMeasureFromTheMargins() {
        let (device, container) = layoutWorld()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        container.addSubview(box)
        box.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let v = constrainedSubview(of: box)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            NSLayoutConstraint(
                item: v, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            v.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
        ])
        device.advance(by: 0)
        #expect(v.frame == CGRect(x: 20, y: 10, width: 140, height: 160))
        box.layoutMargins = .zero
        device.advance(by: 0)
        #expect(v.frame == box.bounds)
    }

    @Test func updateConstraintsRunsBeforeLayoutAndDeepestFirst() {
        let (device, container) = layoutWorld()
        let log = EventLog()
        final class Recording: UIView {
            var log: EventLog?
            var name = ""
            override func updateConstraints() {
                log?.record("\(name).updateConstraints")
                super.updateConstraints()
            }
            override func layoutSubviews() { log?.record("\(name).layoutSubviews") }
        }
        let outer = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.log = log
        outer.name = "outer"
        let inner = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.log = log
        inner.name = "inner"
        outer.addSubview(inner)
        container.addSubview(outer)
        device.advance(by: 0)
        let start = log.entries.count
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        device.advance(by: 0)
        let entries = Array(log.entries.dropFirst(start))
        #expect(entries.prefix(2) == ["inner.updateConstraints", "outer.updateConstraints"])
        #expect(entries.contains("outer.layoutSubviews"))
        #expect(outer.needsUpdateConstraints() == false)
    }

    /// Swapping constraints for a long time leaves the engine's bookkeeping bounded.
    @Test func manySwapsAreCompactedAway() throws {
        let (device, container) = layoutWorld()
        let v = constrainedSubview(of: container, size: CGSize(width: 10, height: 10))
        v.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        let left = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1)
        let right = v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -1)
        left.isActive = true
        device.advance(by: 0)
        let engine = try #require(LayoutEngine.existingEngine(for: container))
        for i in 0..<3000 {
            (i % 2 == 0 ? left : right).isActive = false
            (i % 2 == 0 ? right : left).isActive = true
            if i % 500 == 0 { container.layoutIfNeeded() }
        }
        container.layoutIfNeeded()
        #expect(engine.solver.addedCount < 4200)
        #expect(v.frame.minX == 1)  // 3,000 swaps end on the left one
        #expect(engine.solver.constraintCount < 20)
    }

    @Test func constraintsHoldTheirItemsWeakly() {
        let (device, container) = layoutWorld()
        weak var weakView: UIView?
        var kept: NSLayoutConstraint?
        do {
            let v = constrainedSubview(of: container, size: CGSize(width: 1, height: 1))
            weakView = v
            kept = v.leadingAnchor.constraint(equalTo: container.leadingAnchor)
            kept?.isActive = true
            device.advance(by: 0)
            v.removeFromSuperview()
        }
        #expect(weakView == nil)
        #expect(kept?.firstItem == nil)
        #expect(kept?.isActive == false)
    }
}

/// Guides of scroll views and readable content.
@MainActor
@Suite(.checksLifetimes) struct LayoutGuideTests {
    @Test func theContentLayoutGuideDecidesTheContentSize() {
        let device = VirtualDevice()
        let scroll = UIScrollView(frame: device.window.bounds)
        device.window.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        device.advance(by: 0)
        #expect(scroll.contentSize == CGSize(width: 390, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
    }

    @Test func viewsPinnedToTheFrameGuideStayPutWhileTheContentScrolls() {
        let device = VirtualDevice()
        let scroll = UIScrollView(frame: device.window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        device.window.addSubview(scroll)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        device.advance(by: 0)
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 340, y: 794, width: 40, height: 40))
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        device.advance(by: 0)
        // Moved down the content, to stay in the same place on screen.
        #expect(badge.frame.minY == 1294)
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 340, y: 794, width: 40, height: 40))
    }

    @Test func theReadableGuideCapsItsWidthOnWideScreens() {
        let device = VirtualDevice(size: CGSize(width: 1024, height: 768))
        let container = UIView(frame: device.window.bounds)
        device.window.addSubview(container)
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(text)
        let guide = container.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        device.advance(by: 0)
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 512)
        container.frame = CGRect(x: 0, y: 0, width: 390, height: 768)
        device.advance(by: 0)
        #expect(text.frame.width == 390 - container.layoutMargins.left - container.layoutMargins.right)
    }
}
