import Foundation

extension Diffing where Value == String {
    /// Text stored as UTF-8, compared line by line; a mismatch shows a unified diff.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                LineDiff.unified(reference, actual).map {
                    ($0, [SnapshotAttachment(name: "diff", data: Data($0.utf8), pathExtension: "patch")])
                }
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A string, stored in a `.txt` reference and compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as UIKit's `recursiveDescription` prints it (laid out first), with each
    /// object address replaced by a token stable from run to run (`0x1`, `0x2`, … in order of
    /// first appearance, so the same object keeps the same token).
    public static var recursiveDescription: Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            (view.window ?? view).layoutIfNeeded()
            return StableAddresses.replacing(in: view.recursiveDescription())
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree as `recursiveDescription` prints it, loading the view first
    /// (swift-snapshot-testing's `.recursiveDescription` for controllers).
    public static var recursiveDescription: Snapshotting {
        Snapshotting<UIView, String>.recursiveDescription.pullback { $0.view }
    }

    /// The controller tree from this controller: each controller's class, appearance state and
    /// view, its children (`   | `) and what it presented (`   + `, with the presentation
    /// controller's class), as UIKit's debugging `_printHierarchy` prints it, without addresses.
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { ControllerHierarchy.describe($0) }
    }
}

extension Snapshotting where Value == VirtualDevice, Format == String {
    /// The controller tree from the device's key window's root (see
    /// the `hierarchy` strategy for view controllers), or `(no root view controller)`.
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { device in
            device.runUntilIdle(limit: 0)
            return device.window.rootViewController.map(ControllerHierarchy.describe) ?? "(no root view controller)"
        }
    }

    /// The key window's view tree as `recursiveDescription` prints it, addresses tokenised.
    public static var recursiveDescription: Snapshotting {
        Snapshotting<UIView, String>.recursiveDescription.pullback { $0.window }
    }
}

/// Replaces `0x…` addresses by tokens that do not change between runs.
enum StableAddresses {
    static func replacing(in text: String) -> String {
        var tokens: [Substring: Int] = [:]
        var out = ""
        var rest = text[...]
        while let r = rest.range(of: "0x") {
            out += rest[..<r.lowerBound]
            let digits = rest[r.upperBound...].prefix { $0.isHexDigit }
            guard !digits.isEmpty else {
                out += "0x"
                rest = rest[r.upperBound...]
                continue
            }
            let token = tokens[digits] ?? (tokens.count + 1)
            tokens[digits] = token
            out += "0x\(token)"
            rest = rest[digits.endIndex...]
        }
        return out + rest
    }
}

/// The text of `.hierarchy`.
@MainActor
enum ControllerHierarchy {
    static func describe(_ root: UIViewController) -> String {
        var lines: [String] = []
        func visit(_ vc: UIViewController, prefix: String, presentedWith: UIPresentationController?) {
            var line = "\(prefix)<\(typeName(vc))>, state: \(state(vc)), view: "
            if let view = vc.viewIfLoaded {
                line += "<\(typeName(view))>" + (view.window == nil ? " not in a window" : "")
            } else {
                line += "(not loaded)"
            }
            if let pc = presentedWith { line += ", presented with: <\(typeName(pc))>" }
            lines.append(line)
            let indent = prefix.replacingOccurrences(of: "+", with: "|")
            for child in vc.children { visit(child, prefix: indent + "   | ", presentedWith: nil) }
            if let presented = vc.presentedViewController, presented.presentingViewController === vc {
                visit(presented, prefix: indent + "   + ", presentedWith: presented.activePresentationController)
            }
        }
        visit(root, prefix: "", presentedWith: nil)
        return lines.joined(separator: "\n")
    }

    private static func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    private static func state(_ vc: UIViewController) -> String {
        switch vc.appearance.state {
        case .appeared: "appeared"
        case .appearing: "appearing"
        case .disappearing: "disappearing"
        case .disappeared: "disappeared"
        }
    }
}
