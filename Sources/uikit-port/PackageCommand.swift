import Foundation
import UIKitPorting

/// `--package`: packages an app folder, printing what was made and what was left out.
func packageApp(source: String, output: String, openUIKit: String?) -> Int32 {
    let checkout = openUIKit.map { URL(fileURLWithPath: $0) } ?? enclosingCheckout()
    do {
        let result = try AppPackager.package(
            app: URL(fileURLWithPath: source), output: URL(fileURLWithPath: output), openUIKit: checkout)
        let changed = result.files.filter { !$0.changes.isEmpty }.count
        print("uikit-port: packaged \(source) as target \(result.targetName) in \(output)")
        print("  app delegate: \(result.appDelegateClass)")
        print("  scene delegate: \(result.sceneDelegateClass ?? "none")")
        if let info = result.infoPlist {
            let storyboard = info.sceneStoryboardName ?? info.mainStoryboardName ?? "none"
            print(
                "  Info.plist: \(info.hasSceneManifest ? "scene manifest" : "no scene manifest"), storyboard \(storyboard)"
            )
        } else {
            print("  Info.plist: none found")
        }
        print(
            "  sources: \(result.files.count) (\(changed) changed by the porter); resources: \(result.resources.count)")
        print("  OpenUIKit: \(checkout.path)")
        let porterNotes = result.files.flatMap(\.notes)
        if !porterNotes.isEmpty || !result.notes.isEmpty {
            print("\nNot carried over (do this by hand):")
            for note in result.notes { print(note) }
            for note in porterNotes { print(note) }
        }
        print("\nRun it: cd \(output) && swift run \(result.targetName) [--output screens] [--live]")
        return 0
    } catch {
        FileHandle.standardError.write(Data("uikit-port: \(error)\n".utf8))
        return 1
    }
}

/// The OpenUIKit checkout this tool was built in (it runs from `<checkout>/.build/…`), or the
/// current folder.
private func enclosingCheckout() -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
        let manifest = folder.appendingPathComponent("Package.swift")
        if FileManager.default.fileExists(atPath: manifest.path),
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/UIKit").path)
        {
            return folder
        }
        folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}
