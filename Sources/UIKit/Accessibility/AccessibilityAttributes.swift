/// The accessibility values set on a view or element; nil members fall back to the class's
/// default (a label's text, a button's traits).
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var elements: [Any]?
    var frame: CGRect?
    var ignoresInvertColors = false
}
