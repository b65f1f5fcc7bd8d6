/// A control a bar draws (an item's button, the back button): it looks pressed while a finger
/// that went down on it stays on it or within a 20-point margin around it, as UIKit's bar
/// buttons do, and acts when that finger lifts there.
@preconcurrency @MainActor
class BarPressView: UIView {
    /// Whether a finger that went down on the control is on it (or near it) now.
    private(set) var touchIsInside = false

    /// Draws the control for its state (pressed or not); subclasses colour their content.
    func restyle() {}

    /// The finger lifted on the control: it performs its action.
    func pressed() {}

    override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchIsInside = true
        restyle()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touchIsInside = bounds.insetBy(dx: -20, dy: -20).contains(touch.location(in: self))
        restyle()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touchIsInside
        touchIsInside = false
        restyle()
        if inside { pressed() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchIsInside = false
        restyle()
    }
}
