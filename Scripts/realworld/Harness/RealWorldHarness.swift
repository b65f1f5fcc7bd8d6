import Foundation
import UIKitHost

/// Reports which of a stub class's outlets the loader connected, keyed `Class.property`
/// (generated per class beside the stubs, so the stubs stay as an iOS app writes them).
@MainActor
public protocol RWOutletReporting: AnyObject {
    /// Each outlet of the class and whether it holds a value now.
    func rwOutlets() -> [String: Bool]
}

/// A controller the harness instantiates directly: the initial one or one with an identifier.
public struct RWScene {
    /// How the row names it (`initial`, `id:Name`).
    public var label: String
    /// The class name the instance must have.
    public var expected: String
    /// Instantiates it from the storyboard.
    public var make: @MainActor (UIStoryboard) -> UIViewController?
    /// Creates a scene entry.
    public init(_ label: String, _ expected: String, _ make: @escaping @MainActor (UIStoryboard) -> UIViewController?) {
        self.label = label
        self.expected = expected
        self.make = make
    }
}

/// A segue with an identifier, performed from a fresh instance of a scene that leads to it.
public struct RWSegue {
    /// The segue's identifier.
    public var identifier: String
    /// Its kind in the document.
    public var kind: String
    /// The index of the scene to start from.
    public var root: Int
    /// Segues (source class, identifier) to perform first to reach the source.
    public var path: [(String, String)]
    /// The class of the controller that performs it.
    public var source: String
    /// The class expected on screen afterwards (nil for unwind segues).
    public var destination: String?
    /// For an unwind segue, the classes that implement its action: when none of them is on
    /// screen below the source, UIKit finds no destination and leaves the source where it is
    /// (Behaviour.md, statement 113).
    public var unwindTargets: [String]
    /// Creates a segue entry.
    public init(
        _ identifier: String, kind: String, root: Int, path: [(String, String)], source: String, destination: String?,
        unwindTargets: [String] = []
    ) {
        self.identifier = identifier
        self.kind = kind
        self.root = root
        self.path = path
        self.source = source
        self.destination = destination
        self.unwindTargets = unwindTargets
    }
}

/// One document's figures.
public struct RWResult {
    public var file: String
    public var loaded = false
    public var scenes = (0, 0)
    public var outlets = (0, 0)
    public var segues = (0, 0)
    /// Scenes reached only as a user reaches them (selecting a cell, tapping a button that
    /// triggers a segue without an identifier), visited for their outlets.
    public var visits = (0, 0)
    public var errors: [String] = []
    /// Unwind segues that found no destination on screen and left their source in place,
    /// silently, as UIKit does (counted among the segues performed).
    public var unwindsWithoutDestination: [String] = []
    /// The outlets (`Class.property`) no instance reached held a value for.
    public var unconnected: [String] = []

    /// An empty result for `file`.
    public init(file: String) { self.file = file }

    /// One JSON object on one line.
    public var json: String {
        let object: [String: Any] = [
            "file": file, "loaded": loaded, "scenes": [scenes.0, scenes.1], "outlets": [outlets.0, outlets.1],
            "segues": [segues.0, segues.1], "visits": [visits.0, visits.1], "errors": errors,
            "unconnected": unconnected, "unwinds_without_destination": unwindsWithoutDestination,
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// Loads documents as an app does and counts what works.
@MainActor
public enum RWHarness {
    /// Loads a storyboard, instantiates its scenes, performs its segues.
    public static func storyboard(
        file: String, name: String, bundle: Bundle, scenes: [RWScene], segues: [RWSegue], outlets: [String],
        visits: [RWSegue] = []
    ) -> RWResult {
        var result = RWResult(file: file)
        var connected: [String: Bool] = [:]
        result.scenes.1 = scenes.count
        result.segues.1 = segues.count
        let probe = VirtualDevice()
        let storyboard = probe.perform { UIStoryboard(name: name, bundle: bundle) }
        result.loaded = probe.diagnostics.isEmpty
        result.errors += probe.diagnostics.map { "open: \($0)" }
        for scene in scenes {
            let device = VirtualDevice()
            let made = device.perform { scene.make(storyboard) }
            guard let controller = made else {
                result.errors += device.diagnostics.map { "\(scene.label): \($0)" }
                result.errors.append("\(scene.label): nothing instantiated")
                continue
            }
            show(controller, on: device)
            let actual = className(controller)
            result.errors += device.diagnostics.map { "\(scene.label): \($0)" }
            if actual != scene.expected {
                result.errors.append("\(scene.label): instantiated \(actual), expected \(scene.expected)")
            }
            if actual == scene.expected && device.diagnostics.isEmpty { result.scenes.0 += 1 }
            merge(&connected, from: device)
            visitTabs(on: device, label: scene.label, into: &result, &connected)
            if controller is UISplitViewController {
                visitOnIPad(scene, from: storyboard, into: &result, &connected)
            }
        }
        result.visits.1 = visits.count
        for (index, segue) in (segues + visits).enumerated() {
            let visit = index >= segues.count
            let device = VirtualDevice()
            let label = visit ? "visit \(segue.destination ?? "?")" : "segue \(segue.identifier)"
            guard segue.root >= 0 else {
                result.errors.append("\(label): its scene is reached only through segues without identifiers")
                continue
            }
            guard let root = device.perform({ scenes[segue.root].make(storyboard) }) else {
                result.errors.append("\(label): no root")
                continue
            }
            show(root, on: device)
            let before = device.diagnostics.count
            var reached = true
            var performer: UIViewController?
            for (sourceClass, identifier) in segue.path + [(segue.source, segue.identifier)] {
                guard let source = find(sourceClass, on: device) else {
                    result.errors.append("\(label): no \(sourceClass) on screen to perform \(identifier)")
                    reached = false
                    break
                }
                performer = source
                if identifier.hasPrefix("#") {
                    guard trigger(identifier, from: source, on: device) else {
                        result.errors.append(
                            "\(label): cannot find \(identifier) in \(sourceClass) to trigger its segue")
                        reached = false
                        break
                    }
                } else {
                    source.performSegue(withIdentifier: identifier, sender: nil)
                }
                device.runUntilIdle()
            }
            let new = Array(device.diagnostics.dropFirst(before))
            result.errors += new.map { "\(label): \($0)" }
            var shown = true
            if reached, let destination = segue.destination, find(destination, on: device) == nil {
                shown = false
                result.errors.append("\(label): \(destination) not on screen after a \(segue.kind) segue")
            }
            // An unwind works when it took its source off screen (dismissed or popped back past it),
            // unless no controller that implements its action was on screen with it: then UIKit
            // finds no destination and the source stays, silently (statement 113).
            if reached, segue.kind == "unwind", let performer,
                controllers(on: device).contains(where: { $0 === performer })
            {
                if canUnwind(from: performer, to: segue.unwindTargets, on: device) {
                    shown = false
                    result.errors.append("\(label): \(segue.source) still on screen after the unwind segue")
                } else {
                    result.unwindsWithoutDestination.append(segue.identifier)
                }
            }
            if reached && shown && new.isEmpty {
                if visit { result.visits.0 += 1 } else { result.segues.0 += 1 }
            }
            merge(&connected, from: device)
            // A tab bar controller a segue or a tap brought on screen: its other tabs load their
            // views only when a user selects them.
            if reached { visitTabs(on: device, label: label, into: &result, &connected) }
        }
        result.outlets = (outlets.filter { connected[$0] == true }.count, outlets.count)
        result.unconnected = outlets.filter { connected[$0] != true }
        return result
    }

    /// Loads a nib: a view controller owner loads it as its view, otherwise the nib is
    /// instantiated and its top-level views shown.
    public static func nib(
        file: String, name: String, bundle: Bundle, topLevel: Int, outlets: [String],
        controller: (@MainActor () -> UIViewController)?, owner: (@MainActor () -> AnyObject)?
    ) -> RWResult {
        var result = RWResult(file: file)
        var connected: [String: Bool] = [:]
        let device = VirtualDevice()
        if let controller {
            result.scenes.1 = 1
            let made = device.perform { controller() }
            show(made, on: device)
            result.loaded = made.isViewLoaded
            if device.diagnostics.isEmpty { result.scenes.0 = 1 }
        } else {
            result.scenes.1 = topLevel
            let madeOwner = device.perform { owner?() }
            let objects = device.perform { UINib(nibName: name, bundle: bundle).instantiate(withOwner: madeOwner) }
            result.loaded = !objects.isEmpty || topLevel == 0
            result.scenes.0 = device.diagnostics.isEmpty ? min(objects.count, topLevel) : 0
            let host = device.perform { UIViewController() }
            for case let view as UIView in objects { host.view.addSubview(view) }
            show(host, on: device)
            for object in objects + [madeOwner as Any] {
                if let reporting = object as? RWOutletReporting { merge(&connected, reporting.rwOutlets()) }
            }
        }
        result.errors += device.diagnostics
        merge(&connected, from: device)
        result.outlets = (outlets.filter { connected[$0] == true }.count, outlets.count)
        result.unconnected = outlets.filter { connected[$0] != true }
        return result
    }

    /// Does what a user does to trigger a segue that has no identifier: `#cell:S:R` selects the
    /// static cell at row R of section S, `#proto:ID` the first visible cell dequeued with
    /// reuse identifier ID, `#button:TITLE` taps the button with that title, `#bar:LABEL` the bar
    /// button item with that label; each by a tap on the screen. False when it is not there.
    static func trigger(_ step: String, from source: UIViewController, on device: VirtualDevice) -> Bool {
        let parts = step.dropFirst().split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let root = source.viewIfLoaded else { return false }
        var target: UIView?
        switch parts[0] {
        case "cell":
            let numbers = parts[1].split(separator: ":").compactMap { Int($0) }
            guard numbers.count == 2, let table = first(UITableView.self, in: root) else { return false }
            let path = IndexPath(row: numbers[1], section: numbers[0])
            guard path.section < table.numberOfSections, path.row < table.numberOfRows(inSection: path.section)
            else { return false }
            table.scrollToRow(at: path, at: .middle, animated: false)
            device.runUntilIdle()
            target = table.cellForRow(at: path)
        case "proto":
            for list in all(UIScrollView.self, in: root) {
                if let table = list as? UITableView {
                    target = table.visibleCells.first { $0.reuseIdentifier == parts[1] }
                } else if let collection = list as? UICollectionView {
                    target = collection.visibleCells.first { $0.reuseIdentifier == parts[1] }
                }
                if target != nil { break }
            }
        case "button":
            target = all(UIButton.self, in: root).first { $0.title(for: .normal) == parts[1] && !$0.isHidden }
        case "buttonAt":
            let buttons = documentButtons(in: root)
            guard let index = Int(parts[1]), buttons.indices.contains(index) else { return false }
            target = buttons[index]
        case "bar":
            // Bar button items are not views of the controller: tap the one on screen by its label.
            let item = device.buttons[parts[1]]
            guard item.exists else { return false }
            item.tap()
            return true
        default: return false
        }
        guard let target, target.window != nil else { return false }
        // A user scrolls to a button below the fold before tapping it (cells were scrolled to).
        var ancestor = target is UIButton ? target.superview : nil
        while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
        if let scroll = ancestor as? UIScrollView {
            scroll.scrollRectToVisible(target.convert(target.bounds, to: scroll), animated: false)
            device.runUntilIdle()
        }
        device.tap(at: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil))
        return true
    }

    static func all<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
        var found: [T] = []
        func visit(_ view: UIView) {
            if let match = view as? T { found.append(match) }
            view.subviews.forEach(visit)
        }
        visit(view)
        return found
    }

    static func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? { all(type, in: view).first }

    static func show(_ controller: UIViewController, on device: VirtualDevice) {
        device.window.rootViewController = controller
        controller.loadViewIfNeeded()
        device.runUntilIdle()
    }

    static func className(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    /// The controllers on screen: the root, its children and what they present, depth first.
    static func controllers(on device: VirtualDevice) -> [UIViewController] {
        var seen: Set<ObjectIdentifier> = []
        var out: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            out.append(controller)
            controller.children.forEach(visit)
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = device.window.rootViewController { visit(root) }
        return out
    }

    /// The last controller of class `name` on screen (the most recently shown).
    static func find(_ name: String, on device: VirtualDevice) -> UIViewController? {
        controllers(on: device).last { className($0) == name }
    }

    static func merge(_ connected: inout [String: Bool], from device: VirtualDevice) {
        func visit(_ view: UIView) {
            if let reporting = view as? RWOutletReporting { merge(&connected, reporting.rwOutlets()) }
            view.subviews.forEach(visit)
        }
        for controller in controllers(on: device) {
            if let reporting = controller as? RWOutletReporting { merge(&connected, reporting.rwOutlets()) }
            if let view = controller.viewIfLoaded { visit(view) }
        }
    }

    static func merge(_ connected: inout [String: Bool], _ more: [String: Bool]) {
        for (key, value) in more { connected[key] = (connected[key] ?? false) || value }
    }
}
