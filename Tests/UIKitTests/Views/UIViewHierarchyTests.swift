import Testing
import UIKitTesting

@testable import UIKit

/// A view that logs its hierarchy callbacks as "<name>.<callback>" into a shared log.
@MainActor
final class HierarchyRecordingView: UIView {
    let name: String
    let log: EventLog
    private(set) var layoutCount = 0
    /// The window the view reported at each callback, to check when `window` changes.
    private(set) var windowAtCallbacks: [String: UIWindow?] = [:]

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private static func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if view is UIWindow { return "window" }
        return (view as? HierarchyRecordingView)?.name ?? "view"
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.record("\(name).willMove(toSuperview: \(Self.label(newSuperview)))")
    }
    override func didMoveToSuperview() {
        log.record("\(name).didMoveToSuperview")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        windowAtCallbacks["willMoveToWindow"] = window
        log.record("\(name).willMove(toWindow: \(Self.label(newWindow)))")
    }
    override func didMoveToWindow() {
        windowAtCallbacks["didMoveToWindow"] = window
        log.record("\(name).didMoveToWindow")
    }
    override func didAddSubview(_ subview: UIView) {
        log.record("\(name).didAddSubview(\(Self.label(subview)))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        log.record("\(name).willRemoveSubview(\(Self.label(subview)))")
    }
    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

@MainActor
@Suite struct UIViewHierarchyTests {
    /// `subviews` and the layer's sublayers must always list the same views in the same order.
    private func layersMatchSubviews(_ view: UIView) -> Bool {
        let viewLayers = view.subviews.map { ObjectIdentifier($0.layer) }
        let sublayers = (view.layer.sublayers ?? []).map { ObjectIdentifier($0) }
        return viewLayers == sublayers
    }

    private func tagged(_ tags: Int...) -> [UIView] {
        tags.map { t in
            let v = UIView()
            v.tag = t
            return v
        }
    }

    @Test func addSubviewAppendsOnTopAndKeepsLayersInOrder() {
        let device = VirtualDevice()
        let parent = UIView()
        device.window.addSubview(parent)
        let views = tagged(1, 2, 3)
        for v in views { parent.addSubview(v) }
        #expect(parent.subviews.map(\.tag) == [1, 2, 3])
        #expect(layersMatchSubviews(parent))
        #expect(views.allSatisfy { $0.superview === parent && $0.layer.superlayer === parent.layer })
        #expect(views[0].window === device.window)
    }

    @Test func addSubviewOfAnExistingSubviewBringsItToTheFront() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView()
        let views = tagged(1, 2, 3)
        for v in views { parent.addSubview(v) }
        parent.addSubview(views[0])
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        #expect(layersMatchSubviews(parent))
    }

    @Test func insertSubviewAtIndexPlacesTheViewAtThatIndex() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView()
        let views = tagged(1, 2, 3)
        for v in views { parent.addSubview(v) }
        let inserted = tagged(9)[0]
        parent.insertSubview(inserted, at: 1)
        #expect(parent.subviews.map(\.tag) == [1, 9, 2, 3])
        #expect(layersMatchSubviews(parent))
        // Moving an existing subview: it ends up at the requested index.
        parent.insertSubview(views[0], at: 2)
        #expect(parent.subviews.map(\.tag) == [9, 2, 1, 3])
        #expect(layersMatchSubviews(parent))
        // Out-of-range indexes clamp to the ends.
        parent.insertSubview(views[2], at: -5)
        #expect(parent.subviews.map(\.tag) == [3, 9, 2, 1])
        parent.insertSubview(views[2], at: 99)
        #expect(parent.subviews.map(\.tag) == [9, 2, 1, 3])
        #expect(layersMatchSubviews(parent))
    }

    @Test func insertSubviewAboveAndBelowSiblings() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView()
        let views = tagged(1, 2, 3)
        for v in views { parent.addSubview(v) }
        let a = tagged(10)[0], b = tagged(20)[0]
        parent.insertSubview(a, aboveSubview: views[0])
        #expect(parent.subviews.map(\.tag) == [1, 10, 2, 3])
        parent.insertSubview(b, belowSubview: views[0])
        #expect(parent.subviews.map(\.tag) == [20, 1, 10, 2, 3])
        #expect(layersMatchSubviews(parent))
        // Reordering existing siblings in both directions.
        parent.insertSubview(views[2], belowSubview: views[0])
        #expect(parent.subviews.map(\.tag) == [20, 3, 1, 10, 2])
        parent.insertSubview(b, aboveSubview: views[1])
        #expect(parent.subviews.map(\.tag) == [3, 1, 10, 2, 20])
        parent.insertSubview(views[1], aboveSubview: views[2])
        #expect(parent.subviews.map(\.tag) == [3, 2, 1, 10, 20])
        parent.insertSubview(a, belowSubview: views[1])
        #expect(parent.subviews.map(\.tag) == [3, 10, 2, 1, 20])
        #expect(layersMatchSubviews(parent))
    }

    @Test func bringToFrontAndSendToBackReorder() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView()
        let views = tagged(1, 2, 3, 4)
        for v in views { parent.addSubview(v) }
        parent.bringSubviewToFront(views[1])
        #expect(parent.subviews.map(\.tag) == [1, 3, 4, 2])
        #expect(layersMatchSubviews(parent))
        parent.sendSubviewToBack(views[3])
        #expect(parent.subviews.map(\.tag) == [4, 1, 3, 2])
        #expect(layersMatchSubviews(parent))
        // A view that is not a subview is ignored.
        let stranger = UIView()
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(parent.subviews.count == 4 && stranger.superview == nil)
    }

    @Test func exchangeSubviewSwapsViewsAndLayers() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView()
        let views = tagged(1, 2, 3, 4)
        for v in views { parent.addSubview(v) }
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews.map(\.tag) == [4, 2, 3, 1])
        #expect(layersMatchSubviews(parent))
        parent.exchangeSubview(at: 2, withSubviewAt: 1)
        #expect(parent.subviews.map(\.tag) == [4, 3, 2, 1])
        #expect(layersMatchSubviews(parent))
    }

    @Test func reorderingKeepsForeignSublayersInPlace() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView()
        let views = tagged(1, 2, 3)
        for v in views { parent.addSubview(v) }
        let decoration = CALayer()
        parent.layer.insertSublayer(decoration, at: 0)
        parent.bringSubviewToFront(views[0])
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.subviews.map(\.tag) == [3, 2, 1])
        let viewLayers = (parent.layer.sublayers ?? []).filter { $0 !== decoration }
        #expect(viewLayers.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
        #expect(parent.layer.sublayers?.first === decoration)
    }

    @Test func removeFromSuperviewDetachesViewAndLayer() {
        let device = VirtualDevice()
        let parent = UIView()
        device.window.addSubview(parent)
        let views = tagged(1, 2, 3)
        for v in views { parent.addSubview(v) }
        views[1].removeFromSuperview()
        #expect(parent.subviews.map(\.tag) == [1, 3])
        #expect(layersMatchSubviews(parent))
        #expect(views[1].superview == nil && views[1].window == nil && views[1].layer.superlayer == nil)
        // Removing a view without a superview does nothing.
        views[1].removeFromSuperview()
        #expect(views[1].superview == nil)
    }

    @Test func addingToAWindowedSuperviewSendsCallbacksInUIKitOrder() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = HierarchyRecordingView("P", log: log)
        device.window.addSubview(parent)
        log.clear()
        let child = HierarchyRecordingView("C", log: log)
        parent.addSubview(child)
        #expect(
            log.entries == [
                "C.willMove(toSuperview: P)", "C.willMove(toWindow: window)", "C.didMoveToWindow",
                "C.didMoveToSuperview", "P.didAddSubview(C)",
            ])
        // `window` is still the old one in will-, the new one in did-.
        #expect(child.windowAtCallbacks["willMoveToWindow"]! == nil)
        #expect(child.windowAtCallbacks["didMoveToWindow"]! === device.window)
    }

    @Test func addingOutsideAWindowSendsNoWindowCallbacks() {
        let device = VirtualDevice()
        _ = device
        let log = EventLog()
        let parent = HierarchyRecordingView("P", log: log)
        let child = HierarchyRecordingView("C", log: log)
        parent.addSubview(child)
        #expect(log.entries == ["C.willMove(toSuperview: P)", "C.didMoveToSuperview", "P.didAddSubview(C)"])
    }

    @Test func removingSendsCallbacksInUIKitOrder() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = HierarchyRecordingView("P", log: log)
        let child = HierarchyRecordingView("C", log: log)
        device.window.addSubview(parent)
        parent.addSubview(child)
        log.clear()
        child.removeFromSuperview()
        #expect(
            log.entries == [
                "P.willRemoveSubview(C)", "C.willMove(toSuperview: nil)", "C.willMove(toWindow: nil)",
                "C.didMoveToWindow", "C.didMoveToSuperview",
            ])
        #expect(child.windowAtCallbacks["willMoveToWindow"]! === device.window)
        #expect(child.windowAtCallbacks["didMoveToWindow"]! == nil)
    }

    @Test func reparentingTellsTheOldSuperviewAndKeepsTheWindow() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = HierarchyRecordingView("A", log: log)
        let b = HierarchyRecordingView("B", log: log)
        let child = HierarchyRecordingView("C", log: log)
        device.window.addSubview(a)
        device.window.addSubview(b)
        a.addSubview(child)
        log.clear()
        b.addSubview(child)
        // Same window: no window callbacks; the old superview hears willRemoveSubview.
        #expect(
            log.entries == [
                "A.willRemoveSubview(C)", "C.willMove(toSuperview: B)", "C.didMoveToSuperview",
                "B.didAddSubview(C)",
            ])
        #expect(a.subviews.isEmpty && b.subviews.first === child)
        #expect(a.layer.sublayers == nil && child.layer.superlayer === b.layer)
    }

    @Test func reparentingOutOfTheWindowSendsWindowCallbacks() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = HierarchyRecordingView("A", log: log)
        let offscreen = HierarchyRecordingView("O", log: log)
        let child = HierarchyRecordingView("C", log: log)
        device.window.addSubview(a)
        a.addSubview(child)
        log.clear()
        offscreen.addSubview(child)
        #expect(
            log.entries == [
                "A.willRemoveSubview(C)", "C.willMove(toSuperview: O)", "C.willMove(toWindow: nil)",
                "C.didMoveToWindow", "C.didMoveToSuperview", "O.didAddSubview(C)",
            ])
        #expect(child.window == nil)
    }

    @Test func addingASubtreeToAWindowTellsEveryDescendant() {
        let device = VirtualDevice()
        let log = EventLog()
        let root = HierarchyRecordingView("R", log: log)
        let child = HierarchyRecordingView("C", log: log)
        let grandchild = HierarchyRecordingView("G", log: log)
        let sibling = HierarchyRecordingView("S", log: log)
        root.addSubview(child)
        root.addSubview(sibling)
        child.addSubview(grandchild)
        log.clear()
        device.window.addSubview(root)
        #expect(
            log.entries == [
                "R.willMove(toSuperview: window)",
                "R.willMove(toWindow: window)", "C.willMove(toWindow: window)", "G.willMove(toWindow: window)",
                "S.willMove(toWindow: window)",
                "R.didMoveToWindow", "C.didMoveToWindow", "G.didMoveToWindow", "S.didMoveToWindow",
                "R.didMoveToSuperview",
            ])
        #expect(grandchild.window === device.window)
        log.clear()
        root.removeFromSuperview()
        #expect(log.entries.filter { $0.hasSuffix("willMove(toWindow: nil)") }.count == 4)
        #expect(log.entries.filter { $0.hasSuffix("didMoveToWindow") }.count == 4)
        #expect(grandchild.window == nil)
    }

    @Test func reorderingWithinTheSameSuperviewSendsNoMoveCallbacks() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = HierarchyRecordingView("P", log: log)
        device.window.addSubview(parent)
        let a = HierarchyRecordingView("A", log: log)
        let b = HierarchyRecordingView("B", log: log)
        let c = HierarchyRecordingView("C", log: log)
        for v in [a, b, c] { parent.addSubview(v) }
        log.clear()
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(c)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        parent.insertSubview(b, at: 0)
        parent.insertSubview(c, aboveSubview: a)
        parent.insertSubview(a, belowSubview: b)
        parent.addSubview(b)
        #expect(log.entries.isEmpty)
    }

    @Test func addingAViewToItselfOrAnAncestorIsRefusedWithADiagnostic() {
        let device = VirtualDevice()
        let root = UIView()
        let parent = UIView()
        let child = UIView()
        device.window.addSubview(root)
        root.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(child)
        child.addSubview(root)
        parent.insertSubview(root, at: 0)
        #expect(child.superview === parent && child.subviews.isEmpty)
        #expect(root.superview === device.window && parent.subviews.count == 1)
        #expect(device.diagnostics == Array(repeating: "Can't add self as subview", count: 3))
    }

    @Test func exchangingASubviewWhoseLayerWasTakenOutDoesNotCrash() {
        let device = VirtualDevice()
        _ = device
        let parent = UIView()
        let views = tagged(1, 2)
        for v in views { parent.addSubview(v) }
        views[0].layer.removeFromSuperlayer()
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.subviews.map(\.tag) == [2, 1])
    }

    @Test func isDescendantFollowsTheSuperviewChain() {
        let device = VirtualDevice()
        let root = UIView(), child = UIView(), grandchild = UIView(), other = UIView()
        device.window.addSubview(root)
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: device.window))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!root.isDescendant(of: grandchild))
        #expect(!other.isDescendant(of: root))
    }

    @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
        let device = VirtualDevice()
        _ = device
        let root = UIView()
        root.tag = 1
        let a = UIView(), a1 = UIView(), b = UIView()
        a.tag = 2
        a1.tag = 5
        b.tag = 5
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(2) === a)
        // Depth first: a's child comes before a's later sibling.
        #expect(root.viewWithTag(5) === a1)
        #expect(root.viewWithTag(42) == nil)
        #expect(a.viewWithTag(1) == nil)
    }
}
