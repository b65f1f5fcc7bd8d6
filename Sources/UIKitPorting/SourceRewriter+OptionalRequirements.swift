extension SourceRewriter {
    /// The `optional` modifiers of protocol requirements, with the declaration keyword after.
    func optionalRequirements() -> [(modifier: Int, declaration: Int, scope: TypeScope)] {
        tokens.indices.compactMap { i in
            guard tokens[i].kind == .identifier, tokens[i].text == "optional", memberLevelAt[i],
                let scope = typeAt[i], scope.kind == .protocol,
                let n = nextSignificant(after: i),
                ["func", "var", "static", "class", "subscript", "@objc"].contains(tokens[n].text)
            else { return nil }
            var declaration = n
            while ["static", "class"].contains(tokens[declaration].text) || tokens[declaration].kind == .attribute,
                let next = nextSignificant(after: declaration)
            {
                declaration = next
            }
            return (i, declaration, scope)
        }
    }

    /// The base names of this file's optional requirements (the first pass of a port).
    func optionalRequirementBaseNames() -> Set<String> {
        Set(
            optionalRequirements().compactMap { requirement in
                guard tokens[requirement.declaration].text == "func",
                    let name = nextSignificant(after: requirement.declaration)
                else { return nil }
                return tokens[name].text
            })
    }

    /// `@objc optional` requirements become plain requirements, and a protocol extension after
    /// the protocol gives each a default implementation returning nil, false, zero, empty or
    /// nothing, as its type allows.
    mutating func rewriteOptionalRequirements() {
        var defaults: [ObjectIdentifier: (scope: TypeScope, members: [String])] = [:]
        for requirement in optionalRequirements() {
            delete(requirement.modifier...requirement.modifier)
            let scope = requirement.scope
            let staticPrefix =
                tokens[requirement.modifier..<requirement.declaration].contains {
                    $0.text == "static" || $0.text == "class"
                } ? "static " : ""
            guard let member = defaultImplementation(of: requirement.declaration, at: requirement.modifier) else {
                continue
            }
            defaults[ObjectIdentifier(scope), default: (scope, [])].members.append(staticPrefix + member)
        }
        for (scope, members) in defaults.values {
            guard let close = scope.closeIndex else { continue }
            let access = accessModifier(ofDeclarationAt: scope.keywordIndex)
            let indent = indentation(ofLineAt: close)
            let body = members.map { Self.wrapped("\(indent)    \(access)\($0)", indent: indent + "    ") }
                .joined(separator: "\n")
            insertions[close, default: ""] += "\n\n\(indent)extension \(scope.name) {\n\(body)\n\(indent)}"
        }
    }

    /// A default longer than the 120 columns the formatter allows, with its body on a line of
    /// its own, as the formatter would write it.
    static func wrapped(_ line: String, indent: String) -> String {
        guard line.count > 120, line.hasSuffix(" }"), let open = line.range(of: " { ", options: .backwards) else {
            return line
        }
        let value = line[open.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        return "\(line[..<open.lowerBound]) {\n\(indent)    \(value)\n\(indent)}"
    }

    /// The leading whitespace of the line holding token `index`, so an extension inserted after
    /// a protocol nested in `#if` is indented as the protocol is.
    func indentation(ofLineAt index: Int) -> String {
        var i = index
        while i > 0, tokens[i - 1].kind != .newline { i -= 1 }
        return tokens[i].kind == .whitespace ? tokens[i].text : ""
    }

    /// `public ` when the protocol is public, so its defaults are visible where it is.
    func accessModifier(ofDeclarationAt index: Int) -> String {
        var i = index
        while let p = previousSignificant(before: i), tokens[p].kind == .identifier || tokens[p].kind == .attribute {
            if tokens[p].text == "public" || tokens[p].text == "open" { return "public " }
            if tokens[p].text == "}" { break }
            i = p
        }
        return ""
    }

    /// A requirement's declaration tokens (to the end of its line outside brackets, or on to a
    /// wrapped `-> Type`, effects or `where`; to `{` for properties), its type's tokens (the
    /// property's, or the method's return type) and whether it is a settable property.
    func requirementShape(of declaration: Int) -> (signature: [Int], type: [Int], settable: Bool) {
        var signature: [Int] = []
        var depth = 0
        var i = declaration
        let continuations: Set<String> = ["->", "throws", "rethrows", "async", "where"]
        while i < tokens.count {
            let text = tokens[i].text
            if depth == 0 && tokens[i].kind == .newline, let next = nextSignificant(after: i),
                continuations.contains(tokens[next].text)
            {
                i += 1
                continue
            }
            if depth == 0 && (tokens[i].kind == .newline || text == ";" || text == "}" || text == "{") { break }
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            signature.append(i)
            i += 1
        }
        var type: [Int] = []
        var settable = false
        if tokens[declaration].text == "var" {
            if i < tokens.count, tokens[i].text == "{", let close = matchingClose(of: i) {
                settable = tokens[i...close].contains(where: { $0.text == "set" })
            }
            type = Array(signature.drop { tokens[$0].text != ":" }.dropFirst())
        } else {
            var seenArrow = false
            depth = 0
            for index in signature {
                let text = tokens[index].text
                if text == "(" || text == "[" { depth += 1 }
                if text == ")" || text == "]" { depth -= 1 }
                if seenArrow {
                    if depth == 0 && text == "where" { break }
                    type.append(index)
                }
                if depth == 0 && text == "->" { seenArrow = true }
            }
        }
        while let last = type.last, tokens[last].isTrivia { type.removeLast() }
        while let first = type.first, tokens[first].isTrivia { type.removeFirst() }
        return (signature, type, settable)
    }

    /// The requirement at `declaration` when its type has no obvious default, so that the port
    /// declares it `T?` with a `nil` default: what a caller saw on iOS when a conforming type
    /// left it out.
    func optionalTypedRequirement(at declaration: Int) -> OptionalTypedRequirement? {
        let keyword = tokens[declaration].text
        guard keyword == "var" || keyword == "func", let name = nextSignificant(after: declaration) else { return nil }
        let shape = requirementShape(of: declaration)
        let typeText = shape.type.map { tokens[$0].text }.joined()
        let trimmed = typeText.trimmingSpaces()
        guard !shape.settable, !shape.type.isEmpty,
            Self.defaultValue(for: trimmed) == nil
                || Self.defaultValue(for: trimmed) != "nil"
                    && callersNeedMissingImplementation(ofRequirementAt: declaration)
        else {
            return nil
        }
        if keyword == "var" {
            return OptionalTypedRequirement(keyword: keyword, name: tokens[name].text, type: Self.compact(typeText))
        }
        guard let fullName = fullName(ofFunctionAt: declaration) else { return nil }
        return OptionalTypedRequirement(keyword: keyword, name: fullName, type: Self.compact(typeText))
    }

    /// A type's text without spaces, to compare a conforming declaration's type with it.
    static func compact(_ type: String) -> String { type.filter { $0 != " " && $0 != "\n" && $0 != "\t" } }

    /// `name(a:Int,b:UIView)` for the function declared with the `func` at `index`: its labels
    /// and parameter types, which tell overloads apart.
    func fullName(ofFunctionAt index: Int) -> String? {
        guard let name = nextSignificant(after: index), var open = nextSignificant(after: name) else { return nil }
        if tokens[open].text == "<", let close = matchingClose(of: open), let next = nextSignificant(after: close) {
            open = next
        }
        guard tokens[open].text == "(", let close = matchingClose(of: open) else { return nil }
        var parameters: [String] = []
        var current = ""
        var depth = 0
        var phase = 0  // 0: the label, 1: the names before the colon, 2: the type, 3: a default value.
        for k in (open + 1)..<close where !tokens[k].isTrivia {
            let text = tokens[k].text
            if depth == 0 && text == "," {
                parameters.append(current)
                current = ""
                phase = 0
                continue
            }
            if ["(", "[", "<"].contains(text) { depth += 1 }
            if [")", "]", ">"].contains(text) { depth -= 1 }
            switch phase {
            case 0:
                current = text + ":"
                phase = 1
            case 1 where text == ":": phase = 2
            case 2 where depth == 0 && text == "=": phase = 3
            case 2: current += text
            default: break
            }
        }
        if !current.isEmpty { parameters.append(current) }
        return tokens[name].text + "(" + parameters.joined(separator: ",") + ")"
    }

    /// Makes the type at `type` optional: `T?`, or `(T)?` when `?` would bind to a part of it.
    mutating func makeOptional(_ type: [Int]) {
        guard let first = type.first, let last = type.last else { return }
        let text = type.map { tokens[$0].text }.joined()
        let needsParentheses =
            text.contains("->") || text.contains("&") || text.hasPrefix("some ") || text.hasPrefix("any ")
        if needsParentheses { replacements[first] = "(" + (replacements[first] ?? tokens[first].text) }
        replacements[last] = (replacements[last] ?? tokens[last].text) + (needsParentheses ? ")?" : "?")
    }

    /// The requirement's declaration with a default body, or nil (with a note) when no default
    /// can be written. A type without an obvious default becomes optional, defaulting to nil.
    private mutating func defaultImplementation(of declaration: Int, at modifier: Int) -> String? {
        let (signature, type, settable) = requirementShape(of: declaration)
        let isProperty = tokens[declaration].text == "var"
        if settable {
            note(
                modifier, "optional settable property requirement",
                "implement the property in every conforming type; a protocol extension cannot store it")
            return nil
        }
        let typeText = type.map { tokens[$0].text }.joined().trimmingSpaces()
        let fallback = isProperty ? nil : callSiteFallback(forRequirementAt: declaration, type: typeText)
        var value = fallback ?? Self.defaultValue(for: typeText)
        if !isProperty, value != "nil", callersNeedMissingImplementation(ofRequirementAt: declaration) { value = nil }
        if value == nil, !type.isEmpty {
            makeOptional(type)
            value = "nil"
        }
        guard let value else { return nil }
        let text = Self.singleLine(
            signature.map { index in
                var token = tokens[index]
                token.text = replacements[index] ?? token.text
                return token
            })
        if isProperty { return "\(text) { \(value) }" }
        return value.isEmpty ? "\(text) {}" : "\(text) { \(value) }"
    }

    /// A declaration's tokens on one line: comments dropped, line breaks as single spaces.
    private static func singleLine(_ tokens: [SwiftToken]) -> String {
        var text = ""
        for token in tokens where token.kind != .comment {
            if token.kind == .newline || token.kind == .whitespace {
                if !text.hasSuffix(" ") && !text.hasSuffix("(") { text += " " }
            } else {
                if token.text == ")" && text.hasSuffix(" ") { text.removeLast() }
                text += token.text
            }
        }
        return text.trimmingSpaces()
    }

    /// The default a requirement returns, by its type: empty for Void.
    static func defaultValue(for type: String) -> String? {
        switch type {
        case "", "Void", "()": return ""
        case "Bool": return "false"
        case "String": return "\"\""
        case "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float",
            "Double", "CGFloat", "TimeInterval", "NSInteger", "NSUInteger":
            return "0"
        case "CGSize", "CGRect", "CGPoint", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset":
            return ".zero"
        case "CGAffineTransform", "CATransform3D": return ".identity"
        default: break
        }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        if type.hasPrefix("["), type.hasSuffix("]") {
            var depth = 0
            for c in type.dropFirst().dropLast() {
                if c == "[" || c == "(" || c == "<" { depth += 1 }
                if c == "]" || c == ")" || c == ">" { depth -= 1 }
                if c == ":" && depth == 0 { return "[:]" }
            }
            return "[]"
        }
        return nil
    }
}
