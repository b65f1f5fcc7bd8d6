// iOS code often keeps its selectors as constants in an extension of `Selector`
// (`static let refresh = #selector(Store.refresh(_:))`) and passes them as implicit members
// (`selector: .refresh`). The port turns the constant into a method reference, which still
// compiles, but `.refresh` then has no contextual type where the parameter is a generic method
// reference; naming the extension's type (`Selector.refresh`) resolves it.

extension SourceRewriter {
    /// The argument labels whose parameter takes a selector in the APIs UIKit and Foundation
    /// offer with method references here.
    static let selectorArgumentLabels: Set<String> = ["action", "selector", "aSelector"]

    /// The names of the `static let` constants this file declares in extensions of `Selector`
    /// initialised with `#selector(...)`.
    func selectorConstantNames() -> Set<String> {
        var names: Set<String> = []
        for scope in scopes where scope.kind == .extension && scope.name == "Selector" {
            guard let close = scope.closeIndex else { continue }
            for i in (scope.openIndex + 1)..<close where tokens[i].text == "let" && typeAt[i] === scope {
                guard memberLevelAt[i], let name = nextSignificant(after: i), tokens[name].kind == .identifier,
                    let equals = nextSignificant(after: name), tokens[equals].text == "=",
                    let value = nextSignificant(after: equals), tokens[value].text == "#selector"
                else { continue }
                names.insert(tokens[name].text)
            }
        }
        return names
    }

    /// `selector: .refresh`, `action: .close` and `perform(.close, ...)` become
    /// `Selector.refresh`, ... for the constants of every file ported together.
    mutating func rewriteSelectorConstantUses() {
        let names = sources.selectorConstants
        guard !names.isEmpty else { return }
        for i in tokens.indices where tokens[i].text == "." && tokens[i].kind == .punctuation {
            guard let name = nextSignificant(after: i), name == i + 1, names.contains(tokens[name].text),
                let before = previousSignificant(before: i), takesSelector(argumentBefore: before)
            else { continue }
            replacements[i] = "Selector."
        }
    }

    /// Whether the token before an implicit member ends a selector argument's label
    /// (`action:`) or opens a `perform(` call.
    private func takesSelector(argumentBefore index: Int) -> Bool {
        if tokens[index].text == ":", let label = previousSignificant(before: index) {
            return Self.selectorArgumentLabels.contains(tokens[label].text)
        }
        if tokens[index].text == "(", let callee = previousSignificant(before: index) {
            return tokens[callee].text == "perform"
        }
        return false
    }
}
