import Foundation

/// Xcode's build settings as an app's Info.plist sees them: Xcode writes the built app's
/// Info.plist with every `$(NAME)` and `${NAME}` replaced by the target's setting, so the app
/// reads `CFBundleShortVersionString` as "1.2", never as `$(MARKETING_VERSION)`.
enum XcodeBuildSettings {
    /// The settings every target has without the project naming them.
    static func defaults(
        target: String, project: String, configuration: String, developmentRegion: String?
    ) -> [String: String] {
        [
            "TARGET_NAME": target, "PROJECT_NAME": project, "CONFIGURATION": configuration,
            "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "DEVELOPMENT_LANGUAGE": developmentRegion ?? "en", "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
            "WRAPPER_NAME": "$(PRODUCT_NAME).app", "FULL_PRODUCT_NAME": "$(PRODUCT_NAME).app",
            "PLATFORM_NAME": "iphoneos", "SDKROOT": "iphoneos",
        ]
    }

    /// The keys Xcode writes into the Info.plist it generates (`GENERATE_INFOPLIST_FILE`), under
    /// the file's own keys and the `INFOPLIST_KEY_*` settings.
    static let generatedKeys: [String: String] = [
        "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundleName": "$(PRODUCT_NAME)", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
    ]

    /// The Info.plist the built app would carry: `plist` (the file, or empty when Xcode generates
    /// it) with the generated keys added when the target asks for them, and every string expanded.
    static func builtInfoPlist(_ plist: [String: Any], settings: [String: String]) -> [String: Any] {
        var result = plist
        if settings["GENERATE_INFOPLIST_FILE"] == "YES" {
            for (key, value) in generatedKeys where result[key] == nil { result[key] = value }
            for (name, value) in settings where name.hasPrefix("INFOPLIST_KEY_") {
                let key = String(name.dropFirst("INFOPLIST_KEY_".count))
                guard result[key] == nil else { continue }
                result[key] = value == "YES" ? true as Any : value == "NO" ? false as Any : value as Any
            }
        }
        return expanding(result, in: settings) as? [String: Any] ?? result
    }

    /// Every string inside a property list value, expanded.
    static func expanding(_ value: Any, in settings: [String: String]) -> Any {
        switch value {
        case let text as String: return expand(text, in: settings)
        case let array as [Any]: return array.map { expanding($0, in: settings) }
        case let dictionary as [String: Any]: return dictionary.mapValues { expanding($0, in: settings) }
        default: return value
        }
    }

    /// `text` with `$(NAME)`, `${NAME}` and their `:modifier` forms replaced, as Xcode does: a
    /// setting's own references expand too, and an unknown setting is empty.
    static func expand(_ text: String, in settings: [String: String], depth: Int = 0) -> String {
        guard depth < 16, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = closing(for: rest[afterDollar]),
                let end = rest[afterDollar...].firstIndex(of: close)
            else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<end].split(
                separator: ":", omittingEmptySubsequences: false)
            let name = String(reference.first ?? "")
            var value = expand(settings[name] ?? "", in: settings, depth: depth + 1)
            for modifier in reference.dropFirst() { value = apply(String(modifier), to: value) }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func closing(for open: Character) -> Character? {
        open == "(" ? ")" : open == "{" ? "}" : nil
    }

    /// Xcode's modifiers: `rfc1034identifier` (bundle identifiers), `c99extidentifier` (module
    /// names), `identifier`, `lower` and `upper`.
    private static func apply(_ modifier: String, to value: String) -> String {
        func replacing(keeping keep: (Character) -> Bool, with replacement: Character) -> String {
            String(value.map { keep($0) ? $0 : replacement })
        }
        switch modifier {
        case "rfc1034identifier":
            return replacing(
                keeping: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }, with: "-")
        case "c99extidentifier", "identifier":
            let body = replacing(keeping: { $0.isLetter || $0.isNumber || $0 == "_" }, with: "_")
            return body.first?.isNumber ?? false ? "_" + body : body
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }

    /// The `buildSettings = { KEY = value; ... };` dictionary of a configuration's text: quoted
    /// or bare values, lists joined by spaces; conditional keys (`KEY[sdk=...]`) are left out.
    static func dictionary(in body: String) -> [String: String] {
        guard let open = body.range(of: "buildSettings = {") else { return [:] }
        var settings: [String: String] = [:]
        var scanner = PlistTextScanner(text: body[open.upperBound...])
        while let key = scanner.token(), key != "}" {
            guard scanner.token() == "=" else { break }
            var value = ""
            if scanner.peek() == "(" {
                _ = scanner.token()
                var items: [String] = []
                while let item = scanner.token(), item != ")" {
                    if item != "," { items.append(item) }
                }
                value = items.joined(separator: " ")
            } else {
                value = scanner.token() ?? ""
            }
            _ = scanner.token()  // the `;` ending the entry
            if !key.contains("[") { settings[key] = value }
        }
        return settings
    }
}

/// Tokens of an old-style property list: quoted strings (unescaped), bare words, punctuation.
private struct PlistTextScanner {
    var text: Substring

    mutating func peek() -> Character? {
        skipSpaceAndComments()
        return text.first
    }

    mutating func token() -> String? {
        skipSpaceAndComments()
        guard let first = text.first else { return nil }
        if "{}()=;,".contains(first) {
            text = text.dropFirst()
            return String(first)
        }
        if first == "\"" {
            var value = ""
            var index = text.index(after: text.startIndex)
            while index < text.endIndex, text[index] != "\"" {
                if text[index] == "\\", text.index(after: index) < text.endIndex {
                    index = text.index(after: index)
                    value.append(text[index] == "n" ? "\n" : text[index])
                } else {
                    value.append(text[index])
                }
                index = text.index(after: index)
            }
            text = index < text.endIndex ? text[text.index(after: index)...] : ""
            return value
        }
        let end = text.firstIndex { $0.isWhitespace || "{}()=;,\"".contains($0) } ?? text.endIndex
        defer { text = text[end...] }
        return String(text[..<end])
    }

    private mutating func skipSpaceAndComments() {
        while true {
            text = text.drop { $0.isWhitespace }
            guard text.hasPrefix("/*"), let end = text.range(of: "*/") else { return }
            text = text[end.upperBound...]
        }
    }
}
