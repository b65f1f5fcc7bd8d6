/// The appearance state machine of one view controller.
///
/// ```
///                begin(appearing: true)                end
///   disappeared ───────────────────────▶ appearing ───────────▶ appeared
///        ▲                                 │   ▲                    │
///        │ end                 begin(false)│   │begin(true)          │ begin(false)
///        │                                 ▼   │                    ▼
///        └──────────────────────────── disappearing ◀────────────────┘
/// ```
///
/// Each input returns the callbacks to send, so "will" is never sent twice without a "did" or
/// a reversal, and a reversal (an interactive transition cancelled) sends the opposite "will"
/// as UIKit does. Inputs that do not fit the state are unbalanced and produce `.unbalanced`.
package struct AppearanceState: Equatable, Sendable {
    package enum State: Equatable, Sendable { case disappeared, appearing, appeared, disappearing }

    enum Action: Equatable, Sendable {
        case willAppear, didAppear, willDisappear, didDisappear, unbalanced, none
    }

    package private(set) var state: State = .disappeared

    init() {}

    /// `beginAppearanceTransition(isAppearing, ...)`.
    mutating func begin(appearing: Bool) -> Action {
        switch (state, appearing) {
        case (.disappeared, true), (.disappearing, true):
            state = .appearing
            return .willAppear
        case (.appeared, false), (.appearing, false):
            state = .disappearing
            return .willDisappear
        case (.appearing, true), (.disappearing, false):
            return .unbalanced
        case (.appeared, true), (.disappeared, false):
            return .none
        }
    }

    /// `endAppearanceTransition()`.
    mutating func end() -> Action {
        switch state {
        case .appearing:
            state = .appeared
            return .didAppear
        case .disappearing:
            state = .disappeared
            return .didDisappear
        case .appeared, .disappeared:
            return .unbalanced
        }
    }

    var isVisibleOrAppearing: Bool { state == .appeared || state == .appearing }
}
