import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UIViewGeometryTests {
    @Test func frameSetsCenterAndBoundsSize() {
        let device = VirtualDevice()
        _ = device
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        // Changing the bounds size grows the frame around the fixed centre.
        v.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(v.center == CGPoint(x: 100, y: 100))
        #expect(v.frame == CGRect(x: 80, y: 95, width: 40, height: 10))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let device = VirtualDevice()
        _ = device
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 30, y: 40, width: 100, height: 50))
    }

    @Test func settingATransformKeepsCenterAndBoundsAndFrameBecomesTheBoundingBox() {
        let device = VirtualDevice()
        _ = device
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(approx(v.frame, CGRect(x: -40, y: -30, width: 200, height: 150)))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        #expect(approx(v.frame, CGRect(x: 35, y: -5, width: 50, height: 100), 1e-9))
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = (100 + 50) / CGFloat(2).squareRoot()
        #expect(approx(v.frame, CGRect(x: 60 - side / 2, y: 45 - side / 2, width: side, height: side), 1e-9))
        v.transform = CGAffineTransform(translationX: 5, y: -5)
        #expect(approx(v.frame, CGRect(x: 15, y: 15, width: 100, height: 50)))
        v.transform = .identity
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func transformRoundTrips() {
        let device = VirtualDevice()
        _ = device
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = CGAffineTransform(a: 1, b: 0.5, c: -0.25, d: 2, tx: 7, ty: -3)
        v.transform = t
        #expect(v.transform == t)
        #expect(v.layer.affineTransform() == t)
    }

    @Test func convertBetweenNestedViews() {
        let device = VirtualDevice()
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 5, y: 7, width: 100, height: 100))
        let sibling = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        device.window.addSubview(outer)
        outer.addSubview(inner)
        device.window.addSubview(sibling)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: outer) == CGPoint(x: 6, y: 9))
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 29))
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: device.window) == CGPoint(x: 16, y: 29))
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: sibling) == CGPoint(x: -184, y: -71))
        #expect(inner.convert(CGPoint(x: 16, y: 29), from: nil) == CGPoint(x: 1, y: 2))
        #expect(outer.convert(CGPoint(x: 6, y: 9), from: inner) == CGPoint(x: 11, y: 16))
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
                == CGRect(x: 15, y: 27, width: 10, height: 10))
        #expect(
            sibling.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: inner)
                == CGRect(x: -185, y: -73, width: 10, height: 10))
    }

    @Test func boundsOriginShiftsWhereSubviewsAppear() {
        let device = VirtualDevice()
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 150, width: 50, height: 50))
        device.window.addSubview(scroller)
        scroller.addSubview(content)
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 250))
        scroller.bounds.origin = CGPoint(x: 10, y: 100)
        #expect(content.frame.origin == CGPoint(x: 0, y: 150))
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: -10, y: 150))
        #expect(scroller.convert(CGPoint(x: 10, y: 100), to: nil) == CGPoint(x: 0, y: 100))
        #expect(content.convert(CGPoint(x: -10, y: 150), from: nil) == .zero)
    }

    @Test func convertAccountsForTransforms() {
        let device = VirtualDevice()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        device.window.addSubview(parent)
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaling about the centre (150, 150): the parent's origin lands at (50, 50).
        #expect(approx(parent.convert(CGPoint.zero, to: nil), CGPoint(x: 50, y: 50)))
        #expect(approx(parent.convert(CGPoint(x: 100, y: 100), to: nil), CGPoint(x: 250, y: 250)))
        #expect(approx(parent.convert(CGPoint(x: 250, y: 250), from: nil), CGPoint(x: 100, y: 100)))
    }

    @Test func flexibleWidthFollowsTheSuperviewWidth() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        parent.bounds.size = CGSize(width: 100, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test func flexibleWidthAndHeightFillTheSuperview() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 5, y: 5, width: 320, height: 480)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func flexibleMarginsKeepTheViewCentredOrPinned() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let centred = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        centred.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 40))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let pinnedBottom = UIView(frame: CGRect(x: 0, y: 150, width: 40, height: 40))
        pinnedBottom.autoresizingMask = [.flexibleTopMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        for v in [centred, pinnedRight, pinnedBottom, fixed] { parent.addSubview(v) }
        parent.bounds.size = CGSize(width: 300, height: 400)
        #expect(centred.frame == CGRect(x: 100, y: 150, width: 100, height: 100))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 40, height: 40))
        #expect(pinnedBottom.frame == CGRect(x: 0, y: 350, width: 40, height: 40))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func autoresizingIsSkippedWhenTheSuperviewDoesNotResizeSubviews() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 400, height: 400)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test func autoresizingCascadesThroughTheSubtree() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth]
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        grandchild.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.bounds.size.width = 300
        #expect(child.frame.width == 300)
        #expect(grandchild.frame.origin.x == 100)
    }

    @Test func sizeToFitUsesSizeThatFitsAndKeepsTheOrigin() {
        let device = VirtualDevice()
        _ = device
        final class Fitting: UIView {
            var asked: [CGSize] = []
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                asked.append(size)
                return CGSize(width: 80, height: 30)
            }
        }
        let v = Fitting(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        v.sizeToFit()
        #expect(v.asked == [CGSize(width: 50, height: 50)])
        #expect(v.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
    }

    @Test func defaultSizeThatFitsIsTheCurrentSize() {
        let device = VirtualDevice()
        _ = device
        let v = UIView(frame: CGRect(x: 3, y: 4, width: 70, height: 20))
        #expect(v.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 70, height: 20))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 3, y: 4, width: 70, height: 20))
        #expect(v.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
