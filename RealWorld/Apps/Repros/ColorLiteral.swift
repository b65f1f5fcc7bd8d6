// error: the compiler is unable to type-check this expression in reasonable time, and
// "failed to produce diagnostic for expression" (save-the-dot). `#colorLiteral` needs the
// literal's default type: UIKit declares `_ColorLiteralType = UIColor` and makes UIColor
// `_ExpressibleByColorLiteral`; OpenUIKit does neither, so an array of colour literals sends
// the type checker looking for one.
import UIKit

let colors = [
    #colorLiteral(red: 0.1, green: 0.7, blue: 0.5, alpha: 1), #colorLiteral(red: 0.9, green: 0.7, blue: 0, alpha: 1),
]
let tint: UIColor = #colorLiteral(red: 0.7, green: 0.4, blue: 0.9, alpha: 1)
