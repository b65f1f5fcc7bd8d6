import Testing
import UIKitTesting

@testable import UIKit

/// UIScrollView's configuration and drag state.
@MainActor
@Suite(.checksLifetimes) struct UIScrollViewTests {
    /// Records the drag state each time the content moves.
    final class RecordingTable: UITableView {
        var states: [String] = []
        override func scrollViewDidChangeOffset() {
            super.scrollViewDidChangeOffset()
            states.append("tracking=\(isTracking) dragging=\(isDragging)")
        }
    }

    @Test func defaultsMatchUIKit() {
        let device = VirtualDevice()
        let scroll = UIScrollView()
        defer { device.runUntilIdle() }
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
        #expect(!scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical && !scroll.isDirectionalLockEnabled)
        #expect(scroll.decelerationRate == .normal && scroll.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        #expect(scroll.verticalScrollIndicatorInsets == .zero && scroll.horizontalScrollIndicatorInsets == .zero)
    }

    @Test func scrollIndicatorInsetsSetsBothIndicators() {
        let device = VirtualDevice()
        let scroll = UIScrollView()
        defer { device.runUntilIdle() }
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.scrollIndicatorInsets = insets
        #expect(scroll.verticalScrollIndicatorInsets == insets && scroll.horizontalScrollIndicatorInsets == insets)
        scroll.verticalScrollIndicatorInsets = .zero
        #expect(scroll.scrollIndicatorInsets == .zero)
    }

    @Test func aDragIsTrackedAndDraggingWhileItScrollsAndNeitherAfter() {
        let device = VirtualDevice()
        let source = TableSource(count: 100)
        let table = RecordingTable(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        device.window.addSubview(table)
        device.runUntilIdle()
        table.states.removeAll()
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        #expect(table.contentOffset.y > 100)
        #expect(!table.states.isEmpty && table.states.allSatisfy { $0 == "tracking=true dragging=true" })
        #expect(!table.isTracking && !table.isDragging)
    }
}
