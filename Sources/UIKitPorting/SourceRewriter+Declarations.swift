extension SourceRewriter {
    /// `private` and `fileprivate` (and `private(set)`) on an `@IBOutlet`, `@IBAction` or
    /// `@IBSegueAction` go: the connection table generated from the storyboard, in another file,
    /// sets the outlets and calls the actions.
    mutating func rewriteOutletAccess() {
        for i in tokens.indices
        where tokens[i].kind == .attribute && ["@IBOutlet", "@IBAction", "@IBSegueAction"].contains(tokens[i].text) {
            var modifiers: [Int] = []
            var k = i
            while let p = previousSignificant(before: k),
                tokens[p].kind == .identifier || tokens[p].kind == .attribute
                    || tokens[p].text == ")"
            {
                if tokens[p].text == ")" {
                    guard let open = matchingOpen(of: p), open > 0,
                        tokens[open - 1].kind == .attribute || Self.declarationModifiers.contains(tokens[open - 1].text)
                    else { break }
                    k = open - 1
                    modifiers.append(k)
                    continue
                }
                guard tokens[p].kind == .attribute || Self.declarationModifiers.contains(tokens[p].text),
                    !["var", "let", "func", "class", "struct", "enum", "case", "protocol"].contains(tokens[p].text)
                else { break }
                modifiers.append(p)
                k = p
            }
            k = i
            while let n = nextSignificant(after: k), !["var", "let", "func"].contains(tokens[n].text),
                tokens[n].kind == .identifier || tokens[n].kind == .attribute || tokens[n].text == "("
            {
                if tokens[n].text == "(" {
                    guard let close = matchingClose(of: n) else { break }
                    k = close
                    continue
                }
                modifiers.append(n)
                k = n
            }
            for m in modifiers where ["private", "fileprivate"].contains(tokens[m].text) {
                var end = m
                if m + 1 < tokens.count, tokens[m + 1].text == "(", let close = matchingClose(of: m + 1) { end = close }
                delete(m...end)
            }
        }
    }

    /// `@objc protocol P`, `@objc protocol P: class` and the like keep their class bound when
    /// `@objc` goes (`protocol P: AnyObject`), so that `weak var delegate: P?` still compiles.
    mutating func rewriteObjCProtocols() {
        for scope in scopes where scope.kind == .protocol {
            var isObjC = false
            var k = scope.keywordIndex
            while let p = previousSignificant(before: k),
                tokens[p].kind == .attribute
                    || ["public", "internal", "fileprivate", "private", "package"].contains(
                        tokens[p].text)
                    || tokens[p].text == ")"
            {
                if tokens[p].text == ")" {
                    guard let open = matchingOpen(of: p), open > 0 else { break }
                    k = open - 1
                    if tokens[k].text == "@objc" { isObjC = true }
                    continue
                }
                if tokens[p].text == "@objc" { isObjC = true }
                k = p
            }
            guard isObjC, let name = nextSignificant(after: scope.keywordIndex) else { continue }
            let inherited = inheritedNames(of: scope)
            if let bound = (scope.keywordIndex..<scope.openIndex).first(where: {
                tokens[$0].kind == .identifier && tokens[$0].text == "class" && $0 != scope.keywordIndex
            }) {
                replacements[bound] = "AnyObject"
            } else if inherited.isEmpty {
                insertions[name, default: ""] += ": AnyObject"
            } else if !inherited.contains(where: { ["AnyObject", "NSObjectProtocol"].contains($0) }),
                let last = previousSignificant(before: scope.openIndex)
            {
                var end = last
                if let whereIndex = (scope.keywordIndex..<scope.openIndex).first(where: { tokens[$0].text == "where" }),
                    let before = previousSignificant(before: whereIndex)
                {
                    end = before
                }
                insertions[end, default: ""] += ", AnyObject"
            }
        }
    }

    /// `@NSManaged var radius: CGFloat` (a Core Animation layer's property the runtime stored)
    /// becomes stored with its type's zero, and is reported: it no longer animates implicitly. In
    /// a managed object (Core Data's), it becomes accessors of the object's primitive values.
    mutating func rewriteManagedProperties() {
        for i in tokens.indices where tokens[i].kind == .attribute && tokens[i].text == "@NSManaged" {
            delete(i...i)
            var k = i
            while let n = nextSignificant(after: k), tokens[n].text != "var" {
                guard tokens[n].kind == .identifier || tokens[n].kind == .attribute else { break }
                k = n
            }
            guard let declaration = nextSignificant(after: k), tokens[declaration].text == "var",
                let name = nextSignificant(after: declaration)
            else { continue }
            let shape = requirementShape(of: declaration)
            guard !shape.signature.contains(where: { tokens[$0].text == "=" }) else { continue }
            let type = shape.type.map { tokens[$0].text }.joined().trimmingSpaces()
            if isManagedObjectMember(i), let last = shape.type.last {
                insertions[last, default: ""] += managedAccessors(key: tokens[name].text, type: type)
                note(
                    i, "@NSManaged var \(tokens[name].text) keeps its value in the object's primitive values now",
                    "none needed: the CoreData stand-in sorts and filters by those values")
                continue
            }
            guard let last = shape.type.last, let value = Self.defaultValue(for: type), !value.isEmpty else {
                note(
                    i, "@NSManaged var \(tokens[name].text): \(type) has no obvious initial value",
                    "give it an initial value or set it in every initializer")
                continue
            }
            insertions[last, default: ""] += " = \(value)"
            note(
                i, "@NSManaged var \(tokens[name].text) is a stored property now; it no longer animates implicitly",
                "to animate it, override needsDisplay(forKey:) and action(forKey:) in the layer class for its key")
        }
    }

    /// Initial values of attribute types a Core Data entity's properties have beyond those of
    /// `defaultValue(for:)`: the value an unset attribute reads as until the object sets it.
    static let managedDefaults = [
        "Date": "Date(timeIntervalSinceReferenceDate: 0)", "Data": "Data()", "UUID": "UUID()", "Decimal": "0",
    ]

    /// A managed object's attribute as a computed property over its primitive values, as Core Data
    /// keeps it (the value an unset attribute reads as: nil, or its type's zero).
    func managedAccessors(key: String, type: String) -> String {
        let optional = type.hasSuffix("?") || type.hasSuffix("!")
        let base = optional ? String(type.dropLast()) : type
        let value = "primitiveValue(forKey: \"\(key)\")"
        let read =
            optional
            ? "\(value) as? \(base)"
            : (Self.defaultValue(for: type) ?? Self.managedDefaults[type]).map { "\(value) as? \(base) ?? \($0)" }
                ?? "\(value) as! \(base)"
        return " {\n        get { \(read) }\n        set { setPrimitiveValue(newValue, forKey: \"\(key)\") }\n    }"
    }

    /// Whether the declaration at `index` is a member of a class descending from `NSManagedObject`
    /// through classes of the ported sources.
    func isManagedObjectMember(_ index: Int) -> Bool {
        guard let scope = typeAt[index] else { return false }
        var current = scope.kind == .type ? superclassName(of: scope) : sources.superclasses[scope.name]
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == "NSManagedObject" { return true }
            current = sources.superclasses[name]
        }
        return false
    }

    /// `#keyPath(Type.property)` and `#keyPath(property)` become the string `"property"`, and a
    /// longer path its dotted components after the type (`"layer.position"`).
    mutating func rewriteKeyPaths() {
        for i in tokens.indices where tokens[i].kind == .pound && tokens[i].text == "#keyPath" {
            guard let open = nextSignificant(after: i), tokens[open].text == "(", let close = matchingClose(of: open)
            else { continue }
            let inner = ((open + 1)..<close).filter { !tokens[$0].isTrivia }
            var components: [String] = []
            for (n, index) in inner.enumerated() {
                let expectsName = n % 2 == 0
                guard expectsName ? tokens[index].kind == .identifier : tokens[index].text == "." else {
                    components = []
                    break
                }
                if expectsName { components.append(tokens[index].text) }
            }
            guard !components.isEmpty, inner.count % 2 == 1 else {
                note(i, "#keyPath(...) is not a plain path", "write the key as a string literal")
                continue
            }
            if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            replacements[i] = "\"" + components.joined(separator: ".") + "\""
            for k in (i + 1)...close { replacements[k] = "" }
        }
    }
}
