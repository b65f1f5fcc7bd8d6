extension SourceRewriter {
    /// The fallbacks the sources give calls of optional requirements, by full name:
    /// `delegate?.deck?(self, shouldSwipe: card) ?? true` gives `deck(_:shouldSwipe:)` the
    /// fallback `true`. A requirement's default is what its callers fall back to on iOS when a
    /// conforming type does not implement it, so the porter uses it in place of the type's zero.
    /// A caller that binds the result (`if let r = d?.f?(x)`) or compares it with `nil` tells a
    /// missing implementation apart from every value, so the requirement's fallback is
    /// ``missingImplementation``; `d?.f?(x) == false` treats a missing one as `true`.
    func collectOptionalCallFallbacks() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for i in tokens.indices where tokens[i].kind == .identifier {
            guard i > 0, tokens[i - 1].text == ".", i + 2 < tokens.count,
                tokens[i + 1].text == "?" || tokens[i + 1].text == "!", tokens[i + 2].text == "(",
                let close = matchingClose(of: i + 2)
            else { continue }
            let name = tokens[i].text + "(" + labels(ofArgumentsIn: (i + 2)...close, declaration: false) + ")"
            if let fallback = fallbackOfBindingOrComparison(callAt: i, closingAt: close) {
                result[name, default: []].insert(fallback)
                continue
            }
            guard let coalesce = nextSignificant(after: close),
                tokens[coalesce].text == "??", let value = nextSignificant(after: coalesce),
                tokens[value].kind == .number || ["true", "false"].contains(tokens[value].text)
            else { continue }
            // The literal must be the whole fallback, not the start of an expression.
            if let after = nextSignificant(after: value), [".", "(", "["].contains(tokens[after].text) { continue }
            if let after = nextSignificant(after: value), tokens[after].kind == .operator { continue }
            result[name, default: []].insert(tokens[value].text)
        }
        return result
    }

    /// The marker of a requirement whose callers need to see that it is not implemented.
    static let missingImplementation = "nil"

    /// What the call of the optional requirement named at `name`, its arguments closing at
    /// `close`, shows a missing implementation as: ``missingImplementation`` when the call's
    /// result is bound by `if let`, `guard let` or `while let`, or compared with `nil`; the
    /// opposite Boolean when it is compared with `true` or `false` (`nil == false` is false, as
    /// if the method had said `true`).
    private func fallbackOfBindingOrComparison(callAt name: Int, closingAt close: Int) -> String? {
        if let comparison = nextSignificant(after: close), ["==", "!="].contains(tokens[comparison].text),
            let value = nextSignificant(after: comparison)
        {
            switch tokens[value].text {
            case "nil": return Self.missingImplementation
            case "true": return "false"
            case "false": return "true"
            default: return nil
            }
        }
        // The start of the postfix chain the call ends (`self.delegate?.f?`).
        var start = name
        while let p = previousSignificant(before: start) {
            let text = tokens[p].text
            if [".", "?", "!"].contains(text)
                || tokens[p].kind == .identifier && !["let", "var", "return"].contains(text)
            {
                start = p
            } else if text == ")" || text == "]", let open = matchingOpen(of: p) {
                start = open
            } else {
                break
            }
        }
        guard let equals = previousSignificant(before: start), tokens[equals].text == "=",
            let bound = previousSignificant(before: equals), tokens[bound].kind == .identifier,
            let keyword = previousSignificant(before: bound), ["let", "var"].contains(tokens[keyword].text),
            let before = previousSignificant(before: keyword),
            ["if", "guard", "while", ","].contains(tokens[before].text)
        else { return nil }
        return Self.missingImplementation
    }

    /// `a:b:` for the arguments (or parameters) between a pair of parentheses: each one's label,
    /// `_` where a call argument has none. A parameter's label is its first name.
    func labels(ofArgumentsIn range: ClosedRange<Int>, declaration: Bool) -> String {
        var result = ""
        var depth = 0
        var argumentStart = true
        for i in (range.lowerBound + 1)..<range.upperBound where !tokens[i].isTrivia {
            let text = tokens[i].text
            if argumentStart {
                argumentStart = false
                if declaration {
                    result += text + ":"
                } else if tokens[i].kind == .identifier, let next = nextSignificant(after: i), tokens[next].text == ":"
                {
                    result += text + ":"
                } else {
                    result += "_:"
                }
            }
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) { depth -= 1 }
            if depth == 0 && text == "," { argumentStart = true }
        }
        return result
    }

    /// Whether a caller of the requirement declared at `declaration` tells a missing
    /// implementation apart from every value it could return, so that its type must become
    /// optional (`if let constraints = layout.prepareLayout?(in: view)`).
    func callersNeedMissingImplementation(ofRequirementAt declaration: Int) -> Bool {
        guard let fullName = callName(ofRequirementAt: declaration) else { return false }
        return optionalCallFallbacks[fullName]?.contains(Self.missingImplementation) == true
    }

    /// `f(_:shouldSwipe:)` for the method declared with the `func` at `declaration`, as its
    /// calls name it.
    private func callName(ofRequirementAt declaration: Int) -> String? {
        guard tokens[declaration].text == "func", let name = nextSignificant(after: declaration),
            var open = nextSignificant(after: name)
        else { return nil }
        if tokens[open].text == "<", let close = matchingClose(of: open), let next = nextSignificant(after: close) {
            open = next
        }
        guard tokens[open].text == "(", let close = matchingClose(of: open) else { return nil }
        return tokens[name].text + "(" + labels(ofArgumentsIn: open...close, declaration: true) + ")"
    }

    /// The fallback the callers of the requirement declared at `declaration` agree on, when it
    /// suits the requirement's type.
    func callSiteFallback(forRequirementAt declaration: Int, type: String) -> String? {
        guard let fullName = callName(ofRequirementAt: declaration) else { return nil }
        guard let fallbacks = optionalCallFallbacks[fullName], fallbacks.count == 1, let value = fallbacks.first,
            value != Self.missingImplementation
        else { return nil }
        if value == "true" || value == "false" { return type == "Bool" ? value : nil }
        return Self.defaultValue(for: type) == "0" ? value : nil
    }
}
