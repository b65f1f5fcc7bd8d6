import Foundation
@_spi(Testing) import QuartzCore

extension NSLayoutConstraint {
    /// UIKit's console form: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`.
    var consoleDescription: String {
        var text = "<\(type(of: self)):\(objectAddress(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(equation)   (\(isActive ? "active" : "inactive"))>"
        return text
    }

    /// The relation written out, as UIKit's logs show it.
    var equation: String {
        let relationText: String
        switch relation {
        case .lessThanOrEqual: relationText = "<="
        case .equal: relationText = "=="
        case .greaterThanOrEqual: relationText = ">="
        }
        var text = "\(LayoutItem.name(of: firstItem)).\(firstAttribute.name) \(relationText) "
        if secondItem != nil || secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += "\(Self.format(multiplier))*" }
            text += "\(LayoutItem.name(of: secondItem)).\(secondAttribute.name)"
            if constant > 0 { text += " + \(Self.format(constant))" }
            if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        return text
    }

    static func format(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name in UIKit's logs.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
