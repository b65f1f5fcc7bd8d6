import QuartzCore

// UIKit's first animation API: a block opened by `beginAnimations`, configured by the
// `setAnimation...` calls, and closed by `commitAnimations`. Apple deprecated it for the block
// methods but it still works, and libraries still call it.
extension UIView {
    /// Opens an animation block: property changes until `commitAnimations()` animate, for 0.2
    /// seconds with an ease-in-out curve unless the `setAnimation...` calls say otherwise.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = UIViewAnimationContext(
            duration: 0.2, delay: 0, options: [], pacing: .curve(UIView.AnimationCurve.easeInOut.timingFunction),
            tracker: UIViewAnimationTracker(completion: nil))
        block.isBeginCommitBlock = true
        block.capture = UIViewAnimationContext.stack.last?.capture
        UIViewAnimationContext.stack.append(block)
    }

    /// Closes the block `beginAnimations(_:context:)` opened; its changes start animating.
    public class func commitAnimations() {
        guard let block = UIViewAnimationContext.stack.last, block.isBeginCommitBlock else {
            Diagnostics.log("+[UIView commitAnimations] called without a matching beginAnimations:context:")
            return
        }
        UIViewAnimationContext.stack.removeLast()
        block.tracker?.blockDidEnd()
    }

    /// Sets the duration of the open `beginAnimations` block's changes made from now on.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        openBeginCommitBlock(#function)?.duration = duration
    }

    /// Sets the delay of the open `beginAnimations` block's changes made from now on.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        openBeginCommitBlock(#function)?.delay = delay
    }

    /// Sets the curve of the open `beginAnimations` block's changes made from now on.
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        openBeginCommitBlock(#function)?.pacing = .curve(curve.timingFunction)
    }

    /// The block `beginAnimations` opened, or nil (with UIKit's silence: the call does nothing).
    private class func openBeginCommitBlock(_ function: String) -> UIViewAnimationContext? {
        guard let block = UIViewAnimationContext.stack.last, block.isBeginCommitBlock else { return nil }
        return block
    }
}
