extension SourceRewriter {
    /// Foundation's URL loading names, which live in the FoundationNetworking module on Linux.
    private static let networkingNames: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate",
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "CachedURLResponse",
        "URLCache", "URLProtocol", "URLCredential", "URLAuthenticationChallenge", "HTTPCookie", "HTTPCookieStorage",
    ]

    /// A file that uses URL loading (`URLSession`, `URLRequest`, `CachedURLResponse`) gets
    /// `import FoundationNetworking` under `#if canImport(FoundationNetworking)` after its
    /// imports: on Linux those types are not in Foundation, and the condition keeps the file
    /// building on Apple's platforms.
    mutating func addNetworkingImport() {
        guard tokens.contains(where: { $0.kind == .identifier && Self.networkingNames.contains($0.text) }),
            !tokens.contains(where: { $0.kind == .identifier && $0.text == "FoundationNetworking" })
        else { return }
        let block = "#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n"
        let imports = tokens.indices.filter { i in
            tokens[i].kind == .identifier && tokens[i].text == "import" && nextSignificant(after: i) != nil
                && (i == 0 || tokens[i - 1].kind == .newline || tokens[i - 1].kind == .whitespace)
                && conditionStack(at: i).isEmpty
        }
        guard let last = imports.last else {
            leadingInsertion += block + (leadingInsertion.isEmpty ? "\n" : "")
            return
        }
        var end = last
        while end < tokens.count, tokens[end].kind != .newline { end += 1 }
        guard end < tokens.count else { return }
        insertions[end, default: ""] += block
        insertionSummaries[end] = "#if canImport(FoundationNetworking) import FoundationNetworking #endif"
    }
}

extension SourceRewriter {
    /// Combine's names a file may use having imported only Foundation or UIKit.
    private static let combineNames: Set<String> = [
        "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "Published",
    ]

    /// A file that uses `@Published` or Combine's subjects without importing Combine gets
    /// `import Combine` after its imports: Apple's Foundation re-exports Combine, so such a
    /// file compiles there; here Combine is a module of its own.
    mutating func addCombineImport() {
        let usesCombine = tokens.contains { token in
            let name = token.kind == .attribute ? String(token.text.drop(while: { $0 == "@" })) : token.text
            return (token.kind == .identifier || token.kind == .attribute) && Self.combineNames.contains(name)
        }
        let imports = tokens.indices.filter { i in
            tokens[i].kind == .identifier && tokens[i].text == "import" && nextSignificant(after: i) != nil
                && (i == 0 || tokens[i - 1].kind == .newline || tokens[i - 1].kind == .whitespace)
                && conditionStack(at: i).isEmpty
        }
        guard usesCombine,
            !imports.contains(where: { nextSignificant(after: $0).map { tokens[$0].text == "Combine" } ?? false }),
            let last = imports.last
        else { return }
        var end = last
        while end < tokens.count, tokens[end].kind != .newline { end += 1 }
        guard end < tokens.count else { return }
        insertions[end, default: ""] += "import Combine\n"
        insertionSummaries[end] = "import Combine"
    }
}
