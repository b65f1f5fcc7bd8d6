import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// iOS 26's corner configurations, applied to the layer's corner radius and masked corners.
@MainActor
@Suite(.checksLifetimes) struct UIViewCornerConfigurationTests {
    @Test func uniformRadiusRoundsEveryCorner() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.cornerConfiguration = .corners(radius: .fixed(12))
        #expect(view.layer.cornerRadius == 12)
        #expect(view.layer.maskedCorners.rawValue == 0b1111)
        #expect(view.effectiveRadius(corner: .topLeft) == 12)
        #expect(view.effectiveRadius(corner: .bottomRight) == 12)
    }

    @Test func perCornerRadiiMaskTheRoundedCorners() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.cornerConfiguration = .corners(
            topLeftRadius: .fixed(20), topRightRadius: .fixed(20), bottomLeftRadius: nil, bottomRightRadius: nil)
        #expect(view.effectiveRadius(corner: .topLeft) == 20)
        #expect(view.effectiveRadius(corner: .bottomLeft) == 0)
        #expect(view.layer.cornerRadius == 20)
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    @Test func capsuleFollowsTheShorterSideAtLayout() {
        let device = VirtualDevice()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        device.window.addSubview(view)
        view.cornerConfiguration = .capsule()
        #expect(view.layer.cornerRadius == 20)
        view.frame.size.height = 30
        device.runUntilIdle()
        #expect(view.effectiveRadius(corner: .topRight) == 15)
        #expect(view.layer.cornerRadius == 15)
        view.cornerConfiguration = .capsule(maximumRadius: 10)
        #expect(view.layer.cornerRadius == 10)
    }

    @Test func radiiNeverExceedHalfTheShorterSide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.cornerConfiguration = .uniformCorners(radius: .fixed(50))
        #expect(view.effectiveRadius(corner: .topLeft) == 10)
    }

    @Test func concentricRadiusSubtractsTheInsetFromTheContainersCorner() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.cornerConfiguration = .corners(radius: .fixed(30))
        let child = UIView(frame: CGRect(x: 8, y: 8, width: 100, height: 100))
        container.addSubview(child)
        child.cornerConfiguration = .corners(radius: .containerConcentric())
        #expect(child.effectiveRadius(corner: .topLeft) == 22)
        #expect(child.effectiveRadius(corner: .bottomRight) == 0)
        child.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 4))
        #expect(child.effectiveRadius(corner: .bottomRight) == 4)
    }

    @Test func withoutAConfigurationTheLayersRadiusIsReported() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.cornerRadius = 8
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(view.effectiveRadius(corner: .topLeft) == 8)
        #expect(view.effectiveRadius(corner: .topRight) == 0)
    }
}
