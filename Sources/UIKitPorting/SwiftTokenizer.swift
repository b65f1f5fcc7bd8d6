/// One lexical token of Swift source; concatenating every token's text gives back the source.
public struct SwiftToken: Equatable, Sendable {
    /// What the token is, as far as the porting rewrites need to know.
    public enum Kind: Equatable, Sendable {
        case whitespace, newline, comment, string, identifier, attribute, pound, number, punctuation, `operator`
    }

    /// What the token is.
    public var kind: Kind
    /// The token's exact source text.
    public var text: String
    /// The 1-based line the token starts on.
    public var line: Int

    /// Whether the token is whitespace, a line break or a comment.
    public var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }
}

/// Splits Swift source into tokens, keeping string literals (single-line, multi-line, raw, with
/// interpolations) and comments (nested block comments) whole, so nothing inside them is rewritten.
public struct SwiftTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    /// Prepares to tokenise the source.
    public init(_ source: String) { scalars = Array(source.unicodeScalars) }

    /// Tokenises the whole source.
    public static func tokenize(_ source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(source)
        var tokens: [SwiftToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private static func isIdentifierHead(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic || c.value > 0x7F && !c.properties.isWhitespace
    }

    private static func isIdentifierBody(_ c: Unicode.Scalar) -> Bool {
        isIdentifierHead(c) || ("0"..."9").contains(c)
    }

    private static let operatorScalars = Set("/=-+!*%<>&|^~?".unicodeScalars)

    /// The next token, or nil at the end of the source.
    public mutating func next() -> SwiftToken? {
        guard let c = peek() else { return nil }
        let start = index
        let startLine = line
        let kind: SwiftToken.Kind
        switch c {
        case "\n", "\r":
            index += (c == "\r" && peek(1) == "\n") ? 2 : 1
            line += 1
            kind = .newline
        case " ", "\t":
            while let d = peek(), d == " " || d == "\t" { index += 1 }
            kind = .whitespace
        case "/" where peek(1) == "/":
            while let d = peek(), d != "\n", d != "\r" { index += 1 }
            kind = .comment
        case "/" where peek(1) == "*":
            skipBlockComment()
            kind = .comment
        case "\"":
            skipString(hashes: 0)
            kind = .string
        case "#" where rawStringHashes() != nil:
            let hashes = rawStringHashes()!
            index += hashes
            skipString(hashes: hashes)
            kind = .string
        case "#" where peek(1).map(Self.isIdentifierHead) == true:
            index += 1
            while let d = peek(), Self.isIdentifierBody(d) { index += 1 }
            kind = .pound
        case "@" where peek(1).map(Self.isIdentifierHead) == true:
            index += 1
            while let d = peek(), Self.isIdentifierBody(d) { index += 1 }
            kind = .attribute
        case "`":
            index += 1
            while let d = peek(), d != "`", d != "\n" { index += 1 }
            if peek() == "`" { index += 1 }
            kind = .identifier
        case "0"..."9":
            while let d = peek(),
                Self.isIdentifierBody(d) || d == "." && peek(1).map({ ("0"..."9").contains($0) }) == true
            {
                index += 1
            }
            kind = .number
        case _ where Self.isIdentifierHead(c):
            while let d = peek(), Self.isIdentifierBody(d) { index += 1 }
            kind = .identifier
        case ".":
            if peek(1) == ".", peek(2) == "." || peek(2) == "<" {
                index += 3
                kind = .operator
            } else {
                index += 1
                kind = .punctuation
            }
        case "?" where peek(1) != "?", "!" where peek(1) != "=":
            // Postfix `?`/`!` stand alone so that optional chains (`foo?(x)`) are visible.
            index += 1
            kind = .operator
        case _ where Self.operatorScalars.contains(c):
            while let d = peek(), Self.operatorScalars.contains(d) { index += 1 }
            kind = .operator
        default:
            index += 1
            kind = .punctuation
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        return SwiftToken(kind: kind, text: String(text), line: startLine)
    }

    /// The number of `#` before a raw string's opening quote, if a raw string starts here.
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == "#" { count += 1 }
        return peek(count) == "\"" ? count : nil
    }

    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while depth > 0, let d = peek() {
            if d == "/" && peek(1) == "*" {
                depth += 1
                index += 2
            } else if d == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
            } else {
                if d == "\n" { line += 1 }
                index += 1
            }
        }
    }

    /// Skips a string literal whose opening quote is at `index`, with `hashes` raw delimiters.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        while let d = peek() {
            if d == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                index += 1 + hashes
                if peek() == "(" {
                    skipInterpolation()
                } else {
                    if peek() == "\n" { line += 1 }
                    index += 1
                }
                continue
            }
            if d == "\"" {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == "\"" })
                    && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
                {
                    index += quotes + hashes
                    return
                }
            }
            if d == "\n" {
                line += 1
                if !multiline { return }  // An unterminated literal ends at the line's end.
            }
            index += 1
        }
    }

    /// Skips `\( ... )`, lexing its contents so nested strings, comments and parentheses nest.
    private mutating func skipInterpolation() {
        var depth = 0
        while let token = next() {
            if token.text == "(" { depth += 1 }
            if token.text == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}
