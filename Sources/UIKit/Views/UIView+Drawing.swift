@MainActor private var contextStack: [CGContext] = []

/// The context `draw(_:)` draws into, as UIKit's `UIGraphicsGetCurrentContext()`.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` current, as `UIGraphicsPushContext`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Restores the previous current context, as `UIGraphicsPopContext`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = contextStack.popLast() }

extension UIView {
    /// Marks the whole view for redrawing.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks part of the view for redrawing (the whole view is redrawn).
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
}
