import Foundation
import Testing

@testable import QuartzCore

@MainActor
@Suite struct CALayerGeometryTests {
    private func layer(frame: CGRect) -> CALayer {
        let l = CALayer()
        l.frame = frame
        return l
    }

    // MARK: Frame

    @Test func frameComesFromPositionAnchorPointAndBoundsSize() {
        _ = VirtualWorld.make()
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        #expect(l.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        l.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(l.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func frameIgnoresTheBoundsOrigin() {
        _ = VirtualWorld.make()
        let l = layer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        l.bounds.origin = CGPoint(x: 500, y: 500)
        #expect(l.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func settingTheFrameMovesPositionAndResizesBounds() {
        _ = VirtualWorld.make()
        let l = CALayer()
        l.bounds = CGRect(x: 5, y: 5, width: 1, height: 1)
        l.anchorPoint = CGPoint(x: 0.25, y: 1)
        l.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
        #expect(l.position == CGPoint(x: 20, y: 100))
        #expect(l.bounds == CGRect(x: 5, y: 5, width: 40, height: 80))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 40, height: 80))
    }

    @Test func settingANegativeSizedFrameStandardisesIt() {
        _ = VirtualWorld.make()
        let l = layer(frame: CGRect(x: 50, y: 50, width: -20, height: -10))
        #expect(l.frame == CGRect(x: 30, y: 40, width: 20, height: 10))
    }

    @Test func frameOfATransformedLayerIsItsBoundingBox() {
        _ = VirtualWorld.make()
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(approx(l.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        l.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(approx(l.frame, CGRect(x: 0, y: 50, width: 200, height: 100)))
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        let side = 150 / CGFloat(2).squareRoot()
        #expect(approx(l.frame, CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side)))
    }

    @Test func transformRotatesAboutTheAnchorPoint() {
        _ = VirtualWorld.make()
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.anchorPoint = .zero
        l.position = CGPoint(x: 10, y: 10)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(l.frame, CGRect(x: -40, y: 10, width: 50, height: 100)))
    }

    @Test func affineTransformRoundTrips() {
        _ = VirtualWorld.make()
        let l = CALayer()
        let t = CGAffineTransform(a: 1, b: 0.5, c: -0.5, d: 2, tx: 3, ty: 4)
        l.setAffineTransform(t)
        #expect(l.affineTransform() == t)
        #expect(CATransform3DIsAffine(l.transform))
    }

    @Test func defaultsMatchCoreAnimation() {
        _ = VirtualWorld.make()
        let l = CALayer()
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.bounds == .zero && l.position == .zero)
        #expect(CATransform3DIsIdentity(l.transform))
        #expect(l.opacity == 1 && !l.isHidden && !l.masksToBounds)
        #expect(l.backgroundColor == nil)
        #expect(l.shadowOpacity == 0 && l.shadowOffset == CGSize(width: 0, height: -3) && l.shadowRadius == 3)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    // MARK: Converting between layers

    @Test func convertsPointsBetweenSiblings() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = layer(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = layer(frame: CGRect(x: 200, y: 50, width: 50, height: 50))
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -35))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -35))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 15))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 15))
        #expect(a.convert(CGPoint(x: 15, y: 15), from: nil) == CGPoint(x: 5, y: 5))
    }

    @Test func convertsThroughBoundsOriginsAndTransforms() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = layer(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)  // scrolled down by 100
        let child = layer(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        root.addSublayer(scroller)
        scroller.addSublayer(child)
        // The child sits at the scroller's visible top-left corner.
        #expect(approx(child.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50)))
        // A quarter turn about the child's centre (10, 110 in the scroller) moves its (0, 0)
        // corner to (20, 100) in the scroller, which is (70, 50) in the root.
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(approx(child.convert(CGPoint.zero, to: root), CGPoint(x: 70, y: 50)))
        #expect(approx(child.convert(CGPoint(x: 70, y: 50), from: root), .zero))
        #expect(approx(root.convert(CGPoint.zero, from: child), CGPoint(x: 70, y: 50)))
    }

    @Test func convertsThroughAScaledAncestor() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = layer(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.transform = CATransform3DMakeScale(2, 2, 1)
        let child = layer(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSublayer(parent)
        parent.addSublayer(child)
        // Parent spans (50, 50)–(250, 250) on screen; child's origin is 10 points in = 20 on screen.
        #expect(approx(child.convert(CGPoint.zero, to: root), CGPoint(x: 70, y: 70)))
        #expect(
            approx(
                child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root),
                CGRect(x: 70, y: 70, width: 20, height: 20)))
    }

    @Test func convertsRectsToTheirBoundingBoxes() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let turned = layer(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(turned)
        #expect(approx(turned.convert(turned.bounds, to: root), turned.frame))
        #expect(approx(turned.frame, CGRect(x: 125, y: 75, width: 50, height: 100)))
        #expect(approx(root.convert(turned.bounds, from: turned), turned.frame))
        let back = turned.convert(turned.frame, from: root)
        #expect(approx(back, turned.bounds))
    }

    @Test func sublayerTransformAppliesAroundTheParentsAnchor() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = layer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(child)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // Scaled about the root's centre (100, 100): the child's origin moves to (−100, −100).
        #expect(approx(child.convert(CGPoint.zero, to: root), CGPoint(x: -100, y: -100)))
        #expect(approx(child.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: -80, y: -80)))
    }

    @Test func convertingRoundTrips() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = layer(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        a.setAffineTransform(CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5))
        let b = layer(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        b.bounds.origin = CGPoint(x: -7, y: 3)
        let c = layer(frame: CGRect(x: 200, y: 10, width: 50, height: 50))
        c.setAffineTransform(CGAffineTransform(rotationAngle: -1.1))
        root.addSublayer(a)
        a.addSublayer(b)
        root.addSublayer(c)
        let p = CGPoint(x: 3.5, y: -2)
        #expect(approx(c.convert(b.convert(p, to: c), to: b), p, 1e-9))
        #expect(approx(b.convert(c.convert(p, from: b), from: c), p, 1e-9))
    }

    // MARK: Hit testing

    @Test func hitTestFindsTheDeepestLayerUnderThePoint() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let inner = layer(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSublayer(a)
        a.addSublayer(inner)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === inner)
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 100)) == nil)
        #expect(root.contains(CGPoint(x: 199, y: 199)) && !root.contains(CGPoint(x: 200, y: 200)))
    }

    @Test func hitTestFollowsTransforms() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let diamond = layer(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        diamond.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(diamond)
        // The square's corner region is now empty; its tip reaches above the old top edge.
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 35)) === diamond)
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === diamond)
        let scaled = layer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scaled.setAffineTransform(CGAffineTransform(scaleX: 4, y: 4))
        root.addSublayer(scaled)
        #expect(root.hitTest(CGPoint(x: 23, y: 23)) === scaled)
    }

    @Test func hitTestUsesTheParentsBoundsOrigin() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = layer(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        root.addSublayer(child)
        root.bounds.origin = CGPoint(x: 0, y: 100)
        // Root's frame origin is still (0, 0); its content is scrolled up by 100.
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 110)) === root)
    }

    @Test func hiddenLayersAndTheirSublayersAreNotHit() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let inner = layer(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSublayer(a)
        a.addSublayer(inner)
        a.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) == nil)
    }

    @Test func masksToBoundsStopsHitsOutsideTheBounds() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let clip = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overflow = layer(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSublayer(clip)
        clip.addSublayer(overflow)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === overflow)
        clip.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === overflow)
    }

    @Test func zPositionDecidesWhichSiblingIsInFront() {
        _ = VirtualWorld.make()
        let root = layer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        #expect(
            root.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [front, back].map { ObjectIdentifier($0) })
        // Equal z positions keep the order of the sublayers.
        front.zPosition = 1
        #expect(
            root.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [back, front].map { ObjectIdentifier($0) })
        #expect(root.sublayers?.first === back)
    }

    @Test func settingTheFrameOfAScaledLayerSizesItsBoundsSoTheScaledBoundsFillIt() {
        let l = layer(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        l.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(l.frame == CGRect(x: 100, y: 75, width: 200, height: 150))
        l.frame = CGRect(x: 10, y: 20, width: 200, height: 150)
        #expect(l.bounds.size == CGSize(width: 400, height: 300))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 200, height: 150))
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(l.bounds.size == CGSize(width: 200, height: 200))
    }

    @Test func settingTheFrameOfAQuarterTurnedLayerSwapsTheSides() {
        let l = layer(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        l.frame = CGRect(x: 0, y: 0, width: 30, height: 60)
        #expect(abs(l.bounds.width - 60) < 1e-9 && abs(l.bounds.height - 30) < 1e-9)
        #expect(abs(l.frame.minX) < 1e-9 && abs(l.frame.width - 30) < 1e-9 && abs(l.frame.height - 60) < 1e-9)
    }
}
