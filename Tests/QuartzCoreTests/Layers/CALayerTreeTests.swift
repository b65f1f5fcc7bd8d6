import Testing

@testable import QuartzCore

@MainActor
@Suite struct CALayerTreeTests {
    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    private func named(_ name: String) -> CALayer {
        let l = CALayer()
        l.name = name
        return l
    }

    @Test func addingAndInsertingKeepBackToFrontOrder() {
        _ = VirtualWorld.make()
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, at: 1)
        #expect(names(root) == ["a", "b", "c"])
        root.insertSublayer(d, below: a)
        root.insertSublayer(e, above: c)
        #expect(names(root) == ["d", "a", "b", "c", "e"])
        #expect(a.superlayer === root)
    }

    @Test func addingAnExistingSublayerMovesItToTheFront() {
        _ = VirtualWorld.make()
        let root = CALayer()
        let a = named("a"), b = named("b")
        root.addSublayer(a)
        root.addSublayer(b)
        root.addSublayer(a)
        #expect(names(root) == ["b", "a"])
    }

    @Test func addingToAnotherParentRemovesFromTheFirst() {
        _ = VirtualWorld.make()
        let first = CALayer(), second = CALayer(), child = named("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
    }

    @Test func removeAndReplace() {
        _ = VirtualWorld.make()
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b]
        root.replaceSublayer(a, with: c)
        #expect(names(root) == ["c", "b"])
        #expect(a.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(names(root) == ["c"])
        root.sublayers = nil
        #expect(root.sublayers == nil && c.superlayer == nil)
    }

    @Test func aLayerCannotContainItself() {
        _ = VirtualWorld.make()
        let root = CALayer()
        root.addSublayer(root)
        #expect(root.sublayers == nil)
    }

    @Test func treeChangesMarkTheParentForLayout() {
        let loop = VirtualWorld.make()
        let root = CALayer()
        loop.drainTurns()
        #expect(!root.needsLayout())
        root.addSublayer(CALayer())
        #expect(root.needsLayout())
    }
}
