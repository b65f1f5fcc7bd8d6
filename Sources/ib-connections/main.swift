import Foundation
import InterfaceBuilderFormat

// ib-connections MODULE OUTPUT DOCUMENT... [--sources SWIFT...]: writes the outlet/action table
// of MODULE's storyboards and nibs (run by the IBConnections build-tool plugin), reading the
// module's Swift files for the unwind actions exit connections name. A document that cannot be
// read is reported in the compiler's `file:line: error:` form and fails the build.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ib-connections MODULE OUTPUT [DOCUMENT...]\n".utf8))
    exit(2)
}
let module = arguments[arguments.startIndex]
let output = arguments[arguments.startIndex + 1]
let files = arguments.dropFirst(2)
let documentPaths = files.prefix { $0 != "--sources" }
let sourcePaths = files.drop { $0 != "--sources" }.dropFirst()
var documents: [IBConnectionGenerator.Document] = []
var failed = false
for path in documentPaths {
    do {
        let root = try IBDocumentParser.parse(contentsOf: URL(fileURLWithPath: path))
        documents.append(.init(path: path, root: root))
    } catch let error as IBDocumentError where error.message.hasPrefix("the root element is") {
        // Interface Builder 3's archive format (`<archive>`) is not read here; the other
        // documents of the target still connect, and loading this one reports the same.
        FileHandle.standardError.write(Data("\(path):\(error.line): warning: \(error.message); skipped\n".utf8))
    } catch let error as IBDocumentError {
        FileHandle.standardError.write(Data("\(path):\(error.line): error: \(error.message)\n".utf8))
        failed = true
    }
}
if failed { exit(1) }
let sources = sourcePaths.compactMap { path -> IBConnectionGenerator.SwiftSource? in
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return IBConnectionGenerator.SwiftSource(path: path, text: String(decoding: data, as: UTF8.self))
}
let source = IBConnectionGenerator(moduleName: module, documents: documents, sources: sources).source
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output))
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output)\n".utf8))
    exit(1)
}
