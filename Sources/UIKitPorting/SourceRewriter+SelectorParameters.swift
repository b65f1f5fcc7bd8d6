extension SourceRewriter {
    /// A library's own target-action helper, `func f(target: Any, action: Selector)` whose body
    /// only hands `action` on (`self.init(target: target, action: action)`,
    /// `addTarget(target, action: action, for: e)`), becomes generic over the target and takes a
    /// method reference, as UIKit's target-action API does here:
    /// `func f<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void)`.
    /// Its callers' `#selector` arguments are method references already. In an extension of a
    /// gesture recognizer the sender is a `UIGestureRecognizer`, as the recognizer's API needs.
    mutating func rewriteSelectorParameters() {
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == "Selector" {
            guard replacements[i] == nil, let colon = previousSignificant(before: i), tokens[colon].text == ":",
                let name = previousSignificant(before: colon), tokens[name].kind == .identifier,
                let after = nextSignificant(after: i), [",", ")"].contains(tokens[after].text),
                let open = enclosingParameterListOpen(i), let close = matchingClose(of: open),
                let declaration = declarationKeyword(beforeParameters: open)
            else { continue }
            let targets = parameterTypes(open: open, close: close).filter {
                tokens[$0.name].text == "target" && ["Any", "AnyObject"].contains(tokens[$0.type].text)
            }
            guard targets.count == 1, let target = targets.first, let body = bodyOpen(after: close),
                let bodyClose = matchingClose(of: body),
                onlyForwarded(tokens[name].text, in: body...bodyClose)
            else { continue }
            let extended = typeAt[declaration]?.name ?? ""
            let sender = extended.hasSuffix("GestureRecognizer") ? "Sender: UIGestureRecognizer" : "Sender"
            replacements[i] = "@escaping (Target) -> (Sender) -> Void"
            replacements[target.type] = "Target"
            if let generic = previousSignificant(before: open), tokens[generic].text == ">",
                let genericOpen = (declaration..<generic).last(where: { tokens[$0].text == "<" })
            {
                insertions[genericOpen, default: ""] += "Target: AnyObject, \(sender), "
            } else if let before = previousSignificant(before: open) {
                insertions[before, default: ""] += "<Target: AnyObject, \(sender)>"
            }
        }
    }

    /// The `(` of the parameter list holding token `index`, if it is one of a `func`'s or an
    /// `init`'s.
    private func enclosingParameterListOpen(_ index: Int) -> Int? {
        var depth = 0
        var k = index - 1
        while k >= 0 {
            let text = tokens[k].text
            if [")", "]", "}"].contains(text) { depth += 1 }
            if ["(", "[", "{"].contains(text) {
                if depth == 0 { return text == "(" ? k : nil }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// The `func` or `init` keyword whose parameter list opens at `open`.
    private func declarationKeyword(beforeParameters open: Int) -> Int? {
        var k = previousSignificant(before: open)
        if let g = k, tokens[g].text == ">" {
            var depth = 0
            while let p = k {
                if tokens[p].text == ">" { depth += 1 }
                if tokens[p].text == "<" {
                    depth -= 1
                    if depth == 0 { break }
                }
                k = previousSignificant(before: p)
            }
            k = k.flatMap { previousSignificant(before: $0) }
        }
        guard var p = k else { return nil }
        if ["?", "!"].contains(tokens[p].text), let q = previousSignificant(before: p) { p = q }
        if tokens[p].text == "init" { return p }
        if tokens[p].kind == .identifier, let f = previousSignificant(before: p), tokens[f].text == "func" { return f }
        return nil
    }

    /// Each parameter's internal-name token and the first token of its type.
    private func parameterTypes(open: Int, close: Int) -> [(name: Int, type: Int)] {
        var result: [(name: Int, type: Int)] = []
        var depth = 0
        for k in (open + 1)..<close {
            let text = tokens[k].text
            if ["(", "[", "<"].contains(text) { depth += 1 }
            if [")", "]", ">"].contains(text) { depth -= 1 }
            guard depth == 0, text == ":", let name = previousSignificant(before: k), tokens[name].kind == .identifier,
                let type = nextSignificant(after: k)
            else { continue }
            result.append((name, type))
        }
        return result
    }

    /// The `{` opening the body of a declaration whose parameters close at `close`.
    private func bodyOpen(after close: Int) -> Int? {
        var k = close + 1
        while k < tokens.count {
            if tokens[k].text == "{" { return k }
            if ["}", ";"].contains(tokens[k].text) || tokens[k].kind == .attribute { return nil }
            k += 1
        }
        return nil
    }

    /// Whether every use of `name` in `range` is an argument labelled `action:` or `selector:`.
    private func onlyForwarded(_ name: String, in range: ClosedRange<Int>) -> Bool {
        var uses = 0
        for k in range where tokens[k].kind == .identifier && tokens[k].text == name {
            if let colon = previousSignificant(before: k), tokens[colon].text == ":",
                let label = previousSignificant(before: colon), ["action", "selector"].contains(tokens[label].text),
                let next = nextSignificant(after: k), [",", ")"].contains(tokens[next].text)
            {
                uses += 1
                continue
            }
            if let colon = nextSignificant(after: k), tokens[colon].text == ":" { continue }  // a label
            return false
        }
        return uses > 0
    }
}
