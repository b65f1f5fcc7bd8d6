extension SourceRewriter {
    /// Modules whose submodule imports (`import UIKit.UIGestureRecognizerSubclass`,
    /// `import os.log`) become imports of the whole module: the submodules' members are part of it
    /// here.
    private static let wholeModules: Set<String> = ["UIKit", "os"]

    /// The `import` keywords that begin an import declaration, with the module name's index.
    private func importDeclarations() -> [(keyword: Int, module: Int)] {
        tokens.indices.compactMap { i in
            guard tokens[i].kind == .identifier, tokens[i].text == "import", startsLine(i) || isAfterAttribute(i),
                let m = nextSignificant(after: i), tokens[m].kind == .identifier
            else { return nil }
            return (i, m)
        }
    }

    private func startsLine(_ index: Int) -> Bool {
        var k = index - 1
        while k >= 0, tokens[k].kind == .whitespace { k -= 1 }
        return k < 0 || tokens[k].kind == .newline
    }

    private func isAfterAttribute(_ index: Int) -> Bool {
        previousSignificant(before: index).map { tokens[$0].kind == .attribute } ?? false
    }

    /// `import UIKit.X` becomes `import UIKit` and `import os.log` becomes `import os`, or goes
    /// when the file imports the module already.
    mutating func rewriteImports() {
        let imports = importDeclarations()
        var imported = Set(
            imports.compactMap { i in
                i.module + 1 < tokens.count && tokens[i.module + 1].text == "." ? nil : tokens[i.module].text
            })
        for i in imports where Self.wholeModules.contains(tokens[i.module].text) {
            var end = i.module
            while end + 2 < tokens.count, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier { end += 2 }
            guard end > i.module else { continue }
            if imported.contains(tokens[i.module].text) {
                delete(i.keyword...end)  // A second import of the module would be a duplicate.
            } else {
                for k in (i.module + 1)...end { replacements[k] = "" }
                imported.insert(tokens[i.module].text)
            }
        }
    }

    /// Foundation names that do not start with `NS`.
    private static let foundationNames: Set<String> = [
        "Date", "URL", "URLRequest", "URLSession", "Data", "UUID", "DispatchQueue", "DispatchTime", "Notification",
        "NotificationCenter", "JSONDecoder", "JSONEncoder", "Bundle", "UserDefaults", "Timer", "IndexPath",
        "IndexSet", "TimeInterval", "Locale", "Calendar", "DateFormatter", "NumberFormatter", "FileManager",
        "ProcessInfo", "RunLoop", "OperationQueue", "CharacterSet", "Decimal", "DateComponents", "AttributedString",
        "PropertyListEncoder", "PropertyListDecoder", "Measurement", "TimeZone", "DispatchWorkItem",
    ]

    /// UIKit names that start with `NS`.
    private static let uikitNSNames: Set<String> = [
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
        "NSTextAlignment", "NSLineBreakMode", "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow",
        "NSTextAttachment", "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSDiffableDataSourceSnapshot",
        "NSStringDrawingOptions", "NSUnderlineStyle",
    ]

    /// Whether a name is UIKit's, Core Graphics' or Core Animation's (`UIView`, `CGFloat`,
    /// `CATransform3DIdentity`, `NSLayoutConstraint`).
    static func isUIKitName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2 else { return false }
        let prefix = String(name.prefix(2))
        if ["UI", "CG", "CA"].contains(prefix), ("A"..."Z").contains(scalars[2]) { return true }
        return uikitNSNames.contains(name) || name.hasPrefix("NSCollectionLayout")
    }

    static func isFoundationName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if scalars.count > 2, name.hasPrefix("NS"), ("A"..."Z").contains(scalars[2]) { return true }
        return foundationNames.contains(name)
    }

    /// A file without imports gets `import UIKit` when it names anything of UIKit, Core Graphics
    /// or Core Animation, else `import Foundation` when it names Foundation, after the comment
    /// block that opens the file: Xcode projects with a bridging header or a prefix file compile
    /// such files; a Swift package needs the import in every file.
    mutating func addMissingImport() {
        // A file of the module exporting UIKit (or Foundation) makes it visible in every file.
        let exported = sources.exportedModules
        guard importDeclarations().isEmpty, !exported.contains("UIKit") else { return }
        let names = tokens.filter { $0.kind == .identifier }.map(\.text)
        let module: String
        if names.contains(where: Self.isUIKitName) {
            module = "UIKit"
        } else if names.contains(where: Self.isFoundationName), !exported.contains("Foundation") {
            module = "Foundation"
        } else {
            return
        }
        // The header: comment lines from the top, ended by a blank line.
        var k = 0
        var lastCommentLineEnd: Int?
        while k < tokens.count, tokens[k].kind == .comment || tokens[k].isTrivia {
            if tokens[k].kind == .newline, k > 0,
                tokens[k - 1].kind == .newline
                    || tokens[k - 1].kind == .whitespace
                        && (k < 2 || tokens[k - 2].kind == .newline)
            {
                break  // A blank line ends the header.
            }
            if tokens[k].kind == .newline, tokens[..<k].contains(where: { $0.kind == .comment }) {
                lastCommentLineEnd = k
            }
            k += 1
        }
        let headerEnds = k < tokens.count && tokens[k].kind == .newline
        if headerEnds, let end = lastCommentLineEnd {
            insertions[end, default: ""] += "\nimport \(module)\n"
            insertionSummaries[end] = "import \(module)"
        } else {
            leadingInsertion = "import \(module)\n\n"
        }
    }
}
