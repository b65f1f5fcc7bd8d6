import Testing

@testable import QuartzCore

/// The root and depth a layer keeps between reads (`CALayer+TreePlace.swift`): every move,
/// mask change or freed root is seen at the next read, at any depth.
@MainActor
@Suite struct CALayerTreePlaceTests {
    @Test func rootAndDepthFollowEveryMoveBelowAReadLayer() {
        _ = VirtualWorld.make()
        let a = CALayer(), b = CALayer(), c = CALayer(), other = CALayer()
        a.addSublayer(b)
        b.addSublayer(c)
        #expect(c.rootLayer === a && c.depth == 2)
        other.addSublayer(b)
        #expect(c.rootLayer === other && c.depth == 2)
        b.removeFromSuperlayer()
        #expect(c.rootLayer === b && c.depth == 1)
        a.sublayers = [b]
        #expect(c.rootLayer === a && b.depth == 1)
        a.sublayers = nil
        #expect(c.rootLayer === b && b.rootLayer === b && b.depth == 0)
        let holder = CALayer()
        holder.addSublayer(a)
        a.addSublayer(b)
        #expect(c.rootLayer === holder && c.depth == 3)
    }

    @Test func aMaskFollowsItsOwnersTree() {
        _ = VirtualWorld.make()
        let root = CALayer(), owner = CALayer(), mask = CALayer(), inMask = CALayer()
        mask.addSublayer(inMask)
        owner.mask = mask
        #expect(inMask.rootLayer === owner && mask.depth == 0 && inMask.depth == 1)
        root.addSublayer(owner)
        #expect(inMask.rootLayer === root)
        owner.mask = nil
        #expect(inMask.rootLayer === mask)
    }

    @Test func sublayersOfAFreedRootBecomeTheirOwnRoots() {
        _ = VirtualWorld.make()
        let child = CALayer(), grandchild = CALayer()
        child.addSublayer(grandchild)
        weak var freed: CALayer?
        do {
            let root = CALayer()
            freed = root
            root.addSublayer(child)
            #expect(grandchild.rootLayer === root && grandchild.depth == 2)
        }
        // The transaction holds new layers until it commits.
        CATransaction.commitAll()
        #expect(freed == nil && child.superlayer == nil)
        #expect(grandchild.rootLayer === child && grandchild.depth == 1)
    }

    @Test func aTenThousandDeepBranchKnowsItsRootAndMovesWhole() {
        _ = VirtualWorld.make()
        let top = CALayer()
        var bottom = top
        for _ in 0..<10_000 {
            let next = CALayer()
            bottom.addSublayer(next)
            bottom = next
        }
        #expect(bottom.rootLayer === top && bottom.depth == 10_000)
        let above = CALayer()
        above.addSublayer(top)
        #expect(bottom.rootLayer === above && bottom.depth == 10_001)
        let world = MainLoop(clock: .virtual)
        above.homeLoop = world
        #expect(bottom.loop === world)
        top.removeFromSuperlayer()
        #expect(bottom.rootLayer === top && bottom.loop === world)
    }
}
