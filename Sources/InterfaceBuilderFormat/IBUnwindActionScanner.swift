/// Finds the unwind actions a module declares: `@IBAction` methods taking one
/// `UIStoryboardSegue`, with the type that declares them.
///
/// A storyboard's exit connection names only a selector (`unwindAction="unwindToMenu:"`), not
/// the class whose method it is (Xcode offers every such method of the project), so the
/// connection generator reads the module's Swift sources for them. The scan is lexical, as
/// Interface Builder's own is: it follows type and extension declarations by their braces and
/// skips what generated code in the module could not call (private members, private or
/// generic types).
public struct IBUnwindActionScanner {
    /// One unwind action: the declaring type as the module spells it, the selector a
    /// storyboard names it by, the Swift reference that calls it, and where it is declared.
    public struct Action: Equatable, Sendable {
        /// The type, qualified by its enclosing types (`Outer.Inner`).
        public var typeName: String
        /// The selector: `name:` for `func name(_ segue:)`, `nameWithLabel:` for `func name(label:)`.
        public var selector: String
        /// How generated code refers to the method (`unwindToMenu(_:)`).
        public var reference: String
        /// The file the method is declared in.
        public var path: String
        /// The 1-based line of its `func`.
        public var line: Int
    }

    /// Every unwind action declared in `text` (the Swift file at `path`).
    public static func actions(in text: String, path: String) -> [Action] {
        var found: [Action] = []
        // Open braces: the type each opened (nil for other blocks; "" for an unusable type).
        var scopes: [String?] = []
        var pendingType: String?
        var sawIBAction = false
        let text = blankingMultilineStrings(text)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = code(of: Substring(rawLine))
            if let declared = typeDeclaration(in: line) {
                let enclosing = scopes.compactMap { $0 }.last
                if declared.usable, enclosing != "" {
                    let qualified =
                        declared.isExtension || enclosing == nil ? declared.name : "\(enclosing!).\(declared.name)"
                    pendingType = qualified
                } else {
                    pendingType = ""
                }
            }
            if line.contains("@IBAction") { sawIBAction = true }
            if sawIBAction, let method = unwindMethod(in: line) {
                sawIBAction = false
                let owner = scopes.compactMap { $0 }.last
                if let owner, !owner.isEmpty, !line.contains("private ") {
                    found.append(
                        Action(
                            typeName: owner, selector: method.selector, reference: method.reference, path: path,
                            line: index + 1))
                }
            } else if line.contains("func ") {
                sawIBAction = false
            }
            for character in line {
                if character == "{" {
                    scopes.append(pendingType)
                    pendingType = nil
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
        return found
    }

    /// The text with the insides of `"""` literals blanked (their lines kept), so code quoted in
    /// a string is not taken for declarations.
    private static func blankingMultilineStrings(_ text: String) -> String {
        let delimiter = "\"\"\""
        guard text.contains(delimiter) else { return text }
        var out = ""
        var inside = false
        var rest = Substring(text)
        while let range = rest.range(of: delimiter) {
            let chunk = rest[..<range.lowerBound]
            out += inside ? String(chunk.filter { $0 == "\n" }) : String(chunk)
            out += delimiter
            inside.toggle()
            rest = rest[range.upperBound...]
        }
        out += inside ? String(rest.filter { $0 == "\n" }) : String(rest)
        return out
    }

    /// The line without its `//` comment and string literals (whose braces would miscount).
    private static func code(of line: Substring) -> String {
        var out = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                out.removeLast()
                break
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]

    /// A type or extension declared on the line: its name, and whether generated code can name it.
    private static func typeDeclaration(in line: String) -> (name: String, isExtension: Bool, usable: Bool)? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "{" }).map(String.init)
        for (i, word) in words.enumerated() where typeKeywords.contains(word) && i + 1 < words.count {
            let next = words[i + 1]
            // `class func`, `class var`: members, not types.
            guard let first = next.first, first.isLetter || first == "_",
                !["func", "var", "let", "subscript", "override", "final"].contains(next)
            else { continue }
            let name = String(next.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            let generic = next.dropFirst(name.count).first == "<"
            let hidden = words[..<i].contains { $0 == "private" || $0 == "fileprivate" }
            return (name, word == "extension", !generic && !hidden && word != "protocol")
        }
        return nil
    }

    /// `func name(_ segue: UIStoryboardSegue)` or `func name(label: UIStoryboardSegue)` on the line.
    private static func unwindMethod(in line: String) -> (selector: String, reference: String)? {
        guard let funcRange = line.range(of: "func ") else { return nil }
        let rest = line[funcRange.upperBound...]
        guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
            return nil
        }
        let name = rest[..<open].trimmingSpaces
        let parameter = rest[rest.index(after: open)..<close]
        let parts = parameter.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[1].trimmingSpaces == "UIStoryboardSegue" else { return nil }
        let labels = parts[0].split(separator: " ").map(String.init)
        guard let label = labels.first, !name.isEmpty else { return nil }
        if label == "_" { return ("\(name):", "\(name)(_:)") }
        return ("\(name)With\(label.prefix(1).uppercased())\(label.dropFirst()):", "\(name)(\(label):)")
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
