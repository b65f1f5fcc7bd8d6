// Cause: a file that imports only Foundation and uses UIKit. In a framework target Xcode also
// imports the framework's umbrella header (Lib.h: `#import <UIKit/UIKit.h>`) into every Swift
// file, so UIView and CATransform3D are visible; a SwiftPM target has no umbrella header.
// Stops: Presentr (FlipHorizontalAnimation.swift and four other animation files: 9 errors).
// Error: cannot find 'UIView' in scope; cannot find 'CATransform3DIdentity' in scope.
// Expected: with a header in the folder that imports UIKit, uikit-port adds `import UIKit`
// before the file's imports (fixed: `import UIKit; import Foundation`).
import Foundation

final class FlipAnimation {
    func run(on view: UIView) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
            view.layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        }
    }
}
