// Cause: missing API: measuring text with `boundingRect(with:options:attributes:context:)` on
// String (through NSString) and NSAttributedString.
// Stops: Loaf (Extensions.swift, all 4 of its errors: it sizes every toast this way);
// SKPhotoBrowser after its first blocker (caption sizing).
// Errors: value of type 'String' has no member 'boundingRect'; reference to member
// 'usesLineFragmentOrigin' cannot be resolved without a contextual type.
// Expected: both compile and measure with the same text layout UILabel uses: here the height of
// "Saved" in a 14-point system font is one line (about 17 points) within 240 points of width.
import UIKit

func toastHeight(_ message: String, font: UIFont) -> CGFloat {
    let box = message.boundingRect(
        with: CGSize(width: 240, height: .greatestFiniteMagnitude),
        options: [.usesLineFragmentOrigin, .usesFontLeading],
        attributes: [.font: font], context: nil)
    return ceil(box.height)
}

func captionHeight(_ caption: NSAttributedString) -> CGFloat {
    caption.boundingRect(
        with: CGSize(width: 300, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
        context: nil
    ).height
}

let savedHeight = toastHeight("Saved", font: .systemFont(ofSize: 14, weight: .medium))
