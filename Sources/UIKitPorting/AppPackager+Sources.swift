import Foundation

/// What the packager needs to know from the app's Swift sources: which class is the app
/// delegate, whether a class exists, and the entry-point attributes to take off.
enum AppSourceScan {
    /// The app delegate: the `@main`/`@UIApplicationMain` class, the class `UIApplicationMain`
    /// is given in `main.swift`, or else the one class adopting `UIApplicationDelegate`.
    static func appDelegateClass(in sources: [(file: String, text: String)]) -> String? {
        for source in sources {
            if let name = firstMatch(
                #"@(?:UIApplicationMain|main)\s+(?:(?:final|public|open|internal)\s+)*class\s+(\w+)"#, in: source.text)
            {
                return name
            }
        }
        for source in sources where (source.file as NSString).lastPathComponent == "main.swift" {
            if let name = firstMatch(#"UIApplicationMain\([^)]*NSStringFromClass\((\w+)\.self\)"#, in: source.text)
                ?? firstMatch(#"UIApplicationMain\([^)]*,\s*"(\w+)"\s*\)"#, in: source.text)
            {
                return name
            }
        }
        for source in sources {
            if let name = firstMatch(#"class\s+(\w+)\s*:[^{]*\bUIApplicationDelegate\b"#, in: source.text) {
                return name
            }
        }
        return nil
    }

    /// Whether some source declares `class Name`.
    static func declaresClass(_ name: String, in sources: [(file: String, text: String)]) -> Bool {
        sources.contains { firstMatch(#"\bclass\s+(\#(name))\b"#, in: $0.text) != nil }
    }

    /// The source without `@main` and `@UIApplicationMain` on a type: an executable target
    /// starts at its `main.swift`, and cannot also have an attributed entry point.
    static func removingEntryPointAttributes(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("@main") || trimmed.hasPrefix("@UIApplicationMain") else { continue }
            let rest = trimmed.hasPrefix("@main") ? trimmed.dropFirst(5) : trimmed.dropFirst(18)
            // `@mainActor`-like names are other attributes; only the bare word is the entry point.
            guard rest.first.map({ $0 == " " || $0 == "\t" }) ?? true else { continue }
            let indent = lines[index].prefix { $0 == " " || $0 == "\t" }
            let remainder = rest.trimmingCharacters(in: .whitespaces)
            lines[index] =
                remainder.isEmpty
                ? "\(indent)// \(trimmed): the package's main.swift launches the app"
                : "\(indent)\(remainder)"
        }
        return lines.joined(separator: "\n")
    }

    /// OpenUIKit's stand-ins for Apple frameworks beside UIKit, as library products of its package.
    static let standInFrameworkNames = [
        "AVFoundation", "CoreData", "MapKit", "MessageUI", "MobileCoreServices", "SafariServices", "SwiftUI",
        "WebKit",
    ]

    /// The stand-in frameworks some source imports (`import WebKit`, `@testable import`,
    /// `import class WebKit.WKWebView`), in name order.
    static func standInFrameworks(importedBy texts: [String]) -> [String] {
        standInFrameworkNames.filter { name in
            texts.contains { firstMatch(#"(?m)^\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?(\#(name))\b"#, in: $0) != nil }
        }
    }

    /// The source with `import FoundationNetworking` when it uses URL loading: on Linux,
    /// `URLSession` and its requests live in that module, which `import UIKit` does not bring.
    static func addingNetworkingImport(_ text: String) -> String {
        let uses = ["URLSession", "URLRequest", "URLResponse", "URLSessionDataTask", "URLCache"]
        guard uses.contains(where: text.contains), !text.contains("import FoundationNetworking") else { return text }
        var lines = text.components(separatedBy: "\n")
        guard let last = lines.lastIndex(where: { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") })
        else { return text }
        lines.insert(
            contentsOf: ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"], at: last + 1)
        return lines.joined(separator: "\n")
    }

    /// The source with the app's resource look-ups (`Bundle.main.url(forResource:...)`,
    /// `path(forResource:...)`) sent to the package's resource bundle, where the packager puts
    /// the app bundle's files; other uses of `Bundle.main` (its Info.plist) stay.
    static func lookingUpResourcesInModuleBundle(_ text: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: #"\bBundle\.main\.(url|path)\(forResource:"#) else {
            return text
        }
        return regex.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "Bundle.module.$1(forResource:")
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }
}
