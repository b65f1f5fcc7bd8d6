import Foundation
import UIKitPorting

// uikit-port <src> [--output <dir>] [--dry-run]
// uikit-port <app folder> --package <dir> [--openuikit <OpenUIKit checkout>]
var arguments = Array(CommandLine.arguments.dropFirst())
var output: String?
var dryRun = false
var source: String?
var packageOutput: String?
var openUIKit = ProcessInfo.processInfo.environment["OPENUIKIT"]
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--dry-run": dryRun = true
    case "--output" where !arguments.isEmpty: output = arguments.removeFirst()
    case "--package" where !arguments.isEmpty: packageOutput = arguments.removeFirst()
    case "--openuikit" where !arguments.isEmpty: openUIKit = arguments.removeFirst()
    case "-h", "--help":
        print("usage: uikit-port <src> [--output <dir>] [--dry-run]")
        print("       uikit-port <app folder> --package <dir> [--openuikit <OpenUIKit checkout>]")
        exit(0)
    default:
        if source == nil && !argument.hasPrefix("-") {
            source = argument
        } else {
            FileHandle.standardError.write(Data("uikit-port: unexpected argument \(argument)\n".utf8))
            exit(2)
        }
    }
}
guard let source else {
    FileHandle.standardError.write(Data("usage: uikit-port <src> [--output <dir>] [--dry-run]\n".utf8))
    exit(2)
}

if let packageOutput {
    exit(packageApp(source: source, output: packageOutput, openUIKit: openUIKit))
}

do {
    let result = try Porter.port(
        folder: URL(fileURLWithPath: source), output: output.map { URL(fileURLWithPath: $0) }, dryRun: dryRun)
    for change in result.changes { print(change) }
    let changedFiles = result.files.filter { !$0.changes.isEmpty }.count
    let verb = dryRun ? "would change" : "changed"
    print("uikit-port: \(verb) \(result.changes.count) lines in \(changedFiles) of \(result.files.count) files")
    if !result.notes.isEmpty {
        print("\nNot rewritten (do this by hand):")
        for note in result.notes { print(note) }
    }
} catch {
    FileHandle.standardError.write(Data("uikit-port: \(error.localizedDescription)\n".utf8))
    exit(1)
}
