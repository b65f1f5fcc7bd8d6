import Foundation
import Testing

@testable import QuartzCore

/// The layout pass at commit walks only the branches that lead to a layer waiting for layout,
/// yet lays out exactly what a walk of the whole tree would, in the same order.
@MainActor
@Suite struct LayoutPassTests {
    /// Records every `layoutSublayers` by layer name; `marks` lets a layer's layout mark others
    /// (as a view's layoutSubviews setting its subviews' frames does).
    final class Recorder: CALayerDelegate {
        var calls: [String] = []
        var marks: [String: [CALayer]] = [:]
        func layoutSublayers(of layer: CALayer) {
            calls.append(layer.name ?? "?")
            for other in marks[layer.name ?? ""] ?? [] { other.setNeedsLayout() }
        }
    }

    private func tree(_ recorder: Recorder, in loop: MainLoop, children: Int) -> (CALayer, [CALayer]) {
        let root = VirtualWorld.committedLayer(in: loop)
        root.name = "root"
        root.delegate = recorder
        let kids = (0..<children).map { i -> CALayer in
            let child = CALayer()
            child.name = "c\(i)"
            child.delegate = recorder
            root.addSublayer(child)
            return child
        }
        loop.drainTurns()
        recorder.calls = []
        return (root, kids)
    }

    @Test func onlyTheMarkedSiblingIsLaidOut() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (_, kids) = tree(recorder, in: loop, children: 50)
        kids[37].setNeedsLayout()
        loop.drainTurns()
        #expect(recorder.calls == ["c37"])
        #expect(kids.allSatisfy { !$0.needsLayout() })
    }

    @Test func severalMarkedSiblingsAreLaidOutInSublayerOrder() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, kids) = tree(recorder, in: loop, children: 10)
        // Marked in another order, and one of them deeper: the walk from the root goes in
        // sublayer order, depth first.
        let grandchild = CALayer()
        grandchild.name = "g8"
        grandchild.delegate = recorder
        kids[8].addSublayer(grandchild)
        loop.drainTurns()
        recorder.calls = []
        grandchild.setNeedsLayout()
        kids[6].setNeedsLayout()
        kids[2].setNeedsLayout()
        root.setNeedsLayout()
        loop.drainTurns()
        #expect(recorder.calls == ["root", "c2", "c6", "g8"])
    }

    @Test func layersMarkedByAParentsLayoutAreLaidOutInTheSamePass() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, kids) = tree(recorder, in: loop, children: 5)
        recorder.marks["root"] = [kids[3], kids[1]]
        root.setNeedsLayout()
        loop.drainTurns()
        #expect(recorder.calls == ["root", "c1", "c3"])
    }

    @Test func explicitLayoutIfNeededReachesAMarkedDescendant() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, kids) = tree(recorder, in: loop, children: 20)
        let grandchild = CALayer()
        grandchild.name = "g4"
        grandchild.delegate = recorder
        kids[4].addSublayer(grandchild)
        loop.drainTurns()
        recorder.calls = []
        grandchild.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(recorder.calls == ["g4"])
    }

    @Test func aMarkedLayerMovedToAnotherBranchIsStillLaidOut() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, kids) = tree(recorder, in: loop, children: 6)
        let wanderer = CALayer()
        wanderer.name = "w"
        wanderer.delegate = recorder
        kids[0].addSublayer(wanderer)
        loop.drainTurns()
        recorder.calls = []
        wanderer.setNeedsLayout()
        kids[5].addSublayer(wanderer)
        // Explicitly, through the new branch: the old parent must not be what finds it.
        kids[5].layoutIfNeeded()
        #expect(recorder.calls.contains("w"))
        #expect(!wanderer.needsLayout())
        _ = root
    }

    @Test func aMarkedLayerThatLeavesTheTreeIsNotKeptAlive() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, _) = tree(recorder, in: loop, children: 3)
        weak var leaver: CALayer?
        do {
            let layer = CALayer()
            leaver = layer
            root.addSublayer(layer)
            loop.drainTurns()
            layer.setNeedsLayout()
            layer.removeFromSuperlayer()
        }
        loop.drainTurns()
        #expect(leaver == nil)
        #expect(root.sublayers?.count == 3)
    }

    // The root is marked too in these, so the pass from the root is what reaches the siblings
    // (each marked layer is also queued on its own, and a queue entry runs only if still due).

    @Test func aFewMarkedSiblingsAreLaidOutInSublayerOrderWithoutAScan() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, kids) = tree(recorder, in: loop, children: 40)
        let marked = [31, 4, 19, 39, 0, 22]
        for i in marked { kids[i].setNeedsLayout() }
        root.setNeedsLayout()
        loop.drainTurns()
        #expect(recorder.calls == ["root"] + marked.sorted().map { "c\($0)" })
    }

    @Test func moreMarkedSiblingsThanTheLayerListsAreAllLaidOutInSublayerOrder() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, kids) = tree(recorder, in: loop, children: 30)
        let marked = [29, 3, 17, 8, 25, 0, 12, 21, 6, 14]
        for i in marked { kids[i].setNeedsLayout() }
        root.setNeedsLayout()
        loop.drainTurns()
        #expect(recorder.calls == ["root"] + marked.sorted().map { "c\($0)" })
    }

    @Test func aMarkedSiblingThatLeftIsNotReachedThroughItsOldParent() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let (root, kids) = tree(recorder, in: loop, children: 10)
        kids[7].setNeedsLayout()
        kids[5].setNeedsLayout()
        kids[3].setNeedsLayout()
        kids[7].removeFromSuperlayer()
        loop.drainTurns()
        // The one that left is a root now and runs from its own queue entry (roots first); the
        // parent lost a sublayer, so it lays out and takes the two left in sublayer order.
        #expect(recorder.calls == ["c7", "root", "c3", "c5"])
        #expect(root.sublayers?.count == 9)
    }

    @Test func aTwentyThousandDeepBranchIsLaidOutTopDownWithoutRecursion() {
        let loop = VirtualWorld.make()
        let recorder = Recorder()
        let top = VirtualWorld.committedLayer(in: loop)
        var branch: [CALayer] = []
        var parent = top
        for i in 0..<20_000 {
            let layer = CALayer()
            layer.name = "l\(i)"
            layer.delegate = recorder
            parent.addSublayer(layer)
            branch.append(layer)
            parent = layer
        }
        loop.drainTurns()
        recorder.calls = []
        // Marked bottom up, so only the explicit walk from the top puts them in order.
        for layer in branch.reversed() { layer.setNeedsLayout() }
        top.layoutIfNeeded()
        #expect(recorder.calls == branch.map { $0.name ?? "?" })
        #expect(branch.allSatisfy { !$0.needsLayout() })
    }
}
