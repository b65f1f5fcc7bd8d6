/// Recognizes a pan that starts at an edge of the screen, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`.
///
/// The fingers must touch down within 20 points of one of `edges` (in screen coordinates) and
/// the pan must head away from that edge more than along it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The screen edges the pan may start from.
    open var edges: UIRectEdge = []

    /// How close (points) to the edge the fingers must touch down.
    static let edgeRegion: CGFloat = 20

    /// The edges the current touches started at.
    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            var hit: UIRectEdge = []
            for touch in touches { hit.formUnion(edgesNear(touch)) }
            startEdges = startEdges.isEmpty ? hit : startEdges.intersection(hit)
            if startEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func allowsBegin(translation t: CGPoint) -> Bool {
        // Movement away from an edge the touches started at must dominate movement along it.
        if startEdges.contains(.left) && t.x > abs(t.y) { return true }
        if startEdges.contains(.right) && -t.x > abs(t.y) { return true }
        if startEdges.contains(.top) && t.y > abs(t.x) { return true }
        if startEdges.contains(.bottom) && -t.y > abs(t.x) { return true }
        return false
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }

    private func edgesNear(_ touch: UITouch) -> UIRectEdge {
        guard let window = touch.window else { return [] }
        let p = window.convert(touch.locationInWindow, to: nil as UIWindow?)
        let screen = window.screen.bounds
        let r = UIScreenEdgePanGestureRecognizer.edgeRegion
        var result: UIRectEdge = []
        if edges.contains(.left) && p.x - screen.minX <= r { result.insert(.left) }
        if edges.contains(.right) && screen.maxX - p.x <= r { result.insert(.right) }
        if edges.contains(.top) && p.y - screen.minY <= r { result.insert(.top) }
        if edges.contains(.bottom) && screen.maxY - p.y <= r { result.insert(.bottom) }
        return result
    }
}
