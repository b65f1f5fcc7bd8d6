import Foundation
import UIKit

/// A seeded monkey that explores a launched app: each step it taps something an element query
/// finds on screen (buttons, cells, bar buttons, tab bar items) or a view that has its own tap
/// recognizer, drags up or down a view that has its own pan recognizer, or goes back with the edge
/// swipe, then lets virtual time run until the app is idle. A screen is the class of the
/// controller the user sees at each level of the presentation chain; every new one is
/// recorded, with its screenshot when an output folder is given.
@preconcurrency @MainActor
public final class AppExplorer {
    /// A screen reached: its key and the step that first reached it (0 at launch).
    public struct Screen: Sendable, Equatable {
        /// The visible controllers' classes, presenter first (`Nav>Menu / Detail`).
        public var key: String
        /// The step that reached it.
        public var step: Int
    }

    /// The device explored.
    public let device: VirtualDevice
    /// The distinct screens reached, in order.
    public private(set) var screens: [Screen] = []
    /// One line per action taken, for the log.
    public private(set) var actions: [String] = []
    /// Called with each new screen (after its screenshot is written).
    public var onNewScreen: ((Screen) -> Void)?
    private var generator: SplitMix64
    private let output: URL?
    /// Actions already taken, per screen, so the monkey prefers what it has not tried.
    private var tried: [String: Set<String>] = [:]

    /// Explores `device` with a seeded generator, writing screenshots under `output` if given.
    public init(device: VirtualDevice, seed: UInt64 = 1, output: URL? = nil) {
        self.device = device
        generator = SplitMix64(seed: seed)
        self.output = output
    }

    /// Takes up to `steps` actions, each followed by at most `settle` seconds of virtual time.
    public func run(steps: Int, settle: TimeInterval = 3) {
        device.runUntilIdle(limit: settle)
        record(step: 0)
        for step in 1...max(steps, 1) {
            guard act() else { break }
            device.runUntilIdle(limit: settle)
            record(step: step)
        }
    }

    /// The key of the screen on display now.
    public var currentScreenKey: String {
        ScreenKey.of(device.application.keyWindow ?? device.window)
    }

    private func record(step: Int) {
        let key = currentScreenKey
        guard !screens.contains(where: { $0.key == key }) else { return }
        let screen = Screen(key: key, step: step)
        screens.append(screen)
        if let output {
            let name = String(format: "%02d-", screens.count) + ScreenKey.fileName(key) + ".png"
            try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try? device.pngData().write(to: output.appendingPathComponent(name))
        }
        onNewScreen?(screen)
    }

    /// One action; false when there is nothing at all to do.
    private func act() -> Bool {
        let key = currentScreenKey
        var choices = candidates()
        if canGoBack { choices.append(.back) }
        choices += dismissals()
        guard !choices.isEmpty else { return false }
        let untried = choices.filter { !(tried[key]?.contains($0.name) ?? false) }
        let pool = untried.isEmpty ? choices : untried
        let choice = pool[Int(generator.next() % UInt64(pool.count))]
        tried[key, default: []].insert(choice.name)
        actions.append(choice.name)
        switch choice {
        case .tap(_, let point): device.tap(at: point)
        case .back: device.edgePan(from: .left, distance: device.application.screen.bounds.width * 0.7)
        case .drag(_, let from, let to): device.pan(from: from, to: to, duration: 0.3)
        }
        return true
    }

    private enum Action {
        case tap(String, CGPoint)
        case back
        case drag(String, CGPoint, CGPoint)
        var name: String {
            switch self {
            case .tap(let name, _), .drag(let name, _, _): return name
            case .back: return "back swipe"
            }
        }
    }

    /// Ways a user leaves what is presented: a tap on the dimmed presenter beside it, and a
    /// swipe down from its top (sheets follow it).
    private func dismissals() -> [Action] {
        guard let window = device.application.keyWindow, var top = window.rootViewController,
            top.presentedViewController != nil
        else { return [] }
        while let presented = top.presentedViewController { top = presented }
        let screen = device.application.screen.bounds
        let frame = top.view.convert(top.view.bounds, to: nil)
        var result: [Action] = []
        let outside = [
            CGPoint(x: screen.midX, y: (screen.minY + frame.minY) / 2),
            CGPoint(x: (screen.minX + frame.minX) / 2, y: screen.midY),
            CGPoint(x: (frame.maxX + screen.maxX) / 2, y: screen.midY),
        ]
        if let point = outside.first(where: { !frame.contains($0) && screen.insetBy(dx: 4, dy: 4).contains($0) }) {
            result.append(.tap("tap beside the presented view at \(Int(point.x)),\(Int(point.y))", point))
        }
        let start = CGPoint(x: frame.midX, y: max(frame.minY, screen.minY) + 20)
        result.append(
            .drag("swipe down the presented view", start, CGPoint(x: start.x, y: start.y + screen.height * 0.6)))
        return result
    }

    /// What a finger can reach: enabled buttons and cells with a visible hit point.
    private func candidates() -> [Action] {
        var result: [Action] = []
        for type in [XCUIElement.ElementType.button, .cell] {
            for node in device.descendants(matching: type).snapshots() where node.isEnabled {
                guard let point = device.hitPoint(for: node) else { continue }
                let label = node.label.isEmpty ? node.identifier : node.label
                result.append(.tap("tap \(type.rawValue) '\(label)' at \(Int(point.x)),\(Int(point.y))", point))
            }
        }
        if let window = device.application.keyWindow { gestureCandidates(in: window, window: window, into: &result) }
        return result
    }

    /// Views a user works with their own gesture recognizers, as apps without buttons make
    /// them: a tap on one with a tap recognizer (a card that opens), a drag up or down from the
    /// top of one with a pan recognizer (a drawer or card stack raised or let down). Scroll views and
    /// edge swipes are left out: the back swipe and the taps on cells already cover them.
    private func gestureCandidates(in view: UIView, window: UIWindow, into result: inout [Action]) {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
        let recognizers = (view.gestureRecognizers ?? []).filter { $0.isEnabled }
        if !recognizers.isEmpty, !(view is UIControl), !(view is UIScrollView) {
            let screen = device.application.screen.bounds.insetBy(dx: 4, dy: 4)
            let frame = view.convert(view.bounds, to: nil).intersection(screen)
            let name = String(describing: type(of: view))
            /// Whether a touch at `point` lands on the view (or inside it), not on what covers it.
            func reaches(_ point: CGPoint) -> Bool {
                guard let hit = window.hitTest(window.convert(point, from: nil), with: nil) else { return false }
                return hit === view || hit.isDescendant(of: view)
            }
            if !frame.isNull, frame.width >= 8, frame.height >= 8 {
                let center = CGPoint(x: frame.midX, y: frame.midY)
                if recognizers.contains(where: { $0 is UITapGestureRecognizer }), reaches(center) {
                    result.append(.tap("tap \(name) at \(Int(center.x)),\(Int(center.y))", center))
                }
                let top = CGPoint(x: frame.midX, y: frame.minY + min(20, frame.height / 2))
                let pans = recognizers.contains {
                    $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
                }
                if pans, reaches(top) {
                    let up = CGPoint(x: top.x, y: max(screen.minY, top.y - screen.height * 0.5))
                    result.append(.drag("drag up \(name) from \(Int(top.x)),\(Int(top.y))", top, up))
                    let down = CGPoint(x: top.x, y: min(screen.maxY, top.y + screen.height * 0.5))
                    result.append(.drag("drag down \(name) from \(Int(top.x)),\(Int(top.y))", top, down))
                }
            }
        }
        for subview in view.subviews { gestureCandidates(in: subview, window: window, into: &result) }
    }

    /// Whether the visible navigation controller has something to go back to.
    private var canGoBack: Bool {
        guard let window = device.application.keyWindow else { return false }
        return ScreenKey.visibleNavigationController(in: window).map { $0.viewControllers.count > 1 } ?? false
    }
}

/// A small seeded generator, so a run is the same every time for a seed.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
