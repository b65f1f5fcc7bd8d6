import UIKitHost

/// One ordinary UIKit call (or the passing of time) in a random sequence. Targets are chosen by
/// index into the live controllers at the moment the operation runs, so a sequence replays
/// the same way and stays meaningful after shrinking deletes some of its operations.
/// Operations for a container the app does not have do nothing.
enum Operation: Equatable, CustomStringConvertible {
    case present(from: Int, style: Style, animated: Bool)
    case dismiss(from: Int, animated: Bool)
    case push(animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case setViewControllers(count: Int, animated: Bool)
    case setNavigationBarHidden(Bool, animated: Bool)
    case addChild(to: Int)
    case removeChild(from: Int)
    case rotate
    case edgeSwipe(distance: Int, duration: Int)
    /// Tabs: `selectedIndex` set in code, a tap on a tab's button, a new set of tabs, and a
    /// delegate that does or does not supply a cross-fade animator.
    case selectTab(Int)
    case tapTab(Int)
    case setTabs(count: Int, animated: Bool)
    case tabAnimator(Bool)
    /// Split view: `show`/`hide` a column, a preferred display mode, `showDetailViewController`.
    case showColumn(secondary: Bool)
    case hideColumn(secondary: Bool)
    case displayMode(Int)
    case showDetail
    /// Page view: `setViewControllers` forward or back, and a horizontal swipe.
    case setPage(forward: Bool, animated: Bool)
    case swipePage(forward: Bool)
    /// An alert (or action sheet) presented from a controller of the chain, and a tap on one
    /// of the topmost alert's buttons.
    case presentAlert(from: Int, actionSheet: Bool, actions: Int)
    case tapAlertAction(Int)
    /// A percent-driven custom presentation or dismissal, updated to `percent` and then
    /// finished or cancelled.
    case interactive(presenting: Bool, percent: Int, finish: Bool)
    /// A tap near the top of the screen: on a dimming view when a sheet or popover shows.
    case tapOutside
    /// A finger held down (in from the leading edge, or low on the screen: on a sheet when one
    /// shows) across the operations that follow, moved, and lifted (or cancelled by the system).
    case fingerDown(edge: Bool)
    case fingerMove(dx: Int, dy: Int)
    case fingerUp(cancelled: Bool)
    /// A text field in the frontmost view becomes first responder (the keyboard slides up), or
    /// editing ends (it slides down).
    case keyboard(show: Bool)
    /// A page sheet and, `gap` milliseconds later, an alert presented over it.
    case alertOverSheet(animated: Bool, gap: Int)
    /// The fuzzer drops its own references to every controller it made.
    case releaseReferences
    /// The controller at `index` of the navigation stack becomes a presentation-context
    /// provider (`definesPresentationContext`), so current-context presentations cover it and
    /// replacing the stack takes the context away (issue 31).
    case definesContext(Int)
    /// `count` full-screen presentations on top of the chain, each settled before the next.
    case fullScreenChain(count: Int)
    /// A pop driven by a percent-driven interaction controller the navigation delegate vends
    /// (with its `UIView.animate` animator), updated to `percent`, then to `percent / 3`, and
    /// finished or cancelled.
    case interactivePop(percent: Int, finish: Bool)
    /// A presentation from the controller at `index` of the navigation stack, which may be
    /// covered by the controllers above it (issue 31).
    case presentFromStack(index: Int, style: Style, animated: Bool)
    /// The device rotates and settles, a presentation over the top custom presentation may come
    /// and go (`cover`: 0 none, 1 current context after the rotation, 2 full screen across it),
    /// then an interactive dismissal of it (its animator slides the card by its own height) is
    /// scrubbed to `percent` and finished or cancelled, with the outcome checked (issue 31,
    /// family 1).
    case rotatedInteractiveDismissal(cover: Int, percent: Int, finish: Bool)
    /// A tab past the fourth (`index` 4 to 6) or, for 7, the More navigation controller, selected
    /// in code, with what the tab bar controller reports checked (issue 31, family 4).
    case selectMore(index: Int)
    /// A column-style split's `setViewController(_:for:)` with a new controller, with what
    /// `viewController(for:)` answers checked (issue 31, family 5).
    case setColumn(secondary: Bool)
    /// A call UIKit refuses, with its outcome checked.
    case misuse(Misuse)
    case advance(milliseconds: Int)
    /// Runs until idle and checks every settled invariant.
    case settle

    /// The presentation styles the fuzzer uses (`.custom` is a half-height presentation
    /// controller with a slide animator, as apps write them).
    enum Style: CaseIterable, Equatable {
        case fullScreen, pageSheet, formSheet, overFullScreen, currentContext, overCurrentContext, popover, custom
    }

    /// The misuse list of issue 15.
    enum Misuse: CaseIterable, Equatable {
        case presentPresented, presentDuringTransition, dismissNothing, presentFromDetached
        case pushExisting, pushNavigationController, removeChildMidTransition, completeTwice
        case completeTwicePush, completeTwicePop, completeTwiceTab
    }

    var description: String {
        switch self {
        case .present(let from, let style, let animated): "present(from: \(from), .\(style), animated: \(animated))"
        case .dismiss(let from, let animated): "dismiss(from: \(from), animated: \(animated))"
        case .push(let animated): "push(animated: \(animated))"
        case .pop(let animated): "pop(animated: \(animated))"
        case .popToRoot(let animated): "popToRoot(animated: \(animated))"
        case .setViewControllers(let count, let animated): "setViewControllers(count: \(count), animated: \(animated))"
        case .setNavigationBarHidden(let hidden, let animated):
            "setNavigationBarHidden(\(hidden), animated: \(animated))"
        case .addChild(let to): "addChild(to: \(to))"
        case .removeChild(let from): "removeChild(from: \(from))"
        case .rotate: "rotate"
        case .edgeSwipe(let distance, let duration): "edgeSwipe(distance: \(distance), duration: 0.\(duration))"
        case .selectTab(let i): "selectTab(\(i))"
        case .tapTab(let i): "tapTab(\(i))"
        case .setTabs(let count, let animated): "setTabs(count: \(count), animated: \(animated))"
        case .tabAnimator(let on): "tabAnimator(\(on))"
        case .showColumn(let secondary): "show(\(secondary ? ".secondary" : ".primary"))"
        case .hideColumn(let secondary): "hide(\(secondary ? ".secondary" : ".primary"))"
        case .displayMode(let m): "preferredDisplayMode(\(m))"
        case .showDetail: "showDetail"
        case .setPage(let forward, let animated): "setPage(forward: \(forward), animated: \(animated))"
        case .swipePage(let forward): "swipePage(forward: \(forward))"
        case .presentAlert(let from, let sheet, let actions):
            "presentAlert(from: \(from), actionSheet: \(sheet), actions: \(actions))"
        case .tapAlertAction(let i): "tapAlertAction(\(i))"
        case .interactive(let presenting, let percent, let finish):
            "interactive(presenting: \(presenting), percent: \(percent), finish: \(finish))"
        case .tapOutside: "tapOutside"
        case .fingerDown(let edge): "fingerDown(edge: \(edge))"
        case .fingerMove(let dx, let dy): "fingerMove(dx: \(dx), dy: \(dy))"
        case .fingerUp(let cancelled): "fingerUp(cancelled: \(cancelled))"
        case .keyboard(let show): "keyboard(show: \(show))"
        case .alertOverSheet(let animated, let gap): "alertOverSheet(animated: \(animated), gap: \(gap) ms)"
        case .releaseReferences: "releaseReferences"
        case .definesContext(let index): "definesContext(\(index))"
        case .fullScreenChain(let count): "fullScreenChain(count: \(count))"
        case .interactivePop(let percent, let finish): "interactivePop(percent: \(percent), finish: \(finish))"
        case .presentFromStack(let index, let style, let animated):
            "presentFromStack(index: \(index), .\(style), animated: \(animated))"
        case .rotatedInteractiveDismissal(let cover, let percent, let finish):
            "rotatedInteractiveDismissal(cover: \(cover), percent: \(percent), finish: \(finish))"
        case .selectMore(let index): "selectMore(\(index))"
        case .setColumn(let secondary): "setColumn(\(secondary ? ".secondary" : ".primary"))"
        case .misuse(let m): "misuse(.\(m))"
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
        let small = Int.random(in: 0..<4, using: &g)
        switch Int.random(in: 0..<163, using: &g) {
        case 0..<14: return .present(from: small, style: Style.allCases.randomElement(using: &g)!, animated: animated)
        case 14..<25: return .dismiss(from: small, animated: animated)
        case 25..<33: return .push(animated: animated)
        case 33..<38: return .pop(animated: animated)
        case 38..<40: return .popToRoot(animated: animated)
        case 40..<42: return .setViewControllers(count: small % 3 + 1, animated: animated)
        case 42..<44: return .setNavigationBarHidden(Bool.random(using: &g), animated: animated)
        case 44..<48: return .addChild(to: small)
        case 48..<51: return .removeChild(from: small)
        case 51..<55: return .rotate
        case 55..<58:
            return .edgeSwipe(
                distance: [80, 200, 330][Int.random(in: 0..<3, using: &g)], duration: Int.random(in: 1...5, using: &g))
        case 58..<61: return .selectTab(small)
        case 61..<64: return .tapTab(small)
        // Six and seven tabs on a phone bring the More tab.
        case 64..<65: return .setTabs(count: [1, 2, 3, 4, 6, 7][Int.random(in: 0..<6, using: &g)], animated: animated)
        case 65..<66: return .tabAnimator(animated)
        case 66..<68: return .showColumn(secondary: animated)
        case 68..<70: return .hideColumn(secondary: animated)
        case 70..<71: return .displayMode(small)
        case 71..<73: return .showDetail
        case 73..<76: return .setPage(forward: Bool.random(using: &g), animated: animated)
        case 76..<78: return .swipePage(forward: animated)
        case 78..<81:
            return .presentAlert(from: small, actionSheet: animated, actions: Int.random(in: 1...3, using: &g))
        case 81..<84: return .tapAlertAction(small)
        case 84..<87:
            return .interactive(
                presenting: animated, percent: [10, 40, 70, 95][small], finish: Bool.random(using: &g))
        case 87..<89: return .tapOutside
        case 89..<95: return .misuse(Misuse.allCases.randomElement(using: &g)!)
        case 95..<113: return .settle
        case 130..<133: return .fingerDown(edge: animated)
        case 133..<136:
            return .fingerMove(
                dx: [0, 40, 150, 300][small], dy: [0, 60, 250, -80][Int.random(in: 0..<4, using: &g)])
        case 136..<139: return .fingerUp(cancelled: small == 0)
        case 139..<141: return .keyboard(show: animated)
        case 141..<143: return .alertOverSheet(animated: animated, gap: [0, 16, 120, 600][small])
        case 143..<145: return .releaseReferences
        case 145..<147: return .definesContext(small)
        case 147..<149: return .fullScreenChain(count: small + 2)
        case 149..<152: return .interactivePop(percent: [10, 14, 40, 70][small], finish: Bool.random(using: &g))
        case 152..<155:
            return .presentFromStack(
                index: small, style: Style.allCases.randomElement(using: &g)!, animated: animated)
        case 155..<158:
            return .rotatedInteractiveDismissal(
                cover: Int.random(in: 0..<3, using: &g), percent: [10, 40, 65, 95][small], finish: animated)
        case 158..<161: return .selectMore(index: 4 + small)
        case 161..<163: return .setColumn(secondary: animated)
        default: return .advance(milliseconds: [0, 16, 50, 120, 250, 500][Int.random(in: 0..<6, using: &g)])
        }
    }
}
