import Foundation

extension SourceRewriter {
    /// OpenUIKit's stand-ins for Apple frameworks beside UIKit, which a ported target reaches as
    /// products of the OpenUIKit package rather than through `import UIKit`.
    static let standInModules: Set<String> = [
        "AVFoundation", "CoreData", "MapKit", "MessageUI", "MobileCoreServices", "SafariServices", "SwiftUI",
        "WebKit",
    ]

    /// What to write instead of `import <module>` when the module is an Objective-C target of the
    /// library's own package (imported under `SWIFT_PACKAGE`). A delegate forwarder (an `NSProxy`
    /// or `NSObject` that answers every message one of its delegates answers, through the
    /// runtime's message forwarding) is the usual one; when this file subclasses the module's
    /// class, the advice names the class to write, its initializer and each protocol to forward.
    func objectiveCTargetAdvice(module: String) -> String {
        let general =
            "add that target (ported too) as a dependency; if it is Objective-C (a delegate proxy forwarding "
            + "messages), write its classes in Swift: implement each delegate method and call it on each delegate"
        guard let base = classes(inheritingFrom: [module]).first?.name else { return general }
        let initializer = refinedInitializerLabel().map { "init(\($0): [Any])" } ?? "its initializer"
        let forwarders = classes(inheritingFrom: [base]).compactMap { declared -> String? in
            guard let proto = declared.conformances.first(where: { !$0.hasPrefix(base) }) else { return nil }
            return "\(declared.name) every method of \(proto) the library or its users implement, each calling "
                + "the same method on every delegate that is a \(proto) (`delegates.compactMap { $0 as? \(proto) }`) "
                + "and, when it returns a value, returning the first non-nil answer"
        }
        var advice =
            "\(module) is an Objective-C target that forwards every message to its delegates through the runtime; "
            + "delete this import and write `class \(module): NSObject` here in Swift, with \(initializer) keeping "
            + "the delegates weakly (a struct with a `weak var object: AnyObject?` each) and a `delegates: "
            + "[AnyObject]` property returning those still alive"
        if !forwarders.isEmpty { advice += "; then give " + forwarders.joined(separator: "; give ") }
        return advice
    }

    /// The note for `import <stand-in>` in a folder ported on its own: the module is a product of
    /// the OpenUIKit package that the target must list, which `import UIKit` does not bring.
    func standInModuleAdvice(module: String) -> String {
        "add .product(name: \"\(module)\", package: \"OpenUIKit\") to this target's dependencies: OpenUIKit's "
            + "stand-in for \(module) (Documentation/Deviations.md)"
    }

    /// The module token of the `import` at `index`, past a kind (`import class WebKit.WKWebView`).
    func importedModule(after index: Int) -> Int? {
        guard let m = nextSignificant(after: index) else { return nil }
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        return kinds.contains(tokens[m].text) ? nextSignificant(after: m) : m
    }

    /// An initializer `init(..., target: Any?, action: Selector?)` that hands both to
    /// `super.init(target: target, action: action)`: its callers' `#selector` arguments are method
    /// references now, so they need a generic sibling taking one (the designated initializer stays
    /// for callers passing no target).
    struct SelectorForwardingInit {
        /// The initializer to add, written out.
        var code: String
        /// The `}` closing the original initializer's body.
        var bodyClose: Int
        /// The class declaring it, when the file's scopes tell.
        var className: String?
        /// The original initializer's indentation.
        var indent: String
    }

    func selectorForwardingInit(_ selector: Int) -> SelectorForwardingInit? {
        var depth = 0
        var k = selector - 1
        var open: Int?
        while k >= 0 {
            let text = tokens[k].text
            if [")", "]"].contains(text) { depth += 1 }
            if ["(", "["].contains(text) {
                if depth == 0 {
                    open = text == "(" ? k : nil
                    break
                }
                depth -= 1
            }
            k -= 1
        }
        guard let open, let keyword = previousSignificant(before: open), tokens[keyword].text == "init",
            let close = matchingClose(of: open)
        else { return nil }
        // The parameters, as written, split at the top-level commas.
        var parameters: [[Int]] = [[]]
        depth = 0
        for k in (open + 1)..<close {
            let text = tokens[k].text
            if ["(", "[", "<"].contains(text) { depth += 1 }
            if [")", "]", ">"].contains(text) { depth -= 1 }
            if text == ",", depth == 0 { parameters.append([]) } else { parameters[parameters.count - 1].append(k) }
        }
        func firstName(_ parameter: [Int]) -> String? {
            parameter.first { !tokens[$0].isTrivia }.map { tokens[$0].text }
        }
        guard parameters.contains(where: { firstName($0) == "target" }),
            parameters.contains(where: { firstName($0) == "action" }),
            let bodyOpen = (close..<tokens.count).first(where: { tokens[$0].text == "{" }),
            let bodyClose = matchingClose(of: bodyOpen),
            (bodyOpen..<bodyClose).contains(where: { k in
                tokens[k].text == "super" && k + 2 < bodyClose && tokens[k + 2].text == "init"
                    && tokens[(k + 2)...bodyClose].prefix(12).contains { $0.text == "action" }
            })
        else { return nil }
        let kept = parameters.filter { !["target", "action"].contains(firstName($0)) }
        let declared = kept.map { $0.map { tokens[$0].text }.joined().trimmingCharacters(in: .whitespacesAndNewlines) }
        // `label name: T` passes `label: name`, `_ name: T` passes `name`, `name: T` passes `name: name`.
        let passed = kept.compactMap { parameter -> String? in
            let significant = parameter.filter { !tokens[$0].isTrivia }.map { tokens[$0].text }
            guard let colon = significant.firstIndex(of: ":"), colon > 0 else { return nil }
            let label = significant[0]
            let name = significant[colon - 1]
            return label == "_" ? name : "\(label): \(name)"
        }
        let parameterList = (declared + ["target: Target", "action: @escaping (Target) -> (Sender) -> Void"])
            .joined(separator: ", ")
        var lineStart = keyword
        while lineStart > 0, tokens[lineStart - 1].kind != .newline { lineStart -= 1 }
        let indent = tokens[lineStart].kind == .whitespace ? tokens[lineStart].text : ""
        let code =
            "convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(\(parameterList)) { self.init("
            + "\(passed.joined(separator: ", "))); addTarget(target, action: action) }"
        return SelectorForwardingInit(
            code: code, bodyClose: bodyClose, className: typeAt[keyword]?.name, indent: indent)
    }

    /// In a gesture recognizer subclass of the sources, adds the method-reference initializer
    /// beside one handing its `Selector` to `super.init(target:action:)`; true when it did.
    mutating func addMethodReferenceInitializer(for selector: Int) -> Bool {
        guard let found = selectorForwardingInit(selector), let name = found.className,
            ([name] + sources.superclassChain(of: name)).contains(where: { $0.hasSuffix("GestureRecognizer") }),
            insertions[found.bodyClose] == nil
        else { return false }
        let body = found.code.replacingOccurrences(of: ") { self.init(", with: ") {\n\(found.indent)    self.init(")
            .replacingOccurrences(of: "; addTarget(", with: "\n\(found.indent)    addTarget(")
            .replacingOccurrences(of: ") }", with: ")\n\(found.indent)}")
        insertions[found.bodyClose] = "\n\n\(found.indent)" + body
        insertionSummaries[found.bodyClose] =
            "(adds init<Target, Sender>(..., target:action:) taking a method reference)"
        return true
    }

    /// Classes this file declares whose superclass (first inherited type) is one of `names`, with
    /// the other types they inherit.
    private func classes(inheritingFrom names: Set<String>) -> [(name: String, conformances: [String])] {
        var found: [(name: String, conformances: [String])] = []
        for i in tokens.indices where tokens[i].text == "class" {
            guard let nameIndex = nextSignificant(after: i), tokens[nameIndex].kind == .identifier else { continue }
            var k = nextSignificant(after: nameIndex)
            if let g = k, tokens[g].text == "<" {
                while let c = k, tokens[c].text != ">" { k = nextSignificant(after: c) }
                k = k.flatMap { nextSignificant(after: $0) }
            }
            guard let colon = k, tokens[colon].text == ":" else { continue }
            var inherited: [String] = []
            var current = ""
            var depth = 0
            var j = nextSignificant(after: colon)
            while let c = j, tokens[c].text != "{", tokens[c].text != "where" {
                let text = tokens[c].text
                if text == "<" { depth += 1 }
                if text == ">" { depth -= 1 }
                if text == ",", depth == 0 {
                    inherited.append(current)
                    current = ""
                } else {
                    current += text
                }
                j = nextSignificant(after: c)
            }
            if !current.isEmpty { inherited.append(current) }
            guard let superclass = inherited.first,
                names.contains(String(superclass.prefix { $0 != "<" }))
            else { continue }
            found.append((tokens[nameIndex].text, Array(inherited.dropFirst())))
        }
        return found
    }

    /// The label of an initializer Objective-C refined for Swift (`self.init(__delegates: ...)`),
    /// which the Swift class must offer under the same name.
    private func refinedInitializerLabel() -> String? {
        for i in tokens.indices where tokens[i].text == "init" {
            guard let open = nextSignificant(after: i), tokens[open].text == "(",
                let label = nextSignificant(after: open), tokens[label].text.hasPrefix("__"),
                let colon = nextSignificant(after: label), tokens[colon].text == ":"
            else { continue }
            return tokens[label].text
        }
        return nil
    }
}
