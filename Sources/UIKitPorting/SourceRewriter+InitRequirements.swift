extension SourceRewriter {
    // `extension NSObject: P {}` where the sources' `P` requires `init()` (SideMenu's
    // `InitializableClass`, which gives every object `with(_:)` and `init(_ configure:)`):
    // Foundation's NSObject is a Swift class on Linux whose `init()` is not `required`, so it
    // cannot satisfy the requirement. The porter splits `P`:
    //
    //     protocol P: class, PMembers { init() }
    //     protocol PMembers: AnyObject {}
    //     extension PMembers {
    //         init(_ block: (Self) -> Void) where Self: P { self.init(); block(self) }
    //         func with(_ block: (Self) -> Void) -> Self { ... }
    //     }
    //     extension NSObject: PMembers {}
    //
    // so every object keeps the members that create nothing, and the sources' own classes
    // (which declare `required init()`) keep the initializers.

    /// The name of the protocol holding `P`'s members that NSObject adopts.
    static func membersProtocol(of name: String) -> String { name + "Members" }

    mutating func splitInitRequirementsAdoptedByNSObject() {
        let split = sources.initRequiringProtocols.intersection(sources.inherited["NSObject"] ?? [])
        guard !split.isEmpty else { return }
        for scope in scopes {
            guard let close = scope.closeIndex else { continue }
            let members = Self.membersProtocol(of: scope.name)
            switch scope.kind {
            case .extension where scope.name == "NSObject":
                for k in scope.keywordIndex..<scope.openIndex
                where tokens[k].kind == .identifier && split.contains(tokens[k].text) {
                    if let colon = previousSignificant(before: k), [":", ","].contains(tokens[colon].text) {
                        replacements[k] = Self.membersProtocol(of: tokens[k].text)
                    }
                }
            case .protocol where split.contains(scope.name):
                guard let last = previousSignificant(before: scope.openIndex) else { continue }
                let hasList = tokens[scope.keywordIndex..<scope.openIndex].contains { $0.text == ":" }
                insertions[last, default: ""] += (hasList ? ", " : ": ") + members
                let access = accessModifier(ofDeclarationAt: scope.keywordIndex)
                insertions[close, default: ""] +=
                    "\n\n/// \(scope.name)'s members that create nothing, which NSObject adopts (its init() is not "
                    + "required on Linux).\n\(access)protocol \(members): AnyObject {}"
            case .extension where split.contains(scope.name):
                guard
                    !tokens[scope.keywordIndex..<scope.openIndex].contains(where: {
                        $0.text == ":" || $0.text == "where"
                    }),
                    let nameIndex = nextSignificant(after: scope.keywordIndex)
                else { continue }
                replacements[nameIndex] = members
                var restated: [String] = []
                for i in (scope.openIndex + 1)..<close
                where tokens[i].text == "init" && memberLevelAt[i] && typeAt[i] === scope {
                    guard let open = nextSignificant(after: i).flatMap({ tokens[$0].text == "(" ? $0 : nil }),
                        let paramsClose = matchingClose(of: open),
                        let body = ((paramsClose + 1)..<close).first(where: { tokens[$0].text == "{" }),
                        let beforeBody = previousSignificant(before: body), let bodyClose = matchingClose(of: body)
                    else { continue }
                    let hasWhere = tokens[paramsClose..<body].contains { $0.text == "where" }
                    insertions[beforeBody, default: ""] +=
                        hasWhere ? ", Self: \(scope.name)" : " where Self: \(scope.name)"
                    if !hasWhere { restated.append(tokens[i...bodyClose].map(\.text).joined()) }
                }
                // UIKit classes the sources made through the initializer (`UIView { $0... }`) get it
                // restated for their concrete type, where their non-required init() serves.
                let indent = indentation(ofLineAt: scope.keywordIndex)
                for uikitClass in sources.closureCreatedUIKitClasses.sorted() where !restated.isEmpty {
                    let inits = restated.map { text in
                        "\(indent)    convenience " + replacingWord("Self", with: uikitClass, in: text)
                    }
                    addsUIKitDeclarations = true
                    insertions[close, default: ""] +=
                        "\n\n\(indent)extension \(uikitClass) {\n" + inits.joined(separator: "\n\n") + "\n\(indent)}"
                }
            default:
                break
            }
        }
    }

    /// `text` with each whole-word `word` replaced.
    private func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        SwiftTokenizer.tokenize(text).map { $0.kind == .identifier && $0.text == word ? replacement : $0.text }.joined()
    }
}
