extension SourceRewriter {
    /// `UIApplication.shared.delegate?.window` becomes `UIApplication.shared.delegate.map {
    /// $0.window }`: on iOS `window` is an optional requirement of type `UIWindow?`, so reading it
    /// through `delegate?` gives `UIWindow??`, and code unwraps twice (`window??.rootViewController`,
    /// `if let w = ..., let window = w`). Here the requirement has a default, so the plain chain
    /// would give `UIWindow?`; `map` keeps the two levels. An assignment is left alone.
    mutating func rewriteApplicationDelegateWindow() {
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == "delegate" {
            guard i > 0, tokens[i - 1].text == ".", i + 3 < tokens.count, tokens[i + 1].text == "?",
                tokens[i + 2].text == ".", tokens[i + 3].text == "window",
                let before = previousSignificant(before: i - 1), tokens[before].text == "shared"
            else { continue }
            if let after = nextSignificant(after: i + 3), tokens[after].text == "=" { continue }
            replacements[i + 1] = ""
            replacements[i + 2] = ".map { $0."
            replacements[i + 3] = "window }"
        }
    }
}
