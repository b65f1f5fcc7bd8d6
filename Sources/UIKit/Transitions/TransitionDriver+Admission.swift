extension TransitionDriver {
    /// Applies `Kind`'s admission to a request in `container`, the same way for every kind:
    /// true when it may start now. Call it before changing anything for the request; a queued
    /// request is made again through `retry`, an ignored one runs `ignored`.
    static func admit<Kind: TransitionKind>(
        _ kind: Kind.Type, in container: UIViewController, retry: @escaping () -> Void = {}, ignored: () -> Void = {}
    ) -> Bool {
        apply(Kind.admission(in: container), of: Kind.self, in: container, retry: retry, ignored: ignored)
    }

    /// Applies an admission a kind decided from more than its container (a dismissal looks at
    /// the whole presented chain).
    static func apply<Kind: TransitionKind>(
        _ admission: TransitionAdmission, of kind: Kind.Type, in container: UIViewController,
        retry: @escaping () -> Void = {}, ignored: () -> Void = {}
    ) -> Bool {
        switch admission {
        case .start:
            return true
        case .refuse(let consoleText):
            Diagnostics.log(in: container.loop, consoleText)
        case .ignore:
            ignored()
        case .queue:
            Kind.enqueue(retry, in: container)
        }
        return false
    }

    /// Starts a request for `kind`, the same way for every kind: off screen (its container's
    /// view in no window) a kind whose `offScreenRule` is `.applyAtOnce` makes its change at once
    /// and no transition runs (nil is returned); otherwise `build` makes the request with the
    /// animation flag it runs with, which is off inside `viewWillTransition(to:with:)` for a kind
    /// that follows the size-change rule (statement 137).
    @discardableResult
    static func start<Kind: TransitionKind>(
        _ kind: Kind, animated: Bool, _ build: (_ animated: Bool) -> TransitionRequest
    ) -> TransitionDriver? {
        let container = kind.container
        if Kind.offScreenRule == .applyAtOnce, container.viewIfLoaded?.window == nil {
            kind.applyWithoutTransition()
            return nil
        }
        let sizeChange = Kind.followsSizeChangeRule && container.world.isAnnouncingSizeChange
        let request = build(animated && !sizeChange)
        assert(request.kind === kind, "a kind's request carries that kind")
        return start(request)
    }
}
