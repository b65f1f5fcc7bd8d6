// Cause: `@NSManaged` on a CALayer subclass property, which Core Animation backs with its own
// storage (so the property animates by key). Off Apple platforms it type-checks but has no
// accessor, so the library compiles and fails to link.
// Stops: DeckTransition (RoundedView/CornerView.swift `CornerLayer.radius`), found when its
// checks were linked after hand-fixing its compile errors.
// Error (link): undefined reference to '$s...CornerLayer...radius...Vvg'.
// Expected: uikit-port turns `@NSManaged var p: T` in a CALayer subclass into a property stored
// through `value(forKey:)`/`setValue(_:forKey:)`, or OpenUIKit documents a replacement.
import QuartzCore
import UIKit

final class CornerLayer: CALayer {
    @NSManaged var radius: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "radius" || super.needsDisplay(forKey: key)
    }
}

func round(_ layer: CornerLayer) {
    layer.radius = 12
}
