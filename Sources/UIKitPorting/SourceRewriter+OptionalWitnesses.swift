extension SourceRewriter {
    /// A conforming type's `var trackedScrollView: UIScrollView` or `func panel(...) -> Layout`
    /// becomes `UIScrollView?` or `Layout?` when the requirement it implements became optional
    /// (`optionalTypedRequirement(at:)`): a non-optional declaration would not witness the
    /// requirement, and callers would silently get the protocol extension's `nil`.
    mutating func rewriteOptionalWitnesses() {
        guard !sources.optionalTypedRequirements.isEmpty else { return }
        for scope in scopes where scope.kind != .protocol {
            guard let close = scope.closeIndex else { continue }
            let name = scope.kind == .extension ? scope.name : qualifiedName(of: scope)
            let requirements = sources.optionalTypedRequirements(conformedToBy: name)
            guard !requirements.isEmpty else { continue }
            for i in (scope.openIndex + 1)..<close
            where memberLevelAt[i] && typeAt[i] === scope && tokens[i].kind == .identifier
                && ["var", "let", "func"].contains(tokens[i].text)
            {
                if tokens[i].text == "func" {
                    rewriteFunctionWitness(at: i, requirements: requirements)
                } else {
                    rewritePropertyWitness(at: i, requirements: requirements)
                }
            }
        }
    }

    private mutating func rewritePropertyWitness(at index: Int, requirements: [OptionalTypedRequirement]) {
        guard let name = nextSignificant(after: index), let colon = nextSignificant(after: name),
            tokens[colon].text == ":",
            let requirement = requirements.first(where: { $0.keyword == "var" && $0.name == tokens[name].text })
        else { return }
        var type: [Int] = []
        var depth = 0
        var k = colon + 1
        while k < tokens.count {
            let text = tokens[k].text
            if depth == 0 && (tokens[k].kind == .newline || ["{", "=", ";", "}"].contains(text)) { break }
            if text == "(" || text == "[" || text == "<" { depth += 1 }
            if text == ")" || text == "]" || text == ">" { depth -= 1 }
            type.append(k)
            k += 1
        }
        while let last = type.last, tokens[last].isTrivia { type.removeLast() }
        guard Self.compact(type.map { tokens[$0].text }.joined()) == requirement.type else { return }
        makeOptional(type)
        let computed = k < tokens.count && tokens[k].text == "{"
        if !computed || tokens[index].text == "let" {
            note(
                index, "stored \(requirement.name) is now \(requirement.type)? to implement the optional requirement",
                "where this type reads it as \(requirement.type), write \(requirement.name)! or unwrap it")
        }
    }

    private mutating func rewriteFunctionWitness(at index: Int, requirements: [OptionalTypedRequirement]) {
        guard let fullName = fullName(ofFunctionAt: index),
            let requirement = requirements.first(where: { $0.keyword == "func" && $0.name == fullName }),
            let name = nextSignificant(after: index), var open = nextSignificant(after: name)
        else { return }
        if tokens[open].text == "<", let close = matchingClose(of: open), let next = nextSignificant(after: close) {
            open = next
        }
        guard let close = matchingClose(of: open) else { return }
        var k = close + 1
        while k < tokens.count, tokens[k].text != "->", tokens[k].text != "{" { k += 1 }
        guard k < tokens.count, tokens[k].text == "->" else { return }
        var type: [Int] = []
        var depth = 0
        k += 1
        while k < tokens.count {
            let text = tokens[k].text
            if depth == 0 && (text == "{" || text == "where") { break }
            if text == "(" || text == "[" || text == "<" { depth += 1 }
            if text == ")" || text == "]" || text == ">" { depth -= 1 }
            type.append(k)
            k += 1
        }
        while let last = type.last, tokens[last].isTrivia { type.removeLast() }
        while let first = type.first, tokens[first].isTrivia { type.removeFirst() }
        guard Self.compact(type.map { tokens[$0].text }.joined()) == requirement.type else { return }
        makeOptional(type)
    }
}
