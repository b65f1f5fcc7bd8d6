import Foundation

extension AppLauncher {
    /// Explores a launched app headless, as a generated app package's executable does:
    /// `--output DIR` (default `screens`), `--steps N` (default 60), `--seed S` (default 1).
    /// Prints each new screen as it is reached, so a crash mid-run still shows how far the
    /// app got, then `screens reached: N`; returns the explorer.
    @discardableResult
    public static func explore(_ device: VirtualDevice, arguments: [String]) -> AppExplorer {
        func value(after flag: String) -> String? {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
            return arguments[i + 1]
        }
        let output = URL(fileURLWithPath: value(after: "--output") ?? "screens")
        let steps = value(after: "--steps").flatMap(Int.init) ?? 60
        let seed = value(after: "--seed").flatMap(UInt64.init) ?? 1
        say("launched: root \(device.window.rootViewController.map { "\(type(of: $0))" } ?? "none")")
        let explorer = AppExplorer(device: device, seed: seed, output: output)
        explorer.onNewScreen = { screen in say("screen \(explorer.screens.count) at step \(screen.step): \(screen.key)")
        }
        explorer.run(steps: steps)
        say("\(explorer.actions.count) actions; screenshots in \(output.path)")
        // Each action taken, so a run that reaches few screens shows what the monkey found to do.
        for (index, action) in explorer.actions.enumerated() { say("action \(index + 1): \(action)") }
        for line in device.diagnostics.prefix(20) { say("diagnostic: \(line)") }
        say("screens reached: \(explorer.screens.count)")
        return explorer
    }

    /// Writes a line straight through, so a crash loses nothing already reported.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
