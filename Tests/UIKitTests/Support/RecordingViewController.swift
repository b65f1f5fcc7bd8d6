import TestSupport

@testable import UIKit

/// A view controller that logs every life-cycle, appearance, layout and containment callback
/// as "<name>.<callback>", with the flags UIKit tests care about.
@MainActor
class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog
    var onViewDidLoad: ((RecordingViewController) -> Void)?
    var logsLayout = false
    var flagsAtWillAppear: (movingTo: Bool, beingPresented: Bool)?
    var flagsAtWillDisappear: (movingFrom: Bool, beingDismissed: Bool)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func r(_ s: String) { log.record("\(name).\(s)") }

    override func loadView() {
        r("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        r("viewDidLoad")
        onViewDidLoad?(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        flagsAtWillAppear = (isMovingToParent, isBeingPresented)
        r("viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) { r("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { r("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        flagsAtWillDisappear = (isMovingFromParent, isBeingDismissed)
        r("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) { r("viewDidDisappear") }
    override func viewWillLayoutSubviews() { if logsLayout { r("viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if logsLayout { r("viewDidLayoutSubviews") } }
    override func viewSafeAreaInsetsDidChange() { if logsLayout { r("viewSafeAreaInsetsDidChange") } }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        r("willMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "vc" } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        r("didMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "vc" } ?? "nil"))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        r("traitCollectionDidChange")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        r("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        r("willTransition(to: V\(newCollection.verticalSizeClass == .compact ? "compact" : "regular"))")
        super.willTransition(to: newCollection, with: coordinator)
    }
}

/// Checks that every "will" was matched by a "did" or a reversal, per controller name.
func appearanceIsBalanced(_ entries: [String]) -> Bool {
    var state: [String: String] = [:]
    for e in entries {
        let parts = e.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        let (n, c) = (parts[0], parts[1])
        switch c {
        case "viewWillAppear", "viewWillDisappear": state[n] = c
        case "viewDidAppear": if state[n] != "viewWillAppear" { return false }; state[n] = nil
        case "viewDidDisappear": if state[n] != "viewWillDisappear" { return false }; state[n] = nil
        default: break
        }
    }
    return state.isEmpty
}
