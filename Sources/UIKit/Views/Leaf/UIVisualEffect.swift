/// An effect a `UIVisualEffectView` applies, as UIKit's `UIVisualEffect`.
@MainActor
open class UIVisualEffect {
    /// Creates an effect that does nothing.
    public init() {}
}
