import Testing

@testable import QuartzCore

/// Nothing in the animation machinery keeps a torn-down layer tree alive.
@MainActor
@Suite struct CALayerLifetimeTests {
    private struct WeakTree {
        weak var root: CALayer?
        weak var child: CALayer?
        weak var grandchild: CALayer?
        weak var delegate: AnimationRecorder?
        var allGone: Bool { root == nil && child == nil && grandchild == nil && delegate == nil }
    }

    /// Builds a three-level tree with animations on every layer, stores its root in `keep` (the
    /// only strong reference) and returns weak references to everything in it.
    private func makeAnimatedTree(log: EventLog, repeatForever: Bool = false, keep: inout CALayer?) -> WeakTree {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let recorder = AnimationRecorder("tree", log: log)
        for layer in [root, child, grandchild] {
            let anim = VirtualWorld.basic("position.x", from: 0, to: 100, duration: 0.5)
            anim.delegate = recorder
            if repeatForever { anim.repeatCount = .infinity }
            layer.add(anim, forKey: "slide")
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.record("completion") }
        child.add(VirtualWorld.basic("opacity", from: 1, to: 0, duration: 0.25), forKey: "fade")
        CATransaction.commit()
        keep = root
        return WeakTree(root: root, child: child, grandchild: grandchild, delegate: recorder)
    }

    @Test func animatedTreeIsFreedAfterItsAnimationsEndAndItIsDropped() {
        let loop = VirtualWorld.make()
        let log = EventLog()
        var root: CALayer?
        let tree = makeAnimatedTree(log: log, keep: &root)
        #expect(loop.runUntilIdle())
        #expect(log.events.filter { $0 == "tree stop finished" }.count == 3)
        #expect(log.events.contains("completion"))
        #expect(tree.root != nil && tree.grandchild != nil)
        // Finished animations are gone with their delegate; the tree is held only by `root`.
        #expect(tree.delegate == nil)
        #expect(root != nil)
        root = nil
        loop.drainTurns()
        #expect(tree.allGone)
    }

    @Test func droppedTreeWithEndlessAnimationsIsFreedAndItsAnimationsCancelled() {
        let loop = VirtualWorld.make()
        let log = EventLog()
        var dropped: CALayer?
        let tree = makeAnimatedTree(log: log, repeatForever: true, keep: &dropped)
        dropped = nil
        #expect(loop.runUntilIdle(limit: 1))
        #expect(tree.allGone)
        #expect(log.events.filter { $0 == "tree stop cancelled" }.count == 3)
    }

    @Test func heldTreeIsFreedAfterRemoveAllAnimations() {
        let loop = VirtualWorld.make()
        let log = EventLog()
        var root: CALayer? = CALayer()
        weak let weakRoot = root
        weak var weakChild: CALayer?
        do {
            let child = CALayer()
            weakChild = child
            root!.addSublayer(child)
            for layer in [root!, child] {
                let anim = VirtualWorld.basic("opacity", from: 0, to: 1, duration: 0.5)
                anim.fillMode = .forwards
                anim.isRemovedOnCompletion = false
                anim.delegate = AnimationRecorder("held", log: log)
                layer.add(anim, forKey: "fade")
            }
        }
        loop.advance(by: 1)
        #expect(weakChild?.animationKeys() == ["fade"])
        root!.removeAllAnimations()
        weakChild?.removeAllAnimations()
        root = nil
        #expect(loop.runUntilIdle())
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test func delegateThatOwnsItsLayerIsReleasedWhenTheAnimationEnds() {
        let loop = VirtualWorld.make()
        final class Owner: CAAnimationDelegate {
            var layer: CALayer?
        }
        weak var weakLayer: CALayer?
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            let layer = CALayer()
            owner.layer = layer
            weakLayer = layer
            weakOwner = owner
            let anim = VirtualWorld.basic("opacity", from: 0, to: 1, duration: 0.3)
            anim.delegate = owner
            layer.add(anim, forKey: "fade")
        }
        // The layer keeps its animation, the animation its delegate, the delegate the layer ...
        loop.advance(by: 0.1)
        #expect(weakLayer != nil)
        // ... until the animation is removed at its end.
        #expect(loop.runUntilIdle())
        #expect(weakLayer == nil)
        #expect(weakOwner == nil)
    }

    @Test func implicitlyAnimatedLayerIsFreed() {
        let loop = VirtualWorld.make()
        weak var weakLayer: CALayer?
        do {
            let layer = VirtualWorld.committedLayer(in: loop)
            weakLayer = layer
            layer.position = CGPoint(x: 300, y: 300)
            layer.opacity = 0
            #expect(layer.animationKeys()?.count == 2)
        }
        #expect(loop.runUntilIdle())
        #expect(weakLayer == nil)
    }

    @Test func presentationCopyDoesNotKeepItsModelAlive() {
        let loop = VirtualWorld.make()
        var model: CALayer? = CALayer()
        weak let weakModel = model
        model!.add(VirtualWorld.basic("opacity", from: 0, to: 1), forKey: "fade")
        let copy = model!.presentation()!
        model = nil
        loop.drainTurns()
        #expect(weakModel == nil)
        #expect(copy.model() === copy)
    }
}
