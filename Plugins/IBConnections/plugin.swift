import PackagePlugin

/// Generates the outlet and action table of a target's storyboards and nibs (see
/// `IBConnectionGenerator`), so `@IBOutlet`-less properties and `@IBAction` methods connect on
/// Linux and a connection to a missing member fails to compile at the document's line.
@main
struct IBConnections: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let documents = target.sourceFiles.map(\.url).filter {
            ["storyboard", "xib"].contains($0.pathExtension)
        }.sorted { $0.path < $1.path }
        // The Swift files are read for the unwind actions that exit connections name.
        let swiftFiles = target.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "IBConnections.swift")
        return [
            .buildCommand(
                displayName: "Connecting outlets and actions of \(target.name)'s storyboards and nibs",
                executable: try context.tool(named: "ib-connections").url,
                arguments: [target.moduleName, output.path] + documents.map(\.path) + ["--sources"]
                    + swiftFiles.map(\.path),
                inputFiles: documents + swiftFiles, outputFiles: [output])
        ]
    }
}
