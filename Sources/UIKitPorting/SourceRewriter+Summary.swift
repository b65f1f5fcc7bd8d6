extension SourceRewriter {
    /// What this file contributes to the first pass of a port: its classes, what its types and
    /// extensions inherit, and its optional requirements whose type becomes optional.
    func summarize() -> SourcesSummary {
        var summary = SourcesSummary()
        for scope in scopes {
            let name = qualifiedName(of: scope)
            if scope.kind == .type, tokens[scope.keywordIndex].text == "class" {
                summary.classFiles[name, default: []].append(file)
                if let superclass = superclassName(of: scope) { summary.superclasses[name] = superclass }
                if let next = nextSignificant(after: scope.keywordIndex).flatMap({ nextSignificant(after: $0) }),
                    tokens[next].text == "<"
                {
                    summary.genericClasses.insert(name)
                }
                if declarationAttributes(before: scope.keywordIndex).contains("@objcMembers") {
                    summary.objectiveCMembersClasses.insert(name)
                }
            }
            let parents = inheritedNames(of: scope)
            if !parents.isEmpty { summary.inherited[name, default: []].formUnion(parents) }
        }
        for i in tokens.indices where tokens[i].kind == .attribute && tokens[i].text == "@_exported" {
            if let keyword = nextSignificant(after: i), tokens[keyword].text == "import",
                let module = nextSignificant(after: keyword)
            {
                summary.exportedModules.insert(tokens[module].text)
            }
        }
        for scope in scopes where scope.kind == .extension {
            guard let close = scope.closeIndex else { continue }
            for i in (scope.openIndex + 1)..<close
            where memberLevelAt[i] && typeAt[i] === scope && ["var", "func"].contains(tokens[i].text) {
                var k = i
                var overrides = false
                while let p = previousSignificant(before: k),
                    tokens[p].kind == .identifier || tokens[p].kind == .attribute,
                    !["var", "func", "let", "}"].contains(tokens[p].text)
                {
                    if tokens[p].text == "override" { overrides = true }
                    k = p
                }
                if !overrides, let key = memberKey(ofDeclarationAt: i) {
                    summary.extensionMembers[key, default: []].insert(scope.name)
                }
            }
        }
        for i in tokens.indices where tokens[i].text == "override" && tokens[i].kind == .identifier && memberLevelAt[i]
        {
            var k = i
            while let n = nextSignificant(after: k), tokens[n].kind == .identifier,
                !["var", "func"].contains(tokens[n].text)
            {
                k = n
            }
            if let keyword = nextSignificant(after: k), tokens[keyword].text == "var",
                let name = nextSignificant(after: keyword), let scope = typeAt[i]
            {
                let owner = scope.kind == .extension ? scope.name : qualifiedName(of: scope)
                summary.overriddenProperties[tokens[name].text, default: []].insert(owner)
            }
        }
        for scope in scopes where scope.kind == .protocol {
            guard let close = scope.closeIndex else { continue }
            let requiresInit = ((scope.openIndex + 1)..<close).contains { i in
                tokens[i].text == "init" && memberLevelAt[i] && typeAt[i] === scope
                    && nextSignificant(after: i).map { tokens[$0].text == "(" } == true
                    && nextSignificant(after: i).flatMap { nextSignificant(after: $0) }.map { tokens[$0].text == ")" }
                        == true
            }
            if requiresInit { summary.initRequiringProtocols.insert(qualifiedName(of: scope)) }
        }
        for i in tokens.indices where tokens[i].kind == .identifier && Self.isUIKitName(tokens[i].text) {
            if let open = nextSignificant(after: i), tokens[open].text == "{",
                let before = previousSignificant(before: i),
                ["return", "=", "(", "??"].contains(tokens[before].text)
            {
                summary.closureCreatedUIKitClasses.insert(tokens[i].text)
            }
        }
        summary.objectiveCProtocols = objectiveCProtocolRequirements()
        summary.sendsMessagesByName = sendsMessagesByName
        summary.selectorConstants = selectorConstantNames()
        for requirement in optionalRequirements() {
            guard let typed = optionalTypedRequirement(at: requirement.declaration) else { continue }
            summary.optionalTypedRequirements[requirement.scope.name, default: []].append(typed)
        }
        return summary
    }

    /// `isHidden` for a property, `prepare(for:UIStoryboardSegue,sender:Any?)` for a method (its
    /// labels and parameter types tell overloads apart).
    func memberKey(ofDeclarationAt index: Int) -> String? {
        if tokens[index].text == "func" { return fullName(ofFunctionAt: index) }
        guard let name = nextSignificant(after: index), tokens[name].kind == .identifier else { return nil }
        return tokens[name].text
    }

    /// `Outer.Inner` for a type declared inside another (or inside an extension of another).
    func qualifiedName(of scope: TypeScope) -> String {
        var name = scope.name
        var outer = typeAt[scope.keywordIndex]
        while let enclosing = outer {
            name = enclosing.name + "." + name
            outer = typeAt[enclosing.keywordIndex]
        }
        return name
    }

    /// The names after a declaration's colon, up to its `where` clause or body.
    func inheritedNames(of scope: TypeScope) -> [String] {
        var names: [String] = []
        var i = scope.keywordIndex
        var inList = false
        var depth = 0
        var expectName = false
        while i < scope.openIndex {
            let text = tokens[i].text
            if text == "<" || text == "(" { depth += 1 }
            if text == ">" || text == ")" { depth -= 1 }
            if depth == 0 {
                if text == "where" { break }
                if text == ":" && !inList {
                    inList = true
                    expectName = true
                } else if text == "," && inList {
                    expectName = true
                } else if expectName && tokens[i].kind == .identifier {
                    names.append(dottedName(from: i))
                    expectName = false
                }
            }
            i += 1
        }
        return names
    }

    /// The `#if` directives enclosing token `index`, outermost first: each one's key (file and
    /// token index) and the condition under which the token is compiled.
    func conditionStack(at index: Int) -> [(key: String, condition: String)] {
        var stack: [(key: String, raw: [String], condition: String)] = []
        for k in 0..<index where tokens[k].kind == .pound {
            switch tokens[k].text {
            case "#if":
                let raw = directiveCondition(at: k)
                stack.append(("\(file)#\(k)", [raw], raw))
            case "#elseif":
                guard var top = stack.popLast() else { continue }
                let raw = directiveCondition(at: k)
                top.condition = (top.raw.map(Self.negated) + [raw]).joined(separator: " && ")
                top.raw.append(raw)
                stack.append(top)
            case "#else":
                guard var top = stack.popLast() else { continue }
                top.condition = top.raw.map(Self.negated).joined(separator: " && ")
                stack.append(top)
            case "#endif":
                _ = stack.popLast()
            default: break
            }
        }
        return stack.map { ($0.key, $0.condition) }
    }

    /// The condition of a `#if` or `#elseif` line as ported.
    private func directiveCondition(at index: Int) -> String {
        var text = ""
        var k = index + 1
        while k < tokens.count, tokens[k].kind != .newline {
            if tokens[k].kind != .comment { text += replacements[k] ?? tokens[k].text }
            k += 1
        }
        return text.trimmingSpaces()
    }

    private static func negated(_ condition: String) -> String {
        condition.contains(" ") ? "!(\(condition))" : "!\(condition)"
    }
}
