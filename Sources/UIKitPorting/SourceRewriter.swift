/// A type declaration's body as the rewrites see it: the enclosing type names `#selector`
/// targets; protocols collect optional requirements; extensions refuse `override`.
final class TypeScope {
    enum Kind { case type, `protocol`, `extension` }
    let kind: Kind
    let name: String
    /// The index of the declaring keyword (`class`, `protocol`, ...).
    let keywordIndex: Int
    /// The index of the opening brace.
    let openIndex: Int
    /// The index of the closing brace, once seen.
    var closeIndex: Int?

    init(kind: Kind, name: String, keywordIndex: Int, openIndex: Int) {
        self.kind = kind
        self.name = name
        self.keywordIndex = keywordIndex
        self.openIndex = openIndex
    }
}

/// Ports one file: applies the rewrites to its tokens and renders the result with the list of
/// changed lines.
struct SourceRewriter {
    let file: String
    var tokens: [SwiftToken]
    /// Replacement text per token index (empty to delete the token).
    var replacements: [Int: String] = [:]
    /// Text inserted after a token index.
    var insertions: [Int: String] = [:]
    var notes: [PortingNote] = []
    /// Per token: the innermost type scope, and whether that scope's body is the token's
    /// innermost brace (a member position rather than inside a function body).
    var typeAt: [TypeScope?] = []
    var memberLevelAt: [Bool] = []
    var scopes: [TypeScope] = []
    /// Base names of the optional protocol requirements of every file ported together.
    let optionalRequirementNames: Set<String>
    /// What the calls of optional requirements fall back to with `??`, in every file ported
    /// together, by full name.
    let optionalCallFallbacks: [String: Set<String>]
    /// What the first pass learnt about every file ported together (classes, conformances).
    var sources = SourcesSummary()
    /// Overrides found in extensions that move into their class's body, in token order.
    var plannedMoves: [PlannedMove] = []
    /// Per original line: the dry-run text replacing the line's rendering (nil to leave the line
    /// out of the listing).
    var lineDescriptions: [Int: String?] = [:]
    /// What the dry-run listing shows for an insertion, by the token it follows.
    var insertionSummaries: [Int: String] = [:]
    /// Text written before the first token (an import the file lacked).
    var leadingInsertion = ""
    /// Whether a rewrite added code naming UIKit (the file then needs `import UIKit`).
    var addsUIKitDeclarations = false

    init(
        file: String, source: String, optionalRequirementNames: Set<String>,
        optionalCallFallbacks: [String: Set<String>] = [:], sources: SourcesSummary = SourcesSummary()
    ) {
        self.file = file
        self.tokens = SwiftTokenizer.tokenize(source)
        self.optionalRequirementNames = optionalRequirementNames
        self.optionalCallFallbacks = optionalCallFallbacks
        self.sources = sources
        analyseScopes()
    }

    static let declarationModifiers: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "public",
        "internal", "fileprivate", "open", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
        "typealias", "mutating", "nonmutating", "indirect", "case", "class", "struct", "enum", "protocol",
    ]

    /// The index of the next token after `index` that is not trivia.
    func nextSignificant(after index: Int) -> Int? {
        var i = index + 1
        while i < tokens.count {
            if !tokens[i].isTrivia { return i }
            i += 1
        }
        return nil
    }

    /// The index of the previous token before `index` that is not trivia.
    func previousSignificant(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if !tokens[i].isTrivia { return i }
            i -= 1
        }
        return nil
    }

    /// The index of the bracket closing the one at `index`.
    func matchingClose(of index: Int) -> Int? {
        let open = tokens[index].text
        let close = open == "(" ? ")" : open == "[" ? "]" : open == "<" ? ">" : "}"
        var depth = 0
        var i = index
        while i < tokens.count {
            if tokens[i].text == open { depth += 1 }
            if tokens[i].text == close {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    private mutating func analyseScopes() {
        var stack: [TypeScope?] = []
        var pending: (kind: TypeScope.Kind, name: String, keyword: Int)?
        typeAt = Array(repeating: nil, count: tokens.count)
        memberLevelAt = Array(repeating: false, count: tokens.count)
        for (i, token) in tokens.enumerated() {
            let innermost = stack.last(where: { $0 != nil }) ?? nil
            typeAt[i] = innermost
            memberLevelAt[i] = stack.last.map { $0 != nil } ?? false
            if token.kind == .identifier, pending == nil,
                ["class", "struct", "enum", "extension", "protocol", "actor"].contains(token.text),
                let n = nextSignificant(after: i), tokens[n].kind == .identifier,
                !Self.declarationModifiers.contains(tokens[n].text)
            {
                let kind: TypeScope.Kind =
                    token.text == "protocol" ? .protocol : token.text == "extension" ? .extension : .type
                pending = (kind, dottedName(from: n), i)
            }
            if token.text == "{" {
                if let p = pending {
                    let scope = TypeScope(kind: p.kind, name: p.name, keywordIndex: p.keyword, openIndex: i)
                    scopes.append(scope)
                    stack.append(scope)
                    pending = nil
                } else {
                    stack.append(nil)
                }
            } else if token.text == "}" {
                if let scope = stack.popLast() ?? nil { scope.closeIndex = i }
            }
        }
    }

    /// `A.B.C` starting at an identifier.
    func dottedName(from index: Int) -> String {
        var name = tokens[index].text
        var i = index
        while i + 2 < tokens.count, tokens[i + 1].text == ".", tokens[i + 2].kind == .identifier {
            name += "." + tokens[i + 2].text
            i += 2
        }
        return name
    }

    mutating func note(_ index: Int, _ problem: String, _ advice: String) {
        notes.append(PortingNote(file: file, line: tokens[index].line, problem: problem, advice: advice))
    }

    /// Deletes tokens `range` and the whitespace that follows them.
    mutating func delete(_ range: ClosedRange<Int>, withFollowingSpace: Bool = true) {
        for i in range { replacements[i] = "" }
        if withFollowingSpace, range.upperBound + 1 < tokens.count, tokens[range.upperBound + 1].kind == .whitespace {
            replacements[range.upperBound + 1] = ""
        }
    }

    /// Runs every rewrite that stays within the file; the moves between files follow
    /// (`takeMovedMembers`, `insertMovedMembers`) before `render`.
    mutating func applyRewrites() {
        planExtensionOverrides()
        reportOverridesOfExtensionMembers()
        rewriteOverriddenExtensionProperties()
        rewriteAttributes()
        rewriteOutletAccess()
        rewriteObjCProtocols()
        rewriteManagedProperties()
        rewriteOptionalRequirements()
        rewriteOptionalWitnesses()
        rewriteSelectors()
        rewriteSelectorConstantUses()
        rewriteSwift42Names()
        rewriteKeyPaths()
        rewriteOptionalCalls()
        rewriteApplicationDelegateWindow()
        rewriteConditions()
        rewriteImports()
        removeUnusedAbsentFrameworkImports()
        rewriteEmptyAttributedStrings()
        rewriteCellInitializers()
        reportUnportable()
        splitInitRequirementsAdoptedByNSObject()
        rewriteSelectorParameters()
        reportSelectorAPIs()
        removeEmptiedLines()
        addMissingImport()
        addNetworkingImport()
        addCombineImport()
    }

    /// Lines left holding only indentation after their attributes went are removed whole.
    private mutating func removeEmptiedLines() {
        var lineStart = 0
        for i in tokens.indices where tokens[i].kind == .newline || i == tokens.count - 1 {
            let range = lineStart...i
            lineStart = i + 1
            let touched = range.contains { replacements[$0] != nil }
            guard touched, insertions.keys.allSatisfy({ !range.contains($0) }) else { continue }
            let hadContent = range.contains { tokens[$0].kind != .whitespace && tokens[$0].kind != .newline }
            let keepsContent = range.contains {
                tokens[$0].kind != .whitespace && tokens[$0].kind != .newline && !(replacements[$0]?.isEmpty ?? false)
            }
            if hadContent && !keepsContent {
                for j in range { replacements[j] = "" }
            }
        }
    }

    func render() -> PortedFile {
        var output = ""
        var changes: [PortingChange] = []
        var before = ""
        var after = ""
        var changed = false
        var line: Int?
        if !leadingInsertion.isEmpty {
            output = leadingInsertion
            changes.append(
                PortingChange(
                    file: file, line: 1, before: "", after: leadingInsertion.trimmingSpaces().replacingNewlines()))
        }
        func flush() {
            guard changed, let line else { return }
            var trimmedAfter = after.trimmingSpaces()
            if let description = lineDescriptions[line] {
                guard let description else { return }
                trimmedAfter = description
            }
            changes.append(
                PortingChange(
                    file: file, line: line, before: before.trimmingSpaces(),
                    after: trimmedAfter.isEmpty ? "(removed)" : trimmedAfter.replacingNewlines()))
        }
        for (i, token) in tokens.enumerated() {
            let text = replacements[i] ?? token.text
            output += text
            if replacements[i] != nil { changed = true }
            if line == nil { line = token.line }
            if token.kind == .newline {
                flush()
                before = ""
                after = ""
                changed = false
                line = nil
            } else {
                before += token.text.firstLine
                after += text.firstLine
            }
            if let inserted = insertions[i] {
                output += inserted
                changed = true
                after += " " + (insertionSummaries[i] ?? inserted.trimmingSpaces().replacingNewlines())
            }
        }
        flush()
        return PortedFile(
            file: file, output: output, changes: changes,
            notes: notes.sorted { ($0.line, $0.problem) < ($1.line, $1.problem) })
    }
}

extension String {
    var firstLine: String { String(prefix { $0 != "\n" && $0 != "\r" }) }

    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    func replacingNewlines() -> String {
        split(whereSeparator: { $0 == "\n" }).map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }.joined(
            separator: " ")
    }
}
