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
