extension SourceRewriter {
    /// Attributes that only mean something to the Objective-C runtime or Interface Builder.
    static let droppedAttributes: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBInspectable", "@IBDesignable", "@GKInspectable",
        "@IBSegueAction",
    ]

    /// Drops `@objc`, `@objc(name)`, `@IBOutlet` and the like (with the `dynamic` that KVO
    /// needed beside `@objc`), and `@IBAction` on methods without exactly one argument.
    mutating func rewriteAttributes() {
        for i in tokens.indices where tokens[i].kind == .attribute {
            let name = tokens[i].text
            if Self.droppedAttributes.contains(name) {
                var end = i
                if i + 1 < tokens.count, tokens[i + 1].text == "(", let close = matchingClose(of: i + 1) { end = close }
                delete(i...end)
                if name == "@objc", let n = nextSignificant(after: end), tokens[n].text == "dynamic" {
                    delete(n...n)
                }
            } else if name == "@IBAction", let count = parameterCount(ofFunctionAfter: i), count != 1 {
                delete(i...i)
            }
        }
    }

    /// The number of parameters of the function declared after an attribute at `index`.
    func parameterCount(ofFunctionAfter index: Int) -> Int? {
        var i = index
        while let n = nextSignificant(after: i), tokens[n].text != "func" {
            guard tokens[n].kind == .identifier || tokens[n].kind == .attribute else { return nil }
            i = n
        }
        guard let funcIndex = nextSignificant(after: i), let nameIndex = nextSignificant(after: funcIndex),
            var open = nextSignificant(after: nameIndex)
        else { return nil }
        if tokens[open].text == "<" {
            guard let close = matchingClose(of: open), let n = nextSignificant(after: close) else { return nil }
            open = n
        }
        guard tokens[open].text == "(", let close = matchingClose(of: open) else { return nil }
        var count = 0
        var depth = 0
        var sawContent = false
        for j in (open + 1)..<close where !tokens[j].isTrivia {
            switch tokens[j].text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0: count += 1
            default: break
            }
            sawContent = true
        }
        return sawContent ? count + 1 : 0
    }

    /// `#if os(iOS)` also holds on Linux; `canImport(UIKit)` holds already wherever OpenUIKit is a
    /// dependency.
    mutating func rewriteConditions() {
        for i in tokens.indices
        where tokens[i].kind == .pound && (tokens[i].text == "#if" || tokens[i].text == "#elseif") {
            var condition: [Int] = []
            var j = i + 1
            while j < tokens.count, tokens[j].kind != .newline {
                if !tokens[j].isTrivia { condition.append(j) }
                j += 1
            }
            guard !condition.contains(where: { tokens[$0].text == "Linux" }) else { continue }
            let texts = condition.map { tokens[$0].text }
            for (k, index) in condition.enumerated()
            where k + 3 < condition.count && texts[k] == "os" && texts[k + 1] == "(" && texts[k + 2] == "iOS"
                && texts[k + 3] == ")"
            {
                if condition.count == 4 {
                    replacements[condition[3]] = ") || os(Linux)"
                } else {
                    replacements[index] = "(os"
                    replacements[condition[k + 3]] = ") || os(Linux))"
                }
            }
        }
    }
}
