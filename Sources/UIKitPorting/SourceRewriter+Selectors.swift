extension SourceRewriter {
    /// `#selector(f)`, `#selector(self.f)`, `#selector(Type.f(_:))` and `#selector(f(_:with:))`
    /// become method references (`Type.f`, `Type.f(_:with:)`), the type taken from the
    /// enclosing declaration when the selector does not name one.
    mutating func rewriteSelectors() {
        for i in tokens.indices where tokens[i].kind == .pound && tokens[i].text == "#selector" {
            guard let open = nextSignificant(after: i), tokens[open].text == "(", let close = matchingClose(of: open)
            else { continue }
            let inner = ((open + 1)..<close).filter { !tokens[$0].isTrivia }
            guard let reference = methodReference(inner, at: i) else { continue }
            replacements[i] = reference
            for j in (i + 1)...close { replacements[j] = "" }
            rewriteActionAssignment(selector: i, close: close)
        }
    }

    /// `item.action = #selector(f)` becomes `item.setAction(Type.f)`: a stored property cannot
    /// hold a method reference of any type, so UIBarButtonItem takes it through a generic setter.
    private mutating func rewriteActionAssignment(selector: Int, close: Int) {
        guard let equals = previousSignificant(before: selector), tokens[equals].text == "=",
            let name = previousSignificant(before: equals), tokens[name].text == "action",
            let dot = previousSignificant(before: name), tokens[dot].text == "."
        else { return }
        replacements[name] = "setAction("
        for j in (name + 1)..<selector { replacements[j] = "" }
        replacements[close] = ")"
    }

    /// How many `func name` declarations the file has.
    private func declarationCount(ofFunction name: String) -> Int {
        tokens.indices.filter { i in
            tokens[i].text == "func" && nextSignificant(after: i).map { tokens[$0].text == name } == true
        }.count
    }

    private mutating func methodReference(_ inner: [Int], at index: Int) -> String? {
        let texts = inner.map { tokens[$0].text }
        if texts.count > 1, texts[0] == "getter" || texts[0] == "setter", texts[1] == ":" {
            note(
                index, "#selector(\(texts[0]):) names a property accessor",
                "observe the property with a key path (observe(\\.property)) or pass a closure")
            return nil
        }
        // A dotted path of identifiers, then an optional argument-label list.
        var path: [String] = []
        var k = 0
        while k < texts.count, tokens[inner[k]].kind == .identifier {
            path.append(texts[k])
            k += 1
            if k < texts.count, texts[k] == "." { k += 1 } else { break }
        }
        let labels = texts[k...].joined()
        guard !path.isEmpty, labels.isEmpty || labels.hasPrefix("(") && labels.hasSuffix(")") else {
            note(index, "#selector(\(texts.joined())) is not a method name", "pass a method reference or a closure")
            return nil
        }
        if path.first == "self" { path.removeFirst() }
        // `#selector(Subclass.f)` in a class that declares `f` itself, with `self` as the target:
        // the selector only names `f`, and the method reference must be the target's type's.
        if path.count == 2, let type = typeAt[index], type.kind != .protocol, type.name != path[0],
            targetIsSelf(ofSelectorAt: index), declaresMember(path[1], in: type)
        {
            path[0] = type.name
        }
        // `(_:)` goes unless the file declares another method of that name, which the bare
        // reference would make ambiguous (`hideControls()` beside `hideControls(_:)`).
        let suffix = labels == "(_:)" && !declaresOverloads(of: path[path.count - 1]) ? "" : labels
        if path.count == 1 {
            guard let type = typeAt[index], type.kind != .protocol else {
                note(
                    index, "#selector(\(texts.joined())) outside a type",
                    "write the method reference Type.\(path[0]) naming the type that declares it")
                return nil
            }
            return type.name + "." + path[0] + suffix
        }
        guard let first = path.first?.first, first.isUppercase else {
            note(
                index, "#selector(\(texts.joined())) names a method through a value",
                "write the method reference Type.\(path.last ?? "") naming the value's type")
            return nil
        }
        return path.joined(separator: ".") + suffix
    }

    /// `dismiss(animated:completion:)` for a call whose arguments hold
    /// `#selector(Type.dismiss(animated:completion:))`.
    func selectorArgument(ofCallAt index: Int) -> String? {
        guard let open = nextSignificant(after: index), tokens[open].text == "(", let close = matchingClose(of: open),
            let pound = (open..<close).first(where: { tokens[$0].text == "#selector" }),
            let inner = nextSignificant(after: pound), tokens[inner].text == "(", let end = matchingClose(of: inner)
        else { return nil }
        var text = ((inner + 1)..<end).filter { !tokens[$0].isTrivia }.map { tokens[$0].text }.joined()
        while let dot = text.firstIndex(of: "."), dot < (text.firstIndex(of: "(") ?? text.endIndex) {
            text = String(text[text.index(after: dot)...])
        }
        return text
    }

    /// The selector of the implementation a swizzle after `index` puts in place of `original`.
    func replacementSelector(after index: Int, replacing original: String) -> String? {
        for k in (index + 1)..<tokens.count
        where ["class_getMethodImplementation", "class_getInstanceMethod"].contains(tokens[k].text) {
            if let selector = selectorArgument(ofCallAt: k), selector != original { return selector }
        }
        return nil
    }

    /// Whether the call holding the selector at `index` passes `target: self`.
    private func targetIsSelf(ofSelectorAt index: Int) -> Bool {
        var k = index
        var depth = 0
        while let p = previousSignificant(before: k) {
            k = p
            if tokens[k].text == ")" { depth += 1 }
            if tokens[k].text == "(" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, tokens[k].text == "target", let colon = nextSignificant(after: k), tokens[colon].text == ":",
                let value = nextSignificant(after: colon), tokens[value].text == "self"
            {
                return true
            }
        }
        return false
    }

    /// Whether `scope`'s own body declares a method named `name`.
    private func declaresMember(_ name: String, in scope: TypeScope) -> Bool {
        guard let close = scope.closeIndex else { return false }
        return ((scope.openIndex + 1)..<close).contains { i in
            tokens[i].text == "func" && typeAt[i] === scope && memberLevelAt[i]
                && nextSignificant(after: i).map { tokens[$0].text == name } == true
        }
    }

    /// Whether this file declares more than one method named `name`.
    private func declaresOverloads(of name: String) -> Bool {
        var count = 0
        for i in tokens.indices where tokens[i].text == "func" && tokens[i].kind == .identifier {
            if let n = nextSignificant(after: i), tokens[n].text == name { count += 1 }
        }
        return count > 1
    }

    /// `delegate?.foo?(x)` and `delegate?.foo!(x)` become `delegate?.foo(x)` for methods that
    /// were optional protocol requirements, the sources' own or UIKit's: they have default
    /// implementations now.
    mutating func rewriteOptionalCalls() {
        let names = optionalRequirementNames.union(Self.uikitOptionalRequirementNames)
        for i in tokens.indices where tokens[i].kind == .identifier && names.contains(tokens[i].text) {
            guard i > 0, tokens[i - 1].text == ".", i + 2 < tokens.count,
                tokens[i + 1].text == "?" || tokens[i + 1].text == "!", tokens[i + 2].text == "("
            else { continue }
            replacements[i + 1] = ""
        }
    }

    /// Whether a call at `index` has a `forKeyPath:` argument (string-keyed KVO registration).
    private func forKeyPathFollows(_ index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].text == "(", let close = matchingClose(of: index + 1) else {
            return false
        }
        return tokens[(index + 1)...close].contains { $0.text == "forKeyPath" }
    }

    /// Reports what has no mechanical rewrite, with what to write instead.
    mutating func reportUnportable() {
        let swizzling: Set<String> = [
            "method_exchangeImplementations", "class_getInstanceMethod", "class_getClassMethod",
            "method_setImplementation", "class_replaceMethod", "class_addMethod",
        ]
        for i in tokens.indices where tokens[i].kind == .identifier {
            let text = tokens[i].text
            let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
            if ["class_getInstanceMethod", "class_getClassMethod"].contains(text),
                let original = selectorArgument(ofCallAt: i),
                let swizzled = replacementSelector(after: i, replacing: original)
            {
                let type = typeAt[i]?.name ?? "the subclass that needs it"
                let base = original.prefix { $0 != "(" }
                note(
                    i, "swizzling \(original) with \(swizzled) needs the Objective-C runtime",
                    "override \(original) in \(type) with the body of \(swizzled), calling super.\(base)(...) where "
                        + "it calls the original implementation, and delete the swizzling (the saved IMP, the "
                        + "runtime calls and what triggers them); other classes keep UIKit's behaviour")
            } else if swizzling.contains(text) {
                note(
                    i, "\(text): swizzling needs the Objective-C runtime",
                    "subclass and override the method, or call your code where the original is called")
            } else if text == "responds", next == "(", let label = nextSignificant(after: i + 1),
                tokens[label].text == "to", let colon = nextSignificant(after: label),
                let argument = nextSignificant(after: colon), tokens[argument].text == "#selector"
            {
                note(
                    i, "responds(to:) needs the Objective-C runtime",
                    "call the method directly (optional requirements have default implementations) or test with `as?`")
            } else if text == "forwardingTarget", next == "(", let before = previousSignificant(before: i),
                tokens[before].text == "func"
            {
                note(
                    i, "forwardingTarget(for:) forwards messages through the Objective-C runtime",
                    "delete it and responds(to:), and implement each method of the delegate protocol the class "
                        + "adopts, calling it on the object forwardingTarget(for:) would return for it (optional "
                        + "requirements have default implementations, so every one can be called)")
            } else if text == "module", let dot = previousSignificant(before: i), tokens[dot].text == ".",
                let before = previousSignificant(before: dot), [":", "(", ","].contains(tokens[before].text),
                conditionStack(at: i).contains(where: { $0.condition == "SWIFT_PACKAGE" })
            {
                note(
                    i, "Bundle.module exists only for a target that declares resources",
                    "declare the library's resources in its target (resources: [.process(...)]), or use "
                        + "Bundle(for: SomeClassOfTheLibrary.self)")
            } else if ["isAccessibilityElement", "accessibilityLabel"].contains(text),
                let dot = previousSignificant(before: i), tokens[dot].text == ".",
                tokens.contains(where: { $0.text == "NSObject" })
            {
                note(
                    i, "\(text) belongs to UIView and UIAccessibilityElement here, not to every NSObject",
                    "if the receiver is typed NSObject, cast it: (element as? UIView)?.\(text)")
            } else if text == "perform", next == "(", let argument = nextSignificant(after: i + 1),
                tokens[argument].text == "#selector"
            {
                note(i, "perform(_:) sends a message by selector", "call the method directly, or schedule a closure")
            } else if text == "observeValue" && next == "(" || text == "addObserver" && forKeyPathFollows(i) {
                note(
                    i, "\(text)(...) is string-keyed key-value observing",
                    "keep the NSKeyValueObservation that observe(\\.property, options:changeHandler:) returns")
            } else if text == "import", let m = nextSignificant(after: i),
                conditionStack(at: i).contains(where: { $0.condition == "SWIFT_PACKAGE" }),
                !["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "os", "Dispatch"].contains(tokens[m].text)
            {
                note(
                    i,
                    "import \(tokens[m].text) under SWIFT_PACKAGE: another target of the library's package, not ported",
                    objectiveCTargetAdvice(module: tokens[m].text))
            } else if text == "import", let m = nextSignificant(after: i),
                conditionStack(at: i).contains(where: {
                    $0.condition.filter { $0 != " " } == "canImport(\(tokens[m].text))"
                }),
                !["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "os", "Combine", "FoundationNetworking"]
                    .contains(tokens[m].text),
                !Self.standInModules.contains(tokens[m].text)
            {
                note(
                    i, "import \(tokens[m].text) under canImport: the library's Objective-C part, not ported",
                    "write in Swift what the files use from it (an Objective-C category method such as "
                        + "UIImage.animatedImage(withAnimatedGIFData:) becomes a static method in an extension of "
                        + "UIImage)")
            } else if text == "import", let m = importedModule(after: i), Self.standInModules.contains(tokens[m].text) {
                note(i, "import \(tokens[m].text)", standInModuleAdvice(module: tokens[m].text))
            } else if text == "import", replacements[i] != "", let m = nextSignificant(after: i),
                tokens[m].text == "CoreText"
            {
                note(
                    i, "import \(dottedName(from: m))",
                    "lay text out with UILabel, NSAttributedString and UIFont; there is no Core Text on Linux")
            } else if ["value", "setValue"].contains(text), next == "(", let label = keyValueLabel(i + 1),
                !receiverIsLayer(i)
            {
                note(
                    i,
                    "\(text)(\(text == "setValue" ? "_:" : "")\(label):) is key-value coding, which only CALayer and "
                        + "CATransaction offer here",
                    "read or write the property directly, or through a Swift key path (object[keyPath: \\Type.property])"
                )
            }
        }
    }

    /// `forKey` or `forKeyPath` when the call whose parentheses open at `open` passes a key.
    private func keyValueLabel(_ open: Int) -> String? {
        guard let close = matchingClose(of: open) else { return nil }
        var depth = 0
        for k in (open + 1)..<close {
            if ["(", "["].contains(tokens[k].text) { depth += 1 }
            if [")", "]"].contains(tokens[k].text) { depth -= 1 }
            if depth == 0, ["forKey", "forKeyPath"].contains(tokens[k].text), let colon = nextSignificant(after: k),
                tokens[colon].text == ":"
            {
                return tokens[k].text
            }
        }
        return nil
    }

    /// Whether the receiver of the call at `index` looks like a layer, an animation or
    /// `CATransaction`, which keep key-value coding here.
    private func receiverIsLayer(_ index: Int) -> Bool {
        guard let dot = previousSignificant(before: index), tokens[dot].text == ".",
            let receiver = previousSignificant(before: dot)
        else { return false }
        let name = tokens[receiver].text.lowercased()
        // UserDefaults offers key-value coding's two methods for its entries too.
        return name.contains("layer") || name.contains("animation") || name == "catransaction"
            || name.contains("defaults") || name == "standard"
    }

    /// Reports the sources' own API taking a `Selector` (a target-action pair of the library's):
    /// `#selector` arguments are method references now. (`perform` with a selector value works
    /// through the generated method tables.)
    mutating func reportSelectorAPIs() {
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == "Selector" {
            // `action: Selector.close` passes a constant of a `Selector` extension (a method
            // reference after the port), not a parameter typed `Selector`.
            let member = nextSignificant(after: i).map { tokens[$0].text == "." } ?? false
            guard replacements[i] == nil, !member, let colon = previousSignificant(before: i),
                tokens[colon].text == ":", let name = previousSignificant(before: colon),
                tokens[name].kind == .identifier
            else { continue }
            if addMethodReferenceInitializer(for: i) { continue }
            note(
                i,
                "\(tokens[name].text): Selector is an Objective-C selector (a #selector argument is a method reference "
                    + "here)",
                "take a closure (() -> Void, or (Sender) -> Void) or a method reference ((Target) -> (Sender) -> Void) "
                    + "and call it where the selector was performed")
        }
    }
}
