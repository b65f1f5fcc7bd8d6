extension SourceRewriter {
    /// `NSAttributedString()` becomes `NSAttributedString(string: "")` (and likewise the mutable
    /// class): Foundation on Linux has no argument-free initializer for them.
    mutating func rewriteEmptyAttributedStrings() {
        for i in tokens.indices where tokens[i].kind == .identifier {
            guard ["NSAttributedString", "NSMutableAttributedString"].contains(tokens[i].text),
                i + 2 < tokens.count, tokens[i + 1].text == "(", tokens[i + 2].text == ")",
                previousSignificant(before: i).map({ tokens[$0].text != "." }) ?? true
            else { continue }
            replacements[i + 1] = "(string: \"\""
        }
    }
}
