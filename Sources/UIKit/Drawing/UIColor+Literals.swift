// Xcode's colour literals (`#colorLiteral(red:green:blue:alpha:)`) are UIColors in UIKit code:
// the compiler takes a literal's type from `_ColorLiteralType` when the context gives none.
// Without it, an array of literals sends the type checker through every candidate type until
// it gives up ("unable to type-check this expression in reasonable time").

/// The type a colour literal has when its context does not say: `UIColor`, as in UIKit.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// Creates the colour a colour literal names, from its sRGB components and alpha.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
