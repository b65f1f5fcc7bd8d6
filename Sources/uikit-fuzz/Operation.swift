import UIKitHost

/// One ordinary UIKit call (or the passing of time) in a random sequence. Targets are chosen by
/// index into the live controllers at the moment the operation runs, so a sequence replays
/// the same way and stays meaningful after shrinking deletes some of its operations.
enum Operation: Equatable, CustomStringConvertible {
    case present(from: Int, style: Style, animated: Bool)
    case dismiss(from: Int, animated: Bool)
    case push(animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case setViewControllers(count: Int, animated: Bool)
    case addChild(to: Int)
    case removeChild(from: Int)
    case rotate
    case edgeSwipe(distance: Int, duration: Int)
    case advance(milliseconds: Int)
    /// Runs until idle and checks every settled invariant.
    case settle

    /// The presentation styles the fuzzer uses (`.custom` is a half-height presentation
    /// controller with a slide animator, as apps write them).
    enum Style: CaseIterable, Equatable {
        case fullScreen, pageSheet, formSheet, overFullScreen, currentContext, overCurrentContext, popover, custom
    }

    var description: String {
        switch self {
        case .present(let from, let style, let animated): "present(from: \(from), .\(style), animated: \(animated))"
        case .dismiss(let from, let animated): "dismiss(from: \(from), animated: \(animated))"
        case .push(let animated): "push(animated: \(animated))"
        case .pop(let animated): "pop(animated: \(animated))"
        case .popToRoot(let animated): "popToRoot(animated: \(animated))"
        case .setViewControllers(let count, let animated): "setViewControllers(count: \(count), animated: \(animated))"
        case .addChild(let to): "addChild(to: \(to))"
        case .removeChild(let from): "removeChild(from: \(from))"
        case .rotate: "rotate"
        case .edgeSwipe(let distance, let duration): "edgeSwipe(distance: \(distance), duration: 0.\(duration))"
        case .advance(let ms): "advance(\(ms) ms)"
        case .settle: "settle"
        }
    }
}

/// A small deterministic generator (SplitMix64), so a seed names a sequence on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Operation {
    /// A random operation; time passes often, since overlap is where the bugs are.
    static func random(using g: inout SeededGenerator) -> Operation {
        let animated = Bool.random(using: &g)
        switch Int.random(in: 0..<100, using: &g) {
        case 0..<18:
            return .present(
                from: Int.random(in: 0..<4, using: &g), style: Style.allCases.randomElement(using: &g)!,
                animated: animated)
        case 18..<32: return .dismiss(from: Int.random(in: 0..<4, using: &g), animated: animated)
        case 32..<42: return .push(animated: animated)
        case 42..<48: return .pop(animated: animated)
        case 48..<51: return .popToRoot(animated: animated)
        case 51..<54: return .setViewControllers(count: Int.random(in: 1...3, using: &g), animated: animated)
        case 54..<59: return .addChild(to: Int.random(in: 0..<4, using: &g))
        case 59..<63: return .removeChild(from: Int.random(in: 0..<4, using: &g))
        case 63..<67: return .rotate
        case 67..<70:
            return .edgeSwipe(
                distance: [80, 200, 330][Int.random(in: 0..<3, using: &g)], duration: Int.random(in: 1...5, using: &g))
        case 70..<85: return .settle
        default: return .advance(milliseconds: [0, 16, 50, 120, 250, 500][Int.random(in: 0..<6, using: &g)])
        }
    }
}
