/// An effect a `UIVisualEffectView` applies, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect that does nothing.
    public override init() {}
}
