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

    /// Apple frameworks OpenUIKit has no stand-in for, by the prefixes of their names: an import
    /// of one by a file that names nothing of it can go.
    static let absentFrameworkPrefixes: [String: [String]] = [
        "CoreText": ["CT", "kCT"],
        "AssetsLibrary": ["AL"],
    ]

    /// An import of a framework OpenUIKit does not have (`import CoreText`) goes, with a note,
    /// when the file names nothing of it; a file that does use it keeps the import and a note
    /// naming what it uses.
    mutating func removeUnusedAbsentFrameworkImports() {
        let names = Set(tokens.filter { $0.kind == .identifier }.map(\.text))
        for i in importDeclarations() {
            let module = tokens[i.module].text
            guard let prefixes = Self.absentFrameworkPrefixes[module],
                i.module + 1 >= tokens.count || tokens[i.module + 1].text != "."
            else { continue }
            let uses = names.filter { name in
                prefixes.contains { prefix in
                    name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map(\.isUppercase) == true
                }
            }
            if uses.isEmpty {
                delete(i.keyword...i.module)
                note(i.keyword, "import \(module) removed: the file names nothing of it", "none needed")
            } else if module != "CoreText" {  // `reportUnportable` has advice for Core Text.
                let named = uses.sorted().prefix(3).joined(separator: ", ")
                note(
                    i.keyword, "\(module) is not available here (the file uses \(named))",
                    "write those parts with UIKit's API: the framework has no stand-in here")
            }
        }
    }

    /// `import UIKit.X` becomes `import UIKit` and `import os.log` becomes `import os`, or goes
    /// when the file imports the module already; `import ObjectiveC` likewise becomes UIKit.
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
        // The Objective-C runtime functions ported code uses (associated objects) are UIKit's
        // here, as `import UIKit` brings them on iOS.
        for i in imports where tokens[i.module].text == "ObjectiveC" {
            guard i.module + 1 >= tokens.count || tokens[i.module + 1].text != "." else { continue }
            if imported.contains("UIKit") {
                delete(i.keyword...i.module)
            } else {
                replacements[i.module] = "UIKit"
                imported.insert("UIKit")
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

    /// The Objective-C runtime's selector names, which are UIKit's here.
    static let selectorNames: Set<String> = ["Selector", "NSSelectorFromString", "NSStringFromSelector"]

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
    /// such files; a Swift package needs the import in every file. With an umbrella header that
    /// imports UIKit, a file whose imports leave UIKit out gets `import UIKit` before them.
    mutating func addMissingImport() {
        // A file of the module exporting UIKit (or Foundation) makes it visible in every file.
        let exported = sources.exportedModules
        guard !exported.contains("UIKit") else { return }
        let names = tokens.filter { $0.kind == .identifier }.map(\.text)
        let imports = importDeclarations()
        if let first = imports.first {
            // A framework whose umbrella header imports UIKit shows UIKit to every Swift file of
            // it (a CocoaPods library's file may import only Foundation and use UIView).
            // `Selector` comes with Foundation on Apple platforms (from the Objective-C module);
            // here it is UIKit's.
            guard
                addsUIKitDeclarations || names.contains(where: Self.selectorNames.contains)
                    || sources.umbrellaModules.contains("UIKit") && names.contains(where: Self.isUIKitName),
                !imports.contains(where: { (replacements[$0.module] ?? tokens[$0.module].text) == "UIKit" })
            else { return }
            var lineStart = first.keyword
            while lineStart > 0, tokens[lineStart - 1].kind != .newline { lineStart -= 1 }
            if lineStart == 0 {
                leadingInsertion = "import UIKit\n"
            } else {
                insertions[lineStart - 1, default: ""] += "import UIKit\n"
                var lineText = ""
                var k = lineStart
                while k < tokens.count, tokens[k].kind != .newline {
                    lineText += tokens[k].text
                    k += 1
                }
                lineDescriptions[tokens[first.keyword].line] = "import UIKit; \(lineText.trimmingSpaces())"
            }
            return
        }
        let module: String
        if names.contains(where: Self.isUIKitName) || names.contains(where: Self.selectorNames.contains) {
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
