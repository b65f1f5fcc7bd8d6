/// Reads a module's Swift sources for what its documents' connections name by Objective-C
/// spelling: the methods an action selector calls (`selectionChangedFrom:` is
/// `selectionChanged(from:)`), and the properties extensions of UIKit classes add (an
/// `@IBInspectable` declared in `extension UIView` that a plain view's runtime attribute sets).
///
/// The scan is lexical, like `IBUnwindActionScanner`: types and extensions are followed by their
/// braces, signatures may span lines, and what generated code cannot reach (private members,
/// private or generic types) is skipped.
public struct IBSourceScanner {
    /// A method and the selector Swift gives it.
    public struct Method: Equatable, Sendable {
        /// The declaring type (or extended type), qualified by enclosing types.
        public var typeName: String
        /// The Objective-C selector Swift infers for the method.
        public var selector: String
        /// The Swift reference that names it (`selectionChanged(from:)`).
        public var reference: String
        /// The number of parameters.
        public var arity: Int
    }

    /// A stored or computed property declared in an extension.
    public struct ExtensionProperty: Equatable, Sendable {
        /// The extended type.
        public var typeName: String
        /// The property's name.
        public var name: String
        /// Creates an entry.
        public init(typeName: String, name: String) {
            self.typeName = typeName
            self.name = name
        }
    }

    /// The methods declared in the scanned sources.
    public private(set) var methods: [Method] = []
    /// The properties declared in extensions.
    public private(set) var extensionProperties: [ExtensionProperty] = []
    /// The classes the sources declare at the top level (generated code can name them).
    public private(set) var classNames: Set<String> = []

    /// Scans `texts` (the module's Swift files).
    public init(texts: [String]) {
        for text in texts { scan(text) }
    }

    private mutating func scan(_ text: String) {
        let tokens = Self.tokens(of: text)
        // Open braces: the type each opened (nil for other blocks; "" for an unusable type),
        // and whether it was an extension.
        var scopes: [(type: String?, isExtension: Bool)] = []
        var pending: (type: String, isExtension: Bool)?
        var i = 0
        var modifiers: [String] = []
        while i < tokens.count {
            let token = tokens[i]
            switch token {
            case "{":
                scopes.append((pending?.type, pending?.isExtension ?? false))
                pending = nil
                modifiers = []
            case "}":
                _ = scopes.popLast()
                modifiers = []
            case "class", "struct", "enum", "actor", "extension", "protocol":
                guard i + 1 < tokens.count, let first = tokens[i + 1].first, first.isLetter || first == "_",
                    !["func", "var", "let", "subscript", "override", "final"].contains(tokens[i + 1])
                else { break }
                let name = tokens[i + 1]
                let generic = i + 2 < tokens.count && tokens[i + 2] == "<"
                let hidden = modifiers.contains("private") || modifiers.contains("fileprivate")
                let enclosing = scopes.compactMap(\.type).last
                if generic || hidden || token == "protocol" || enclosing == "" {
                    pending = ("", false)
                } else {
                    let qualified = token == "extension" || enclosing == nil ? name : "\(enclosing!).\(name)"
                    pending = (qualified, token == "extension")
                    if token == "class" && enclosing == nil { classNames.insert(name) }
                }
                i += 1
            case "func":
                let owner = scopes.last?.type
                let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
                if let owner, !owner.isEmpty, !isPrivate, let method = Self.method(at: i, in: tokens, owner: owner) {
                    methods.append(method)
                }
                modifiers = []
            case "var", "let":
                let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
                if let scope = scopes.last, scope.isExtension, let owner = scope.type, !owner.isEmpty, !isPrivate,
                    i + 1 < tokens.count
                {
                    extensionProperties.append(ExtensionProperty(typeName: owner, name: tokens[i + 1]))
                }
                modifiers = []
            default:
                if token.first?.isLetter ?? false { modifiers.append(token) } else if token != "@" { modifiers = [] }
            }
            i += 1
        }
    }

    /// The method whose `func` keyword is at `index`: its name and external labels.
    private static func method(at index: Int, in tokens: [String], owner: String) -> Method? {
        guard index + 2 < tokens.count else { return nil }
        let name = tokens[index + 1]
        guard name.first?.isLetter ?? false || name.first == "_" else { return nil }
        var i = index + 2
        if tokens[i] == "<" { return nil }  // generic methods cannot be actions
        guard tokens[i] == "(" else { return nil }
        var labels: [String] = []
        var depth = 0
        var expectingLabel = true
        i += 1
        while i < tokens.count {
            let token = tokens[i]
            if depth == 0 && token == ")" { break }
            let isArrow = token == ">" && tokens[i - 1] == "-"
            switch token {
            case "(", "[", "<": depth += 1
            case ")", "]",
                ">" where !isArrow:
                depth -= 1
            case "," where depth == 0: expectingLabel = true
            default:
                if expectingLabel && depth == 0 {
                    labels.append(token)
                    expectingLabel = false
                }
            }
            i += 1
        }
        let reference = labels.isEmpty ? "\(name)()" : "\(name)(\(labels.map { "\($0):" }.joined()))"
        return Method(
            typeName: owner, selector: selector(name: name, labels: labels), reference: reference, arity: labels.count)
    }

    /// The selector Swift infers: `name`, `name:`, `nameWithLabel:` (or `nameFrom:` when the
    /// label or the name's last word is a preposition), then `label:` per further parameter.
    public static func selector(name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if first != "_" {
            if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: name)) { selector += "With" }
            selector += first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    private static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase || $0 == name.first })
    }

    private static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name }
        return String(name[start...])
    }

    /// Identifiers and punctuation, without comments and string literals.
    static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var chars = Array(text.unicodeScalars)
        chars.append(" ")
        var i = 0
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        while i < chars.count {
            let c = chars[i]
            let next = i + 1 < chars.count ? chars[i + 1] : " "
            if c == "/" && next == "/" {
                flush()
                while i < chars.count && chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && next == "*" {
                flush()
                i += 2
                while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "\"" {
                flush()
                let triple = next == "\"" && i + 2 < chars.count && chars[i + 2] == "\""
                i += triple ? 3 : 1
                while i < chars.count {
                    if chars[i] == "\\" {
                        i += 2
                        continue
                    }
                    if chars[i] == "\"" {
                        if !triple { break }
                        if i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\"" {
                            i += 2
                            break
                        }
                    }
                    i += 1
                }
                i += 1
                continue
            }
            if c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) || c == "`" {
                if c != "`" { current.unicodeScalars.append(c) }
            } else {
                flush()
                if !c.properties.isWhitespace { tokens.append(String(c)) }
            }
            i += 1
        }
        return tokens
    }
}
