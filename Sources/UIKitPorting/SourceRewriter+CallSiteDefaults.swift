extension SourceRewriter {
    /// The fallbacks the sources give calls of optional requirements, by full name:
    /// `delegate?.deck?(self, shouldSwipe: card) ?? true` gives `deck(_:shouldSwipe:)` the
    /// fallback `true`. A requirement's default is what its callers fall back to on iOS when a
    /// conforming type does not implement it, so the porter uses it in place of the type's zero.
    func collectOptionalCallFallbacks() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for i in tokens.indices where tokens[i].kind == .identifier {
            guard i > 0, tokens[i - 1].text == ".", i + 2 < tokens.count,
                tokens[i + 1].text == "?" || tokens[i + 1].text == "!", tokens[i + 2].text == "(",
                let close = matchingClose(of: i + 2), let coalesce = nextSignificant(after: close),
                tokens[coalesce].text == "??", let value = nextSignificant(after: coalesce),
                tokens[value].kind == .number || ["true", "false"].contains(tokens[value].text)
            else { continue }
            // The literal must be the whole fallback, not the start of an expression.
            if let after = nextSignificant(after: value), [".", "(", "["].contains(tokens[after].text) { continue }
            if let after = nextSignificant(after: value), tokens[after].kind == .operator { continue }
            let name = tokens[i].text + "(" + labels(ofArgumentsIn: (i + 2)...close, declaration: false) + ")"
            result[name, default: []].insert(tokens[value].text)
        }
        return result
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

    /// The fallback the callers of the requirement declared at `declaration` agree on, when it
    /// suits the requirement's type.
    func callSiteFallback(forRequirementAt declaration: Int, type: String) -> String? {
        guard tokens[declaration].text == "func", let name = nextSignificant(after: declaration),
            var open = nextSignificant(after: name)
        else { return nil }
        if tokens[open].text == "<", let close = matchingClose(of: open), let next = nextSignificant(after: close) {
            open = next
        }
        guard tokens[open].text == "(", let close = matchingClose(of: open) else { return nil }
        let fullName = tokens[name].text + "(" + labels(ofArgumentsIn: open...close, declaration: true) + ")"
        guard let fallbacks = optionalCallFallbacks[fullName], fallbacks.count == 1, let value = fallbacks.first
        else { return nil }
        if value == "true" || value == "false" { return type == "Bool" ? value : nil }
        return Self.defaultValue(for: type) == "0" ? value : nil
    }
}
