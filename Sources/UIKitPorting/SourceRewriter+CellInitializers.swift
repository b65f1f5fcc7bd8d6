extension SourceRewriter {
    /// Cell and reusable view classes whose registered-class initializer is `required` here
    /// (see Deviations.md, "Cell initialisers are `required`"), by the first argument label of
    /// that initializer. Headers, footers and decoration views are registered by class too.
    static let requiredCellInitializers: [String: String] = [
        "UITableViewCell": "style",
        "UICollectionViewCell": "frame",
        "UICollectionViewListCell": "frame",
        "UICollectionReusableView": "frame",
    ]

    /// `override init(style:reuseIdentifier:)` in a table view cell subclass becomes
    /// `required init(...)`, and `override init(frame:)` in a collection view cell or reusable
    /// view subclass `required init(frame:)`: the table and collection view construct registered
    /// cell classes from their metatype, which Swift allows only through required initializers.
    mutating func rewriteCellInitializers() {
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == "init" {
            // An extension's initializer counts too: it moves into the class body.
            guard memberLevelAt[i], let scope = typeAt[i],
                let superclass = scope.kind == .type
                    ? superclassName(of: scope)
                    : scope.kind == .extension ? sources.superclasses[scope.name] : nil,
                let label = Self.requiredCellInitializers[cellAncestor(of: superclass)],
                let open = nextSignificant(after: i), tokens[open].text == "(",
                let first = nextSignificant(after: open), tokens[first].text == label,
                let colon = nextSignificant(after: first), tokens[colon].text == ":"
            else { continue }
            // The modifiers before `init`: already ported when one of them is `required`.
            var modifiers: [Int] = []
            var j = i
            while let p = previousSignificant(before: j), tokens[p].kind == .identifier,
                Self.declarationModifiers.contains(tokens[p].text)
            {
                modifiers.append(p)
                j = p
            }
            guard let override = modifiers.first(where: { tokens[$0].text == "override" }),
                !modifiers.contains(where: { tokens[$0].text == "required" })
            else { continue }
            // Both override a required initializer here, where `override` is implied.
            replacements[override] = "required"
        }
    }

    /// The UIKit cell class `name` descends from through classes of the ported sources (a cell
    /// subclassing the app's own cell class), or `name` itself.
    func cellAncestor(of name: String) -> String {
        var current = name
        var seen: Set<String> = []
        while Self.requiredCellInitializers[current] == nil, seen.insert(current).inserted,
            let next = sources.superclasses[current]
        {
            current = next
        }
        return current
    }

    /// The first name after the colon of a class declaration (`class Cell: UITableViewCell`).
    func superclassName(of scope: TypeScope) -> String? {
        guard tokens[scope.keywordIndex].text == "class", let name = nextSignificant(after: scope.keywordIndex),
            var k = nextSignificant(after: name)
        else { return nil }
        if tokens[k].text == "<", let close = matchingClose(of: k), let n = nextSignificant(after: close) { k = n }
        guard tokens[k].text == ":", let superclass = nextSignificant(after: k), superclass < scope.openIndex,
            tokens[superclass].kind == .identifier
        else { return nil }
        let dotted = dottedName(from: superclass)
        return dotted.hasPrefix("UIKit.") ? String(dotted.dropFirst(6)) : dotted
    }
}
