extension SourceRewriter {
    // A read-only property the sources add in an extension (`extension UIViewController { @objc
    // var isHidden: Bool {...} }`) and override in a subclass of theirs: Objective-C dispatch
    // allowed it; Swift dispatches extension members statically. The porter routes it through a
    // protocol the overriding classes adopt:
    //
    //     extension UIViewController {
    //         var isHidden: Bool {
    //             if let overriding = self as? IsHiddenOverride { return overriding.isHiddenOverride }
    //             return isHiddenBase
    //         }
    //         var isHiddenBase: Bool { ...original body... }
    //     }
    //     protocol IsHiddenOverride: AnyObject { var isHiddenOverride: Bool { get } }
    //
    // and the subclass's `override var isHidden` becomes `var isHiddenOverride` (`super.isHidden`
    // in it `super.isHiddenBase`), with `extension Menu: IsHiddenOverride {}`.

    /// The names of the protocol, the renamed override and the original body for a property.
    static func overrideNames(of property: String) -> (protocol: String, override: String, base: String) {
        let capitalised = property.prefix(1).uppercased() + property.dropFirst()
        return (capitalised + "Override", property + "Override", property + "Base")
    }

    /// Whether the property declared at `keyword` (`var`) is read-only with a getter body: its
    /// type's tokens and the body's braces.
    func readOnlyComputedProperty(at keyword: Int) -> (type: String, open: Int, close: Int)? {
        guard tokens[keyword].text == "var", let name = nextSignificant(after: keyword),
            let colon = nextSignificant(after: name), tokens[colon].text == ":"
        else { return nil }
        var k = colon + 1
        var type = ""
        while k < tokens.count, tokens[k].text != "{" {
            if ["=", "}", ";"].contains(tokens[k].text) || tokens[k].kind == .newline && type.isEmpty { return nil }
            type += tokens[k].kind == .newline ? " " : tokens[k].text
            k += 1
        }
        guard k < tokens.count, let close = matchingClose(of: k),
            let first = nextSignificant(after: k),
            !["get", "set", "willSet", "didSet", "_modify", "_read"].contains(tokens[first].text)
        else { return nil }
        return (type.trimmingSpaces(), k, close)
    }

    /// Routes a property the sources' extension declares through the override protocol when the
    /// sources override it somewhere.
    mutating func rewriteOverriddenExtensionProperties() {
        for scope in scopes where scope.kind == .extension {
            guard let close = scope.closeIndex else { continue }
            for i in (scope.openIndex + 1)..<close
            where memberLevelAt[i] && typeAt[i] === scope && tokens[i].text == "var" {
                guard let name = nextSignificant(after: i),
                    let owners = sources.overriddenProperties[tokens[name].text],
                    owners.contains(where: { sources.superclassChain(of: $0).contains(scope.name) }),
                    !isOverride(declarationAt: i), let shape = readOnlyComputedProperty(at: i)
                else { continue }
                let property = tokens[name].text
                let names = Self.overrideNames(of: property)
                let indent = indentation(ofLineAt: i)
                let access = accessModifier(ofDeclarationAt: scope.keywordIndex)
                insertions[shape.open, default: ""] +=
                    "\n\(indent)    if let overriding = self as? \(names.protocol) { return overriding.\(names.override) }\n"
                    + "\(indent)    return \(names.base)\n\(indent)}\n\(indent)var \(names.base): \(shape.type) {"
                insertions[close, default: ""] +=
                    "\n\n/// `\(property)` as the classes that override it give it (Swift overrides no extension "
                    + "member).\n\(access)protocol \(names.protocol): AnyObject {\n    var \(names.override): "
                    + "\(shape.type) { get }\n}"
                insertionSummaries[shape.open] = "(dispatches to \(names.override) of the overriding classes)"
            }
        }
    }

    /// Whether the member declared at `keyword` is marked `override`.
    private func isOverride(declarationAt keyword: Int) -> Bool {
        var k = keyword
        while let p = previousSignificant(before: k), tokens[p].kind == .identifier || tokens[p].kind == .attribute,
            !["var", "func", "let", "}", "{"].contains(tokens[p].text)
        {
            if tokens[p].text == "override" { return true }
            k = p
        }
        return false
    }

    /// The subclass side: `override var p: T { ... super.p ... }` becomes `var pOverride: T {
    /// ... super.pBase ... }` and the class adopts the protocol. False when the override is not a
    /// read-only property with a body (it is reported instead).
    mutating func rewriteOverride(at overrideIndex: Int, keyword: Int, in scope: TypeScope) -> Bool {
        guard let name = nextSignificant(after: keyword), let shape = readOnlyComputedProperty(at: keyword) else {
            return false
        }
        let property = tokens[name].text
        let names = Self.overrideNames(of: property)
        delete(overrideIndex...overrideIndex)
        replacements[name] = names.override
        for k in shape.open...shape.close where tokens[k].text == property {
            if let dot = previousSignificant(before: k), tokens[dot].text == ".",
                let receiver = previousSignificant(before: dot), tokens[receiver].text == "super"
            {
                replacements[k] = names.base
            }
        }
        let className = scope.kind == .extension ? scope.name : qualifiedName(of: scope)
        insertions[tokens.count - 1, default: ""] +=
            (tokens.last?.kind == .newline ? "" : "\n") + "\nextension \(className): \(names.protocol) {}\n"
        return true
    }
}
