import Testing
import UIKitTesting

@testable import UIKit

/// `anchorWithOffset(to:)`: the distance between two anchors as a dimension.
@MainActor
@Suite(.checksLifetimes) struct NSLayoutAnchorOffsetTests {
    @Test func aGapBetweenTwoViewsCanEqualAnotherViewsHeight() {
        let device = VirtualDevice()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        device.window.addSubview(container)
        let top = UIView(), spacer = UIView()
        for v in [top, spacer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            top.heightAnchor.constraint(equalToConstant: 50),
        ])
        // The gap from `top`'s bottom to `bottom`'s top is twice the spacer's height.
        let gap = top.bottomAnchor.anchorWithOffset(to: spacer.topAnchor)
        NSLayoutConstraint.activate([
            spacer.heightAnchor.constraint(equalToConstant: 40),
            gap.constraint(equalTo: spacer.heightAnchor, multiplier: 2),
            spacer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 20),
            top.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            top.widthAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(top.frame == CGRect(x: 0, y: 10, width: 20, height: 50))
        #expect(spacer.frame == CGRect(x: 0, y: 140, width: 20, height: 40))
        device.runUntilIdle()
    }

    @Test func aViewsWidthCanFollowTheOffsetBetweenTwoEdges() {
        let device = VirtualDevice()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        device.window.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let half = container.leadingAnchor.anchorWithOffset(to: container.centerXAnchor)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: half),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 150, y: 0, width: 150, height: 10))
        container.frame.size.width = 200
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
        device.runUntilIdle()
    }
}
