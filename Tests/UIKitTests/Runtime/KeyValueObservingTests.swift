import Testing
import UIKitTesting

@testable import UIKit

/// `observe(_:options:changeHandler:)` on the properties presentation code watches.
@MainActor
@Suite(.checksLifetimes) struct KeyValueObservingTests {
    /// Views made outside a window still belong to a world; this one is the test's.
    let device = VirtualDevice()

    @Test func contentOffsetReportsOldAndNewOnEverySet() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var changes: [String] = []
        let token = scrollView.observe(\.contentOffset, options: [.old, .new]) { sv, change in
            changes.append("\(change.oldValue!.y)->\(change.newValue!.y) size \(sv.contentSize.height)")
            #expect(change.kind == .setting && !change.isPrior && change.indexes == nil)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset.y = 90
        #expect(changes == ["0.0->40.0 size 500.0", "40.0->40.0 size 500.0", "40.0->90.0 size 500.0"])
        token.invalidate()
    }

    @Test func draggingAndSettlingReportEachOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        device.window.addSubview(scrollView)
        var offsets: [CGFloat] = []
        let token = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue!.y)
        }
        scrollView.scroll(byDragging: CGPoint(x: 0, y: -150))
        scrollView.scroll(byDragging: CGPoint(x: 0, y: -150))
        #expect(offsets.count == 2 && offsets[0] == 150 && offsets[1] > 200)
        scrollView.settleAfterDrag()
        device.runUntilIdle()
        #expect(offsets.last == 200)
        token.invalidate()
        scrollView.removeFromSuperview()
    }

    @Test func valuesAreOnlyReportedWhenAskedFor() {
        let view = UIView()
        var reported: [String] = []
        let token = view.observe(\.alpha) { _, change in
            reported.append("\(String(describing: change.oldValue)) \(String(describing: change.newValue))")
        }
        view.alpha = 0.5
        #expect(reported == ["nil nil"])
        token.invalidate()
    }

    @Test func initialCallsTheHandlerBeforeObserveReturns() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        var reported: [CGRect?] = []
        let token = view.observe(\.frame, options: [.initial, .new]) { _, change in
            reported.append(change.newValue)
            #expect(change.oldValue == nil)
        }
        #expect(reported == [CGRect(x: 1, y: 2, width: 3, height: 4)])
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(reported.last == CGRect(x: 0, y: 0, width: 10, height: 10))
        token.invalidate()
    }

    @Test func priorNotificationsComeBeforeTheChangeAndNestInSetterOrder() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var events: [String] = []
        let offset = scrollView.observe(\.contentOffset, options: [.prior, .old, .new]) { sv, change in
            events.append(
                change.isPrior
                    ? "offset prior old \(change.oldValue!.y) new \(String(describing: change.newValue)) now \(sv.bounds.minY)"
                    : "offset \(change.newValue!.y)")
        }
        let bounds = scrollView.observe(\.bounds, options: [.prior]) { _, change in
            events.append(change.isPrior ? "bounds prior" : "bounds")
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(events == ["offset prior old 0.0 new nil now 0.0", "bounds prior", "bounds", "offset 30.0"])
        offset.invalidate()
        bounds.invalidate()
    }

    @Test func observersAreCalledInTheOrderTheyWereAdded() {
        let view = UIView()
        var order: [Int] = []
        let tokens = (1...3).map { n in view.observe(\.isHidden) { _, _ in order.append(n) } }
        view.isHidden = true
        #expect(order == [1, 2, 3])
        tokens.forEach { $0.invalidate() }
    }

    @Test func invalidatedOrReleasedObservationsStopReporting() {
        let view = UIView()
        var count = 0
        let kept = view.observe(\.center) { _, _ in count += 1 }
        var dropped: NSKeyValueObservation? = view.observe(\.center) { _, _ in count += 10 }
        view.center = CGPoint(x: 1, y: 1)
        #expect(count == 11)
        dropped = nil
        view.center = CGPoint(x: 2, y: 2)
        #expect(count == 12)
        kept.invalidate()
        view.center = CGPoint(x: 3, y: 3)
        #expect(count == 12)
        #expect(dropped == nil)
    }

    @Test func everyObservablePropertyNotifies() {
        let scrollView = UIScrollView()
        let view = UIView()
        let controller = UIViewController()
        let layer = CALayer()
        var seen: [String] = []
        let tokens = [
            scrollView.observe(\.contentSize) { _, _ in seen.append("contentSize") },
            scrollView.observe(\.contentInset) { _, _ in seen.append("contentInset") },
            view.observe(\.bounds) { _, _ in seen.append("bounds") },
            view.observe(\.isHidden) { _, _ in seen.append("isHidden") },
            controller.observe(\.preferredContentSize, options: [.new]) { vc, change in
                seen.append("preferredContentSize \(change.newValue!.width) \(vc.preferredContentSize.width)")
            },
            layer.observe(\.bounds) { _, _ in seen.append("layer.bounds") },
            layer.observe(\.position) { _, _ in seen.append("layer.position") },
        ]
        scrollView.contentSize = CGSize(width: 10, height: 10)
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        view.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        view.isHidden = true
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            seen == [
                "contentSize", "contentInset", "bounds", "isHidden", "preferredContentSize 320.0 320.0", "layer.bounds",
                "layer.position",
            ])
        tokens.forEach { $0.invalidate() }
        device.runUntilIdle()  // Commits the implicit transaction that holds the changed layers.
    }

    @Test func observedObjectsAreNotRetained() {
        weak var weakView: UIView?
        var token: NSKeyValueObservation?
        do {
            let view = UIView()
            weakView = view
            token = view.observe(\.alpha, options: [.new]) { _, _ in }
            view.alpha = 0.3
        }
        #expect(weakView == nil)
        token?.invalidate()
        token = nil
    }

    @Test func theTableForgetsObjectsThatWentAway() {
        for _ in 0..<100 {
            let view = UIView()
            view.observe(\.alpha) { _, _ in }.invalidate()
        }
        let view = UIView()
        let token = view.observe(\.alpha) { _, _ in }
        #expect(KeyValueObservers.tableSize <= 40)
        token.invalidate()
    }

    @Test func propertiesThatDoNotNotifyAreReported() {
        let view = UIView()
        var calls = 0
        // A stub reports in the ambient world, which `perform` makes this device's.
        let token = device.perform { view.observe(\.tag, options: [.initial]) { _, _ in calls += 1 } }
        view.tag = 4
        #expect(calls == 1)
        #expect(device.diagnostics.contains { $0.contains("is not implemented yet") && $0.contains("observe(") })
        token.invalidate()
    }
}
