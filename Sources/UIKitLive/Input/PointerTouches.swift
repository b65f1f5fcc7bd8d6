import UIKit

/// Turns a mouse into fingers, as a simulator does: a click is a tap, a drag is one finger
/// following the pointer, and a drag with the pinch modifier held at the press is two fingers
/// mirrored around the press point, so the pointer opens, closes and turns the pinch.
///
/// It knows nothing of windows or SDL, so it can be tested without a display. Points are in
/// the host window's coordinates on input and in screen points on output.
public struct PointerTouches: Sendable {
    /// What the fingers do in answer to one mouse event.
    public enum Action: Equatable, Sendable {
        /// Fingers touch down at these screen points.
        case begin([CGPoint])
        /// The fingers move to these screen points, in touch-down order.
        case move([CGPoint])
        /// The fingers lift where they are.
        case end
    }

    /// Window points per screen point (the host window may be drawn larger than the screen).
    public var windowScale: CGFloat
    /// Half the span of a pinch's fingers at the press, in screen points.
    public var pinchRadius: CGFloat
    /// How close a pinch's fingers may come to the press point; they never meet or cross,
    /// since a zero span makes a pinch's scale meaningless.
    public var minimumPinchRadius: CGFloat
    /// Where the button went down, in screen points, and whether it started a pinch.
    public private(set) var press: (point: CGPoint, isPinch: Bool)?

    /// Creates a mapping for a window drawn `windowScale` times the screen's size.
    public init(windowScale: CGFloat = 1, pinchRadius: CGFloat = 60, minimumPinchRadius: CGFloat = 4) {
        self.windowScale = windowScale
        self.pinchRadius = pinchRadius
        self.minimumPinchRadius = minimumPinchRadius
    }

    /// The screen point under a window point.
    public func screenPoint(_ windowPoint: CGPoint) -> CGPoint {
        guard windowScale > 0 else { return windowPoint }
        return CGPoint(x: windowPoint.x / windowScale, y: windowPoint.y / windowScale)
    }

    /// The button went down at `windowPoint`; `pinch` is whether the pinch modifier is held.
    public mutating func buttonDown(at windowPoint: CGPoint, pinch: Bool) -> Action {
        let point = screenPoint(windowPoint)
        press = (point, pinch)
        return .begin(fingers(for: point))
    }

    /// The pointer moved to `windowPoint`; nothing happens unless the button is down.
    public mutating func pointerMoved(to windowPoint: CGPoint) -> Action? {
        guard press != nil else { return nil }
        return .move(fingers(for: screenPoint(windowPoint)))
    }

    /// The button went up at `windowPoint`: the fingers move there, then lift.
    public mutating func buttonUp(at windowPoint: CGPoint) -> [Action] {
        guard press != nil else { return [] }
        let last = fingers(for: screenPoint(windowPoint))
        press = nil
        return [.move(last), .end]
    }

    /// Where the fingers are with the pointer at `pointer` (screen points) during this press.
    func fingers(for pointer: CGPoint) -> [CGPoint] {
        guard let press else { return [] }
        guard press.isPinch else { return [pointer] }
        return PointerTouches.pinchFingers(
            press: press.point, pointer: pointer, radius: pinchRadius, minimumRadius: minimumPinchRadius)
    }

    /// The two fingers of a pinch pressed at `press` with the pointer now at `pointer`: the
    /// first starts `radius` to the right of the press and moves with the pointer, the second
    /// is its mirror image through the press point.
    public static func pinchFingers(press: CGPoint, pointer: CGPoint, radius: CGFloat, minimumRadius: CGFloat)
        -> [CGPoint]
    {
        var dx = radius + pointer.x - press.x
        var dy = pointer.y - press.y
        let length = (dx * dx + dy * dy).squareRoot()
        if length < minimumRadius {
            // Keep the direction the finger had; straight right when it has none.
            if length > 0 {
                dx *= minimumRadius / length
                dy *= minimumRadius / length
            } else {
                (dx, dy) = (minimumRadius, 0)
            }
        }
        return [
            CGPoint(x: press.x + dx, y: press.y + dy),
            CGPoint(x: press.x - dx, y: press.y - dy),
        ]
    }
}
