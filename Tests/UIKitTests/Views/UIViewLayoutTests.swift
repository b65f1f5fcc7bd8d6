import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UIViewLayoutTests {
    /// Adds a logging view to the window and lets the first layout pass run.
    private func settledView(_ name: String, in device: VirtualDevice, log: EventLog) -> HierarchyRecordingView {
        let v = HierarchyRecordingView(name, log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        device.window.addSubview(v)
        device.advance(by: 0)
        return v
    }

    @Test func setNeedsLayoutLaysOutOnceAtTheEndOfTheTurn() {
        let device = VirtualDevice()
        let v = settledView("V", in: device, log: EventLog())
        let before = v.layoutCount
        v.setNeedsLayout()
        v.setNeedsLayout()
        #expect(v.layoutCount == before)
        device.advance(by: 0)
        #expect(v.layoutCount == before + 1)
        device.advance(by: 1)
        #expect(v.layoutCount == before + 1)
    }

    @Test func runUntilIdleLaysOutPendingViews() {
        let device = VirtualDevice()
        let v = settledView("V", in: device, log: EventLog())
        let before = v.layoutCount
        v.setNeedsLayout()
        device.runUntilIdle()
        #expect(v.layoutCount == before + 1)
    }

    @Test func layoutIfNeededLaysOutImmediatelyAndOnlyOnce() {
        let device = VirtualDevice()
        let v = settledView("V", in: device, log: EventLog())
        let before = v.layoutCount
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layoutCount == before + 1)
        v.layoutIfNeeded()
        device.advance(by: 0)
        #expect(v.layoutCount == before + 1)
    }

    @Test func layoutIfNeededWithoutPendingLayoutDoesNothing() {
        let device = VirtualDevice()
        let v = settledView("V", in: device, log: EventLog())
        let before = v.layoutCount
        v.layoutIfNeeded()
        #expect(v.layoutCount == before)
    }

    @Test func layoutIfNeededLaysOutPendingAncestorsFirst() {
        let device = VirtualDevice()
        let log = EventLog()
        final class Ordered: UIView {
            var onLayout: (() -> Void)?
            override func layoutSubviews() { onLayout?() }
        }
        let parent = Ordered(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Ordered(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.onLayout = { log.record("parent") }
        child.onLayout = { log.record("child") }
        device.window.addSubview(parent)
        parent.addSubview(child)
        device.advance(by: 0)
        log.clear()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["parent", "child"])
    }

    @Test func boundsSizeChangesNeedLayoutButMovesDoNot() {
        let device = VirtualDevice()
        let v = settledView("V", in: device, log: EventLog())
        let before = v.layoutCount
        v.center = CGPoint(x: 200, y: 200)
        v.frame.origin = CGPoint(x: 5, y: 5)
        v.frame.size = CGSize(width: 100, height: 100)
        device.advance(by: 0)
        #expect(v.layoutCount == before)
        v.frame.size = CGSize(width: 120, height: 100)
        device.advance(by: 0)
        #expect(v.layoutCount == before + 1)
        v.bounds.size = CGSize(width: 10, height: 10)
        device.advance(by: 0)
        #expect(v.layoutCount == before + 2)
    }

    @Test func settingTheFrameAConstrainedViewAlreadyHasLaysNothingOutAgain() {
        let device = VirtualDevice()
        let container = settledView("C", in: device, log: EventLog())
        // The input view's margins place a constrained child, so its frame feeds Auto Layout.
        let input = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        input.insetsLayoutMarginsFromSafeArea = false
        container.addSubview(input)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        input.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: input.layoutMarginsGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: input.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: input.layoutMarginsGuide.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: input.layoutMarginsGuide.bottomAnchor),
        ])
        device.advance(by: 0)
        #expect(child.frame == CGRect(x: 8, y: 8, width: 84, height: 44))
        let before = container.layoutCount
        input.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        input.center = input.center
        device.advance(by: 0)
        #expect(container.layoutCount == before)
        input.frame = CGRect(x: 0, y: 10, width: 100, height: 80)
        device.advance(by: 0)
        #expect(container.layoutCount > before)
        #expect(child.frame == CGRect(x: 8, y: 8, width: 84, height: 64))
    }

    @Test func addingAndRemovingSubviewsLaysOutTheSuperview() {
        let device = VirtualDevice()
        let v = settledView("V", in: device, log: EventLog())
        let before = v.layoutCount
        let child = UIView()
        v.addSubview(child)
        device.advance(by: 0)
        #expect(v.layoutCount == before + 1)
        child.removeFromSuperview()
        device.advance(by: 0)
        #expect(v.layoutCount == before + 2)
    }

    @Test func layoutSubviewsSeesTheNewBoundsAfterAResize() {
        let device = VirtualDevice()
        final class Stretching: UIView {
            let content = UIView()
            override func layoutSubviews() {
                if content.superview == nil { addSubview(content) }
                content.frame = bounds.insetBy(dx: 10, dy: 10)
            }
        }
        let v = Stretching(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        device.window.addSubview(v)
        device.advance(by: 0)
        #expect(v.content.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        v.frame.size = CGSize(width: 200, height: 60)
        device.advance(by: 0)
        #expect(v.content.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
    }

    @Test func aViewAddedToTheWindowIsLaidOutEvenWithAZeroFrame() {
        let device = VirtualDevice()
        let v = HierarchyRecordingView("V", log: EventLog())
        device.window.addSubview(v)
        #expect(v.layoutCount == 0)
        device.advance(by: 0)
        #expect(v.layoutCount == 1)
        // Moving it to another superview lays it out again.
        let other = UIView()
        device.window.addSubview(other)
        device.advance(by: 0)
        other.addSubview(v)
        device.advance(by: 0)
        #expect(v.layoutCount == 2)
    }

    @Test func animatingASuperviewsSizeAnimatesItsAutoresizingSubviews() {
        let device = VirtualDevice()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        device.window.addSubview(parent)
        device.advance(by: 0)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                parent.frame.size.width = 300
            })
        #expect(child.frame.width == 300)
        device.advance(by: 0.5)
        #expect(abs(child.layer.presentation()!.bounds.width - 200) < 1e-4)
    }
}
