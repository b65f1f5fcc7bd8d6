// Cause: a file with no import statement. On iOS a framework target imports its own umbrella
// header (which imports UIKit) into every file, so such files see UIKit, Foundation and
// CoreGraphics; in a SwiftPM target they see nothing.
// Stops: DeckTransition (Constants.swift), Presentr (FlipHorizontalAnimation.swift).
// Error: cannot find type 'CGFloat' in scope / cannot find 'UIView' in scope.
// Expected: uikit-port adds `import UIKit` to a file that uses UIKit, CoreGraphics or Foundation
// names and imports nothing.

struct CardMetrics {
    static let cornerRadius: CGFloat = 8
    static let duration: TimeInterval = 0.3
}

func flipIn(_ view: UIView) {
    UIView.animate(withDuration: CardMetrics.duration, delay: 0, options: .curveLinear) {
        view.layer.transform = CATransform3DIdentity
    }
}
