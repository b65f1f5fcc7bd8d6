import Testing
import UIKitTesting

@testable import UIKit

/// The block-animation curves with the Bézier control points UIKit documents for them.
enum BlockCurve: CaseIterable, Sendable, CustomTestStringConvertible {
    case linear, easeIn, easeOut, easeInOut

    var option: UIView.AnimationOptions {
        switch self {
        case .linear: return .curveLinear
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .easeInOut: return .curveEaseInOut
        }
    }

    var bezier: CubicBezier {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        }
    }

    var testDescription: String { "\(self)" }
}

/// A 10×10 view centred at (5, 5) in the window, committed so it is on screen.
@MainActor
func makeAnimatableView(in device: VirtualDevice) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    device.window.addSubview(v)
    device.advance(by: 0)
    return v
}

/// The x of the view's centre as shown on screen now.
@MainActor
func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }
