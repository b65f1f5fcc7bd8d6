import Foundation
import Testing

@testable import UIKit

/// UIKit's and Core Animation's geometry additions to NSValue.
@Suite struct NSValueGeometryTests {
    @Test func geometryRoundTripsThroughNSValue() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        var t = CATransform3DMakeScale(2, 3, 4)
        t.m34 = -1 / 500
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(
            NSValue(uiOffset: UIOffset(horizontal: 5, vertical: 6)).uiOffsetValue
                == UIOffset(horizontal: 5, vertical: 6))
    }

    @Test func equalValuesCompareEqualAndOtherKindsReadAsDefaults() {
        #expect(NSValue(caTransform3D: CATransform3DIdentity) == NSValue(caTransform3D: CATransform3DIdentity))
        #expect(NSValue(cgAffineTransform: .identity) != NSValue(caTransform3D: CATransform3DIdentity))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).cgAffineTransformValue == .identity)
    }
}
