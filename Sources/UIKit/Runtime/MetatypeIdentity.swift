// On Apple platforms a class is an object, so `===` compares an optional class with a class
// through `AnyObject?` (`scrollView.superview.map { type(of: $0) } === WKWebView.self`, as
// libraries filter gestures by the kind of view they sit in). Swift on Linux has no class
// objects, and Foundation there compares non-optional classes only; these compare optional ones,
// by identity, the same way.

/// Whether two optional classes are the same class (or both nil).
public func === (lhs: AnyClass?, rhs: AnyClass?) -> Bool {
    switch (lhs, rhs) {
    case (let l?, let r?): return ObjectIdentifier(l) == ObjectIdentifier(r)
    case (nil, nil): return true
    default: return false
    }
}

/// Whether two optional classes are different classes (or only one is nil).
public func !== (lhs: AnyClass?, rhs: AnyClass?) -> Bool {
    !(lhs === rhs)
}
