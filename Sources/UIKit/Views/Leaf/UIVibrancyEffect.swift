/// An effect that makes a blur view's content vivid, as UIKit's `UIVibrancyEffect`.
///
/// Vibrancy is not built yet: a view with this effect shows its content unchanged.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is tuned for.
    let blurEffect: UIBlurEffect

    init(blur: UIBlurEffect) {
        blurEffect = blur
        super.init()
    }

    /// Creates a vibrancy effect for content over a view with `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blur: blurEffect)
        unimplemented(#function)
    }
}
