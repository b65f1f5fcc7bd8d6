import Foundation
@_spi(Testing) import QuartzCore

extension NSLayoutConstraint {
    /// Constraints described by a visual format string such as `H:|-[a]-[b(==a)]-|`, returned
    /// inactive. The standard space `-` is 8 points between views and 20 points between a view
    /// and its superview's edge. Bad input logs UIKit's "Unable to parse constraint format"
    /// text and returns no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions,
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        // UIKit reads the format with its whitespace removed, and reports it that way too.
        let stripped = String(format.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        guard !stripped.isEmpty else {
            Diagnostics.log("Unable to parse constraint format: It's an empty string.")
            return []
        }
        guard stripped.unicodeScalars.allSatisfy(\.isASCII) else {
            Diagnostics.log("Unable to parse constraint format: It contains non-ASCII characters.")
            return []
        }
        var parser = VisualFormatParser(
            text: Array(stripped.utf8), options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            Diagnostics.log("Unable to parse constraint format: \n\(error.reason) \n\(stripped) \n\(caret)")
            return []
        }
    }
}

/// Why a format was refused and where (an index into the whitespace-stripped format).
private struct VisualFormatError: Error {
    let reason: String
    let position: Int
}

/// A recursive-descent reader of the visual format grammar that makes constraints as it goes.
@preconcurrency @MainActor
private struct VisualFormatParser {
    /// One `relation constant-or-view @priority` term of a connection or a view's size.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority = UILayoutPriority.required
    }

    /// What lies between two items: nothing (`][`), the standard space (`-`) or predicates.
    enum Connection {
        case flush, standard, predicates([Predicate])
    }

    static let standardSpacing: CGFloat = 8
    static let standardSpacingToSuperview: CGFloat = 20

    let text: [UInt8]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var pos = 0
    var horizontal = true
    var constraints: [NSLayoutConstraint] = []
    // UIKit lists the alignment constraints after all the others.
    var alignments: [NSLayoutConstraint] = []

    var atEnd: Bool { pos >= text.count }
    var peek: UInt8? { atEnd ? nil : text[pos] }

    func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, position: pos) }

    mutating func eat(_ c: Character) -> Bool {
        guard peek == c.asciiValue else { return false }
        pos += 1
        return true
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        if let first = peek, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") {
            horizontal = first == UInt8(ascii: "H")
            pos += 1
            guard eat(":") else {
                throw fail(
                    horizontal
                        ? "Expected ':' after 'H' to specify horizontal arrangement"
                        : "Expected ':' after 'V' to specify vertical arrangement")
            }
        }
        var previous: AnyObject?
        if eat("|") {
            guard !atEnd else { throw fail("Expected a connection after the '|' character") }
            previous = try addView(after: nil, by: try parseConnection())
        } else {
            previous = try addView(after: nil, by: nil)
        }
        while !atEnd {
            let connection = try parseConnection()
            if peek == UInt8(ascii: "[") {
                previous = try addView(after: previous, by: connection)
            } else if eat("|") {
                try connect(previous, nil, by: connection)
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        guard atEnd else { throw fail("Expected the end of the format string") }
        return constraints + alignments
    }

    /// Reads a view, then spaces it from what came before (a connection without a previous
    /// view starts at the superview's edge) ahead of its own size constraints, as UIKit orders them.
    mutating func addView(after previous: AnyObject?, by connection: Connection?) throws(VisualFormatError)
        -> AnyObject
    {
        let (view, sizes) = try parseView()
        if let connection { try connect(previous, view, by: connection) }
        constraints += sizes
        return view
    }

    // MARK: Grammar

    mutating func parseConnection() throws(VisualFormatError) -> Connection {
        guard eat("-") else { return .flush }
        if peek == UInt8(ascii: "|") || peek == UInt8(ascii: "[") { return .standard }
        if peek == UInt8(ascii: "-") {
            throw fail(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
            )
        }
        let predicates: [Predicate]
        if eat("(") {
            predicates = try parsePredicateList(allowingViews: false)
            guard eat(")") else {
                throw fail(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
        } else {
            predicates = [try parsePredicate(allowingViews: false)]
        }
        if peek == UInt8(ascii: ",") {
            throw fail(
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
            )
        }
        guard eat("-") else { throw fail("Expected a '-' here") }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`, with the view's width (H) or height (V) constraints.
    mutating func parseView() throws(VisualFormatError) -> (AnyObject, [NSLayoutConstraint]) {
        guard eat("["), !atEnd else { throw fail("Expected a view") }
        let name = parseName()
        guard !name.isEmpty else {
            throw fail(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
            )
        }
        guard let view = layoutItem(named: name) else { throw fail("\(name) is not a key in the views dictionary.") }
        if eat("]") { return (view, []) }
        guard eat("(") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        guard !atEnd else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let predicates = try parsePredicateList(allowingViews: true)
        guard eat(")") else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        guard eat("]") else { throw fail("Expected ']' after specifying thickness.") }
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let sizes = predicates.map { p in
            let c = NSLayoutConstraint(
                item: view, attribute: size, relatedBy: p.relation, toItem: p.view,
                attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1, constant: p.constant)
            c.priority = p.priority
            return c
        }
        return (view, sizes)
    }

    mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        var list = [try parsePredicate(allowingViews: allowingViews)]
        while eat(",") { list.append(try parsePredicate(allowingViews: allowingViews)) }
        return list
    }

    mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> Predicate {
        guard let c = peek else { throw fail("Expected more input") }
        var p = Predicate()
        let relations: [UInt8: NSLayoutConstraint.Relation] = [
            UInt8(ascii: "="): .equal, UInt8(ascii: ">"): .greaterThanOrEqual, UInt8(ascii: "<"): .lessThanOrEqual,
        ]
        if let relation = relations[c] {
            pos += 1
            guard eat("=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            p.relation = relation
        }
        (p.constant, p.view) = try parseConstant(allowingViews: allowingViews)
        if eat("@") {
            let n = try parseConstant(allowingViews: false).number
            guard n > 0 else {
                throw fail("Invalid priority specified: \(Self.format(n)). Priority must be greater than 0")
            }
            guard n <= 1000 else {
                throw fail(
                    "Invalid priority specified: \(Self.format(n)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
                )
            }
            p.priority = UILayoutPriority(Float(n))
        }
        return p
    }

    /// A number, a metric name, or (inside a view's parentheses) another view's name.
    mutating func parseConstant(allowingViews: Bool) throws(VisualFormatError) -> (number: CGFloat, view: AnyObject?) {
        guard let c = peek else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if c == UInt8(ascii: "-") || Self.isDigit(c) {
            guard let n = parseNumber() else {
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return (n, nil)
        }
        guard Self.isNameStart(c) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let name = parseName()
        if let value = metrics[name], let n = Self.number(value) { return (n, nil) }
        guard let view = layoutItem(named: name) else {
            throw fail(
                "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
            )
        }
        guard allowingViews else {
            throw fail(
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
            )
        }
        return (0, view)
    }

    /// The longest C-style decimal number at the cursor (sign, fraction and exponent allowed),
    /// as `strtod` reads it: `8-` in `-8-[b]` is the number 8 followed by the connection's end.
    mutating func parseNumber() -> CGFloat? {
        var end = pos
        while end < text.count, "0123456789.eE+-".utf8.contains(text[end]) { end += 1 }
        while end > pos {
            if let value = Double(String(decoding: text[pos..<end], as: UTF8.self)) {
                pos = end
                return CGFloat(value)
            }
            end -= 1
        }
        return nil
    }

    mutating func parseName() -> String {
        let start = pos
        guard let c = peek, Self.isNameStart(c) else { return "" }
        pos += 1
        while let c = peek, Self.isNameStart(c) || Self.isDigit(c) { pos += 1 }
        return String(decoding: text[start..<pos], as: UTF8.self)
    }

    func layoutItem(named name: String) -> AnyObject? {
        switch views[name] {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide
        default: nil
        }
    }

    // MARK: Making constraints

    /// Spaces `next` after `previous` (nil on either side is the superview's edge) and adds the
    /// alignment constraints the options ask for between two views.
    mutating func connect(_ previous: AnyObject?, _ next: AnyObject?, by connection: Connection)
        throws(VisualFormatError)
    {
        let baseline = options.contains(.spacingBaselineToBaseline)
        if horizontal && baseline {
            throw fail("BaselineToBaseline format option not valid for horizontal layout")
        }
        var container: AnyObject?
        if previous == nil || next == nil {
            container = (previous ?? next).flatMap { LayoutItem.parent(of: $0) }
            guard container != nil else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
        }
        let predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate()]
        case .standard:
            let space = container == nil ? Self.standardSpacing : Self.standardSpacingToSuperview
            predicates = [Predicate(constant: space)]
        case .predicates(let list): predicates = list
        }
        // `first` is the item after the gap, `second` the one before: first.start = second.end + c.
        let direction = options.intersection(.directionMask)
        let rightToLeft = horizontal && direction == .directionRightToLeft
        let (after, before) = rightToLeft ? (previous, next) : (next, previous)
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            !horizontal ? (.top, .bottom) : direction.isEmpty ? (.leading, .trailing) : (.left, .right)
        for p in predicates {
            let c = NSLayoutConstraint(
                item: after ?? container!,
                attribute: after == nil ? end : (baseline ? .firstBaseline : start),
                relatedBy: p.relation, toItem: before ?? container!,
                attribute: before == nil ? start : (baseline ? .lastBaseline : end),
                multiplier: 1, constant: p.constant)
            c.priority = p.priority
            constraints.append(c)
        }
        guard let previous, let next else { return }
        let alignment = options.rawValue & NSLayoutConstraint.FormatOptions.alignmentMask.rawValue
        for bit in 1...12 where alignment & (1 << bit) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: bit) else { continue }
            let horizontalAttribute = [.left, .right, .leading, .trailing, .width, .centerX].contains(attribute)
            if horizontalAttribute == horizontal {
                let axis = horizontal ? "horizontal" : "vertical"
                throw fail(
                    "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis)."
                )
            }
            alignments.append(
                NSLayoutConstraint(
                    item: previous, attribute: attribute, relatedBy: .equal, toItem: next, attribute: attribute,
                    multiplier: 1, constant: 0))
        }
    }

    // MARK: Characters and values

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func isNameStart(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
    }

    /// A metric's value as a number, whichever numeric type the caller stored.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as any BinaryInteger: CGFloat(Double(v))
        case let v as any BinaryFloatingPoint: CGFloat(Double(v))
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// A priority as `%g` prints it.
    static func format(_ n: CGFloat) -> String {
        n == n.rounded() && abs(n) < 1e6 ? "\(Int(n))" : "\(Double(n))"
    }
}
