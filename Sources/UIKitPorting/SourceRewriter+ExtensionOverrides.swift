extension SourceRewriter {
    /// Modifiers that may stand before `override` in a member's declaration.
    private static let memberModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "static", "class", "dynamic",
        "required", "convenience", "nonisolated", "lazy", "mutating", "nonmutating",
    ]

    /// Finds the overrides declared in extensions: those of a class declared once in the sources
    /// move into its body (Swift overrides members from extensions only through the Objective-C
    /// runtime); the others are reported with what to write.
    mutating func planExtensionOverrides() {
        for scope in scopes where scope.kind == .extension {
            guard let close = scope.closeIndex else { continue }
            for i in (scope.openIndex + 1)..<close
            where tokens[i].kind == .identifier && tokens[i].text == "override" && memberLevelAt[i]
                && typeAt[i] === scope
            {
                let files = nearestFiles(declaring: scope.name)
                guard files.count == 1 else {
                    let problem =
                        files.isEmpty
                        ? "override inside an extension of \(scope.name)"
                        : "override inside an extension of \(scope.name), a class declared in several files"
                    note(
                        i, problem,
                        "declare the override in the body of \(scope.name), or in a subclass of it (Swift overrides "
                            + "only @objc members from extensions)")
                    continue
                }
                guard !hasWhereClause(scope) else {
                    note(
                        i, "override inside a constrained extension of \(scope.name)",
                        "declare the override in the body of \(scope.name)")
                    continue
                }
                guard let range = memberRange(ofOverrideAt: i) else {
                    note(i, "override without a body in an extension", "declare it in the body of \(scope.name)")
                    continue
                }
                plannedMoves.append(
                    PlannedMove(
                        overrideIndex: i, range: range, scope: scope, className: scope.name, targetFile: files[0]))
            }
        }
    }

    /// The files declaring a class that are nearest this file: this file itself, else those
    /// sharing the longest folder path with it (a folder of several apps may declare a
    /// `MainViewController` in each).
    private func nearestFiles(declaring name: String) -> [String] {
        let files = sources.classFiles[name] ?? []
        if files.contains(file) { return [file] }
        let folder = file.split(separator: "/").dropLast()
        func shared(_ other: String) -> Int {
            zip(folder, other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        let best = files.map(shared).max()
        return files.filter { shared($0) == best }
    }

    /// Reports overrides of members the sources declare in an extension (`extension
    /// UIViewController { var isHidden: Bool }`), which Swift dispatches statically: a subclass
    /// cannot override them, in its body or anywhere.
    mutating func reportOverridesOfExtensionMembers() {
        guard !sources.extensionMembers.isEmpty else { return }
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == "override" && memberLevelAt[i]
        {
            var k = i
            while let n = nextSignificant(after: k), tokens[n].kind == .identifier || tokens[n].kind == .attribute,
                !["var", "func"].contains(tokens[n].text)
            {
                k = n
            }
            guard let keyword = nextSignificant(after: k), ["var", "func"].contains(tokens[keyword].text),
                let key = memberKey(ofDeclarationAt: keyword), let extendedTypes = sources.extensionMembers[key],
                let name = nextSignificant(after: keyword), let scope = typeAt[i], scope.kind != .protocol
            else { continue }
            let chain = sources.superclassChain(of: scope.kind == .extension ? scope.name : qualifiedName(of: scope))
            guard let extended = chain.first(where: extendedTypes.contains) else { continue }
            if rewriteOverride(at: i, keyword: keyword, in: scope) { continue }
            note(
                i, "override of \(tokens[name].text), which these sources declare in an extension of \(extended)",
                "Swift cannot override it: declare it in the body of a class of these sources, or make it a protocol "
                    + "requirement each type implements")
        }
    }

    private func hasWhereClause(_ scope: TypeScope) -> Bool {
        tokens[scope.keywordIndex..<scope.openIndex].contains { $0.kind == .identifier && $0.text == "where" }
    }

    /// The tokens of the member declared with `override` at `index`: its attributes, modifiers
    /// and body, widened to whole lines (with the comment lines right above) when nothing else
    /// shares them.
    private func memberRange(ofOverrideAt index: Int) -> ClosedRange<Int>? {
        var start = index
        while let p = previousSignificant(before: start) {
            if tokens[p].kind == .attribute || Self.memberModifiers.contains(tokens[p].text) {
                start = p
            } else if tokens[p].text == ")", let open = matchingOpen(of: p), open > 0,
                tokens[open - 1].kind == .attribute || Self.memberModifiers.contains(tokens[open - 1].text)
            {
                start = open - 1
            } else {
                break
            }
        }
        var depth = 0
        var body: Int?
        for k in index..<tokens.count {
            let text = tokens[k].text
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            if depth == 0 && text == "}" { return nil }
            if depth == 0 && text == "{" {
                body = k
                break
            }
        }
        guard let body, let end = matchingClose(of: body) else { return nil }
        return wholeLines(start...end)
    }

    /// `range` widened to the whole lines holding it, with the comment lines right above, when
    /// no other code shares those lines.
    func wholeLines(_ range: ClosedRange<Int>) -> ClosedRange<Int> {
        var begin = range.lowerBound
        while begin > 0, tokens[begin - 1].kind == .whitespace { begin -= 1 }
        guard begin == 0 || tokens[begin - 1].kind == .newline else { return range }
        var end = range.upperBound
        while end + 1 < tokens.count, tokens[end + 1].kind == .whitespace || tokens[end + 1].kind == .comment {
            end += 1
        }
        guard end + 1 >= tokens.count || tokens[end + 1].kind == .newline else { return range }
        if end + 1 < tokens.count { end += 1 }
        // Comment lines directly above belong to the declaration.
        while begin > 0 {
            var k = begin - 2
            var sawComment = false
            while k >= 0, tokens[k].kind != .newline {
                guard tokens[k].kind == .whitespace || tokens[k].kind == .comment else { return begin...end }
                if tokens[k].kind == .comment { sawComment = true }
                k -= 1
            }
            guard sawComment else { break }
            begin = k + 1
        }
        return begin...end
    }

    /// The index of the bracket opening the one closing at `index`.
    func matchingOpen(of index: Int) -> Int? {
        let close = tokens[index].text
        let open = close == ")" ? "(" : close == "]" ? "[" : "{"
        var depth = 0
        var i = index
        while i >= 0 {
            if tokens[i].text == close { depth += 1 }
            if tokens[i].text == open {
                depth -= 1
                if depth == 0 { return i }
            }
            i -= 1
        }
        return nil
    }

    /// Takes the planned members out of their extensions, ported, and removes an extension left
    /// with neither members nor conformances.
    mutating func takeMovedMembers() -> [MovedMember] {
        var moved: [MovedMember] = []
        for move in plannedMoves {
            var text = ""
            let access = accessModifier(ofDeclarationAt: move.scope.keywordIndex)
            let ownModifiers = tokens[move.range.lowerBound..<move.overrideIndex].map(\.text)
            if !access.isEmpty,
                !ownModifiers.contains(where: { ["public", "open", "private", "fileprivate"].contains($0) })
            {
                // A public extension's members are public; the member keeps that in the class body.
                replacements[move.overrideIndex] = access + (replacements[move.overrideIndex] ?? "override")
            }
            for k in move.range {
                text += replacements[k] ?? tokens[k].text
                text += insertions[k] ?? ""
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last?.trimmingSpaces().isEmpty == true { lines.removeLast() }
            while lines.first?.trimmingSpaces().isEmpty == true { lines.removeFirst() }
            let base = lines.first.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? ""
            lines = lines.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
            let signatureLine = lines.first { $0.contains("override") } ?? lines.first ?? ""
            var signature = signatureLine.trimmingSpaces()
            if signature.hasSuffix("{") { signature = String(signature.dropLast()).trimmingSpaces() }
            let stack = conditionStack(at: move.overrideIndex)
            let line = tokens[move.overrideIndex].line
            moved.append(
                MovedMember(
                    className: move.className, targetFile: move.targetFile, lines: lines,
                    conditions: stack.map(\.condition), conditionKeys: stack.map(\.key), origin: "\(file):\(line)",
                    signature: signature))
            if move.targetFile != file { widenPrivateDeclarations(usedIn: move.range) }
            for k in withNeighbouringBlankLine(move.range) {
                replacements[k] = ""
                insertions[k] = nil
                lineDescriptions[tokens[k].line] = .some(nil)
            }
            let target = move.targetFile == file ? "" : " in \(move.targetFile)"
            lineDescriptions[line] = "(moved into the body of class \(move.className)\(target))"
        }
        for scope in Set(plannedMoves.map { ObjectIdentifier($0.scope) }).compactMap({ id in
            plannedMoves.first { ObjectIdentifier($0.scope) == id }?.scope
        }) {
            removeIfEmpty(scope)
        }
        if !plannedMoves.isEmpty { removeEmptiedConditionalBlocks() }
        return moved
    }

    /// A member moving to another file loses sight of this file's `private` and `fileprivate`
    /// declarations: those it names become internal.
    private mutating func widenPrivateDeclarations(usedIn range: ClosedRange<Int>) {
        let used = Set(range.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text })
        for i in tokens.indices
        where tokens[i].kind == .identifier && ["private", "fileprivate"].contains(tokens[i].text)
            && !range.contains(i) && (memberLevelAt[i] || typeAt[i] == nil)
        {
            var k = i
            if k + 1 < tokens.count, tokens[k + 1].text == "(" { continue }  // private(set) hides only the setter.
            while let n = nextSignificant(after: k), tokens[n].kind == .identifier || tokens[n].kind == .attribute,
                !["func", "var", "let"].contains(tokens[n].text)
            {
                k = n
            }
            guard let keyword = nextSignificant(after: k), ["func", "var", "let"].contains(tokens[keyword].text),
                let name = nextSignificant(after: keyword), used.contains(tokens[name].text)
            else { continue }
            delete(i...i)
        }
    }

    /// Removes an extension whose body is left empty and that declares no conformance.
    private mutating func removeIfEmpty(_ scope: TypeScope) {
        guard let close = scope.closeIndex else { return }
        for k in (scope.openIndex + 1)..<close {
            let text = (replacements[k] ?? tokens[k].text) + (insertions[k] ?? "")
            if !text.trimmingSpaces().isEmpty { return }
        }
        guard inheritedNames(of: scope).isEmpty else {
            // Kept for its conformances, as `extension T: P {}`.
            for k in (scope.openIndex + 1)..<close { replacements[k] = "" }
            return
        }
        var start = scope.keywordIndex
        while let p = previousSignificant(before: start),
            tokens[p].kind == .attribute
                || ["public", "private", "fileprivate", "internal", "package"].contains(tokens[p].text)
        {
            start = p
        }
        let lines = wholeLines(start...close)
        let range = withNeighbouringBlankLine(lines)
        for k in range {
            replacements[k] = ""
            if lineDescriptions[tokens[k].line] == nil {
                // A blank line removed is not worth a line of the listing.
                lineDescriptions[tokens[k].line] = lines.contains(k) ? "(removed)" : .some(nil)
            }
        }
    }

    /// Whole lines widened by one blank line, so that removing them leaves neither two blank
    /// lines together nor a blank line opening or closing a body: the blank line below when
    /// there is one, else the one above when a `}` or the end of the file follows.
    private func withNeighbouringBlankLine(_ range: ClosedRange<Int>) -> ClosedRange<Int> {
        if range.upperBound == tokens.count - 1, tokens[range.upperBound].kind != .newline {
            // Last in a file without a final line break: the line breaks before it go too.
            var begin = range.lowerBound
            while begin > 0, tokens[begin - 1].kind == .whitespace || tokens[begin - 1].kind == .newline { begin -= 1 }
            return begin...range.upperBound
        }
        guard range.lowerBound == 0 || tokens[range.lowerBound - 1].kind == .newline,
            tokens[range.upperBound].kind == .newline
        else { return range }
        // The blank line below: whitespace, then a line break.
        var below = range.upperBound + 1
        while below < tokens.count, tokens[below].kind == .whitespace { below += 1 }
        if below < tokens.count, tokens[below].kind == .newline { return range.lowerBound...below }
        let closesBody = below >= tokens.count || tokens[below].text == "}"
        var above = range.lowerBound - 2
        while above >= 0, tokens[above].kind == .whitespace { above -= 1 }
        if closesBody, range.lowerBound >= 1, above < 0 || tokens[above].kind == .newline {
            return (above + 1)...range.upperBound
        }
        return range
    }

    /// Removes `#if` blocks left without code after an extension inside them went.
    mutating func removeEmptiedConditionalBlocks() {
        var open: [Int] = []
        for k in tokens.indices where tokens[k].kind == .pound {
            switch tokens[k].text {
            case "#if": open.append(k)
            case "#elseif", "#else": if !open.isEmpty { open[open.count - 1] = -1 }
            case "#endif":
                guard let start = open.popLast(), start >= 0 else { continue }
                var lineEnd = start
                while lineEnd < k, tokens[lineEnd].kind != .newline { lineEnd += 1 }
                let body = (lineEnd + 1)..<k
                let hadCode = body.contains { !tokens[$0].isTrivia }
                let keepsText = body.contains {
                    !((replacements[$0] ?? tokens[$0].text) + (insertions[$0] ?? "")).trimmingSpaces().isEmpty
                }
                guard hadCode, !keepsText else { continue }
                let lines = wholeLines(start...k)
                for j in withNeighbouringBlankLine(lines) {
                    replacements[j] = ""
                    if lineDescriptions[tokens[j].line] == nil {
                        lineDescriptions[tokens[j].line] = lines.contains(j) ? "(removed)" : .some(nil)
                    }
                }
            default: break
            }
        }
    }

    /// Inserts members moved out of extensions at the end of their classes' bodies in this file.
    mutating func insertMovedMembers(_ members: [MovedMember]) {
        for scope in scopes where scope.kind == .type && tokens[scope.keywordIndex].text == "class" {
            let name = qualifiedName(of: scope)
            let mine = members.filter { $0.className == name }
            guard !mine.isEmpty, let close = scope.closeIndex, let last = previousSignificant(before: close) else {
                continue
            }
            let classIndent = indentation(ofLineAt: scope.keywordIndex)
            var indent = classIndent + "    "
            if let first = nextSignificant(after: scope.openIndex), first < close,
                tokens[(scope.openIndex + 1)..<first].contains(where: { $0.kind == .newline })
            {
                indent = indentation(ofLineAt: first)
            }
            let classKeys = conditionStack(at: scope.keywordIndex).map(\.key)
            let blocks = mine.map { member -> String in
                var shared = 0
                while shared < min(classKeys.count, member.conditionKeys.count),
                    classKeys[shared] == member.conditionKeys[shared]
                {
                    shared += 1
                }
                let conditions = Array(member.conditions.dropFirst(shared))
                var lines: [String] = []
                for (level, condition) in conditions.enumerated() {
                    lines.append(indent + String(repeating: "    ", count: level) + "#if " + condition)
                }
                let inner = indent + String(repeating: "    ", count: conditions.count)
                lines += member.lines.map { $0.isEmpty ? "" : inner + $0 }
                for level in conditions.indices.reversed() {
                    lines.append(indent + String(repeating: "    ", count: level) + "#endif")
                }
                return lines.joined(separator: "\n")
            }
            let summary = mine.map { "\($0.signature) (from \($0.origin))" }.joined(separator: "; ")
            if let newline = (last..<close).last(where: { tokens[$0].kind == .newline }) {
                let blankAbove = (last..<close).filter { tokens[$0].kind == .newline }.count > 1
                let separator = last == scope.openIndex || blankAbove ? "" : "\n"
                insertions[newline, default: ""] += separator + blocks.joined(separator: "\n\n") + "\n"
                lineDescriptions[tokens[close].line] = "(moved in: \(summary)) }"
            } else {
                // A body on one line: its members go on lines of their own, the moved ones after.
                if tokens[close - 1].kind == .whitespace { replacements[close - 1] = "" }
                var separator = "\n"
                if last != scope.openIndex {
                    if tokens[scope.openIndex + 1].kind == .whitespace { replacements[scope.openIndex + 1] = "" }
                    insertions[scope.openIndex, default: ""] += "\n" + indent
                    separator = "\n\n"
                }
                insertions[last, default: ""] += separator + blocks.joined(separator: "\n\n") + "\n" + classIndent
                insertionSummaries[last] = "(moved in: \(summary))"
            }
        }
    }
}
