import InterfaceBuilderFormat

/// One method of the sources that Objective-C could send a message to by selector: an `@objc`
/// method, an `@IBAction`, a member of an `@objcMembers` class, or a witness of an `@objc`
/// protocol's requirement.
struct ObjectiveCMethod: Equatable, Sendable {
    /// The class (or extended class), qualified (`Outer.Inner`).
    var className: String
    /// The selector, as `@objc(name:)` gives it or Swift infers it (`routeToOrderWithSegue:`).
    var selector: String
    /// The method's Swift name for a reference (`routeToOrder(segue:)`, or `reload` with no
    /// arguments).
    var reference: String
    /// Whether it is `private` (reachable only from the file declaring it).
    var isPrivate: Bool
    /// The file declaring it.
    var file: String
}

extension SourceRewriter {
    /// Whether the file sends messages by selectors made at run time: `NSSelectorFromString`,
    /// `Selector("name")`, `responds(to:)`, or `perform` with a selector value.
    var sendsMessagesByName: Bool {
        tokens.indices.contains { i in
            guard tokens[i].kind == .identifier, let next = nextSignificant(after: i), tokens[next].text == "("
            else { return false }
            let argument = nextSignificant(after: next)
            switch tokens[i].text {
            case "NSSelectorFromString": return true
            case "Selector": return argument.map { tokens[$0].kind == .string } ?? false
            case "responds": return argument.map { tokens[$0].text == "to" } ?? false
            case "perform":
                return argument.map { tokens[$0].kind == .identifier && tokens[$0].text != "#selector" } ?? false
            default: return false
            }
        }
    }

    /// The requirements of the file's `@objc` protocols (`name(label:)`), by protocol name.
    func objectiveCProtocolRequirements() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for scope in scopes
        where scope.kind == .protocol && declarationAttributes(before: scope.keywordIndex).contains("@objc") {
            guard let close = scope.closeIndex else { continue }
            for f in (scope.openIndex + 1)..<close where tokens[f].text == "func" && typeAt[f] === scope {
                if let signature = signature(ofFunctionAt: f) { result[scope.name, default: []].insert(signature.key) }
            }
        }
        return result
    }

    /// The file's methods Objective-C could call by selector, given every `@objc` protocol's
    /// requirements; classes are those the sources declare. A name the class overloads by
    /// argument types alone (`layout(_:for:)` twice) is left out: a reference to it without its
    /// types is ambiguous, so the table could not compile.
    func objectiveCMethods(objectiveCProtocols: [String: Set<String>]) -> [ObjectiveCMethod] {
        var declarations: [String: Int] = [:]
        for f in tokens.indices where tokens[f].text == "func" && memberLevelAt[f] {
            guard let scope = typeAt[f], let signature = signature(ofFunctionAt: f) else { continue }
            declarations[qualifiedName(of: scope) + "." + signature.key, default: 0] += 1
        }
        var methods: [ObjectiveCMethod] = []
        for f in tokens.indices where tokens[f].text == "func" && memberLevelAt[f] {
            guard let scope = typeAt[f], scope.kind != .protocol else { continue }
            let className = qualifiedName(of: scope)
            guard sources.classFiles[className] != nil, !sources.genericClasses.contains(className),
                let signature = signature(ofFunctionAt: f)
            else { continue }
            let attributes = declarationAttributes(before: f)
            let modifiers = modifiers(before: f)
            guard !modifiers.contains("static"), !modifiers.contains("class") else { continue }
            let witnesses = (sources.inherited[className] ?? []).contains {
                objectiveCProtocols[$0]?.contains(signature.key) ?? false
            }
            let exposed =
                attributes.contains("@objc") || attributes.contains("@IBAction") || witnesses
                || sources.objectiveCMembersClasses.contains(className)
            guard exposed, declarations[className + "." + signature.key] == 1 else { continue }
            methods.append(
                ObjectiveCMethod(
                    className: className, selector: objectiveCName(before: f) ?? signature.selector,
                    reference: signature.labels.isEmpty ? signature.name : signature.key,
                    isPrivate: modifiers.contains("private"), file: file))
        }
        return methods
    }

    /// A method's name, labels, `name(label:)` key and inferred selector; nil for what a table
    /// cannot call (generic, throwing, asynchronous, `inout`, or more than two arguments).
    private func signature(ofFunctionAt f: Int) -> (name: String, labels: [String], key: String, selector: String)? {
        guard let nameIndex = nextSignificant(after: f), tokens[nameIndex].kind == .identifier,
            let open = nextSignificant(after: nameIndex), tokens[open].text == "(", let close = matchingClose(of: open)
        else { return nil }
        var labels: [String] = []
        var depth = 0
        var expectingLabel = true
        for k in (open + 1)..<close where !tokens[k].isTrivia {
            let text = tokens[k].text
            if ["(", "[", "<"].contains(text) { depth += 1 }
            if [")", "]", ">"].contains(text) && !(text == ">" && tokens[k - 1].text == "-") { depth -= 1 }
            if text == "inout" { return nil }
            if depth == 0 && text == "," {
                expectingLabel = true
            } else if expectingLabel && depth == 0 {
                labels.append(text)
                expectingLabel = false
            }
        }
        var k = close + 1
        while k < tokens.count, tokens[k].text != "{", tokens[k].text != "}" {
            if ["throws", "rethrows", "async"].contains(tokens[k].text) { return nil }
            k += 1
        }
        guard labels.count <= 2 else { return nil }
        let name = tokens[nameIndex].text
        let key = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        return (name, labels, key, Self.objectiveCSelector(name: name, labels: labels))
    }

    /// The attributes written before the declaration at `index` (`@objc`, `@IBAction`).
    func declarationAttributes(before index: Int) -> [String] {
        var found: [String] = []
        var k = index
        while let p = previousSignificant(before: k) {
            if tokens[p].text == ")", let open = matchingOpen(of: p), let attribute = previousSignificant(before: open),
                tokens[attribute].kind == .attribute
            {
                found.append(tokens[attribute].text)
                k = attribute
            } else if tokens[p].kind == .attribute || Self.declarationModifiers.contains(tokens[p].text) {
                if tokens[p].kind == .attribute { found.append(tokens[p].text) }
                k = p
            } else {
                break
            }
        }
        return found
    }

    /// The modifiers written before the declaration at `index` (`private`, `static`).
    private func modifiers(before index: Int) -> Set<String> {
        var found: Set<String> = []
        var k = index
        while let p = previousSignificant(before: k) {
            if tokens[p].text == ")", let open = matchingOpen(of: p), let before = previousSignificant(before: open) {
                k = before
            } else if tokens[p].kind == .attribute || Self.declarationModifiers.contains(tokens[p].text) {
                if tokens[p].kind != .attribute { found.insert(tokens[p].text) }
                k = p
            } else {
                break
            }
        }
        return found
    }

    /// The name `@objc(name:)` gives the declaration at `index`, if any.
    private func objectiveCName(before index: Int) -> String? {
        var k = index
        while let p = previousSignificant(before: k) {
            if tokens[p].text == ")", let open = matchingOpen(of: p), let attribute = previousSignificant(before: open)
            {
                if tokens[attribute].text == "@objc" {
                    return ((open + 1)..<p).filter { !tokens[$0].isTrivia }.map { tokens[$0].text }.joined()
                }
                k = attribute
            } else if tokens[p].kind == .attribute || Self.declarationModifiers.contains(tokens[p].text) {
                k = p
            } else {
                break
            }
        }
        return nil
    }

    /// The selector Swift infers for `name(labels...)`: `name`, `name:`, `nameWithLabel:` (no
    /// `With` when the label or the name's last word is a preposition), then `label:` per
    /// further argument; the same rule as the storyboard connection generator's.
    static func objectiveCSelector(name: String, labels: [String]) -> String {
        IBSourceScanner.selector(name: name, labels: labels)
    }

    /// The table generated for `methods` of one class: an extension of the class holding the
    /// calls (so private methods of its file are reachable) and the table type the runtime
    /// finds by name (`__ObjectiveCMethods_Outer_Inner`).
    static func objectiveCMethodTable(className: String, methods: [ObjectiveCMethod]) -> String {
        let table = "__ObjectiveCMethods_" + className.replacingOccurrences(of: ".", with: "_")
        let type = "[String: @MainActor @Sendable (AnyObject, Any?, Any?) -> _ObjectiveCMessageResult]"
        var out = "\n// uikit-port: the methods of \(className) that Objective-C could call by selector name\n"
        out += "// (NSSelectorFromString, responds(to:), perform(_:with:)), which Linux's runtime cannot list.\n"
        out += "extension \(className) {\n"
        out += "    @MainActor fileprivate static var __objectiveCMethods: \(type) {\n"
        out += "        [\n"
        for method in methods {
            out += "            \"\(method.selector)\": { object, a, b in\n"
            out += "                guard let t = object as? \(className) else { return .mismatched }\n"
            out += "                return _ObjectiveCMessage.call(t.\(method.reference), a, b)\n"
            out += "            },\n"
        }
        out += "        ]\n    }\n}\n\n"
        out += "@MainActor\nfinal class \(table): _ObjectiveCMethodTable {\n"
        out += "    static var _methods: \(type) { \(className).__objectiveCMethods }\n}\n"
        return out
    }
}
