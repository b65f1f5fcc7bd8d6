@_spi(Testing) import QuartzCore

extension UIView {
    /// What UIKit's `-[UIView description]` lists after the address: the frame always, other
    /// properties only where they differ from a new view's, the layer last.
    var viewDescriptionFields: [String] {
        var fields = [
            "frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"
        ]
        let t = transform
        if !t.isIdentity {
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
        }
        if alpha != 1 { fields.append("alpha = \(number(alpha))") }
        if !isOpaque { fields.append("opaque = NO") }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if isHidden { fields.append("hidden = YES") }
        if !autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizingMask.consoleText)") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if let recognizers = gestureRecognizers, !recognizers.isEmpty {
            fields.append("gestureRecognizers = <NSArray: \(recognizers.count) recognizers>")
        }
        if let color = backgroundColor { fields.append("backgroundColor = \(color)") }
        fields.append("layer = \(layer)")
        return fields
    }

    private func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    /// The view and its subviews, one `description` a line, each subview under its superview
    /// behind one `   | ` per level, as UIKit's debugging `recursiveDescription` prints them.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.description)
            for sub in view.subviewList { visit(sub, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

extension UIView.AutoresizingMask {
    /// UIKit's abbreviations, `LM+W+RM+TM+H+BM`.
    fileprivate var consoleText: String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
