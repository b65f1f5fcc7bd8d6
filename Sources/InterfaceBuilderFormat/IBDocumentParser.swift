import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads Xcode's storyboard and xib XML into an `IBElement` tree with line numbers, using the
/// XML parser Foundation ships (libxml2 on Linux). It checks only that the file is well-formed
/// XML whose root is `<document>`; what the elements mean is for the loader to judge.
public enum IBDocumentParser {
    /// Parses the file at `url`; errors name the file by its last path component.
    public static func parse(contentsOf url: URL) throws -> IBElement {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IBDocumentError(file: url.lastPathComponent, line: 0, message: "cannot be read")
        }
        return try parse(data: data, file: url.lastPathComponent)
    }

    /// Parses `data`, naming `file` in errors.
    public static func parse(data: Data, file: String) throws -> IBElement {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let ok = parser.parse()
        if !ok || builder.stack.count != 1 || builder.root == nil {
            let line = max(parser.lineNumber, builder.lastLine)
            let reason = parser.parserError.map { " (\(($0 as NSError).code))" } ?? ""
            throw IBDocumentError(
                file: file, line: line, message: "is not a well-formed Interface Builder document\(reason)")
        }
        guard let root = builder.root, root.name == "document" else {
            throw IBDocumentError(
                file: file, line: builder.root?.line ?? 1,
                message: "the root element is <\(builder.root?.name ?? "")>, not <document>")
        }
        return root
    }
}

/// Collects SAX events into elements; a stack holds the open ones.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [IBElement] = [IBElement(name: "")]
    var root: IBElement?
    var lastLine = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        lastLine = parser.lineNumber
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        lastLine = parser.lineNumber
        guard stack.count > 1 else { return }
        var element = stack.removeLast()
        if !element.text.isEmpty {
            element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        stack[stack.count - 1].children.append(element)
        if stack.count == 1 { root = element }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard stack.count > 1 else { return }
        // Most character data is the indentation between tags: leading whitespace would be
        // trimmed anyway, so it is not collected (Foundation's trimming is slow on Linux).
        if stack[stack.count - 1].text.isEmpty && Self.isWhitespace(string) { return }
        stack[stack.count - 1].text += string
    }

    private static func isWhitespace(_ string: String) -> Bool {
        string.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }
}
