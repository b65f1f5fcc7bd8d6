@_spi(Testing) import QuartzCore

/// What a constraint can relate: a view or a layout guide, and the view it lives in.
@preconcurrency @MainActor
enum LayoutItem {
    /// The view whose coordinate space the item is placed in by its parent: the view itself,
    /// or a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The node above `item` in the layout tree (a view's superview, a guide's owning view).
    static func parent(of item: AnyObject) -> AnyObject? {
        if let v = item as? UIView { return v.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// A short type-and-address name, as UIKit's logs print items (`UIView:0x…`).
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let address = objectAddress(item)
        if let g = item as? UILayoutGuide {
            let owner = g.owningView.map { name(of: $0) } ?? "nil"
            return "UILayoutGuide:\(address)'\(g.identifier)'" + (g.owningView == nil ? "" : " owner: \(owner)")
        }
        return "\(type(of: item)):\(address)"
    }
}

extension UIView {
    /// The closest view that is an ancestor of (or equal to) both views.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var mine: Set<ObjectIdentifier> = []
        var v: UIView? = self
        while let x = v {
            mine.insert(ObjectIdentifier(x))
            v = x.superview
        }
        v = other
        while let x = v {
            if mine.contains(ObjectIdentifier(x)) { return x }
            v = x.superview
        }
        return nil
    }

    /// The top of the view's tree.
    var layoutRoot: UIView { treeRoot }
}
