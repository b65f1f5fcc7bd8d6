// The one rule for the containers' horizontal edge swipes (navigation's pop, the split's
// primary column), so both end a swipe alike.
extension UIPercentDrivenInteractiveTransition {
    /// How far a swipe that travelled `travel` points has gone across `width`, from 0 to 1.
    static func swipeProgress(_ travel: CGFloat, across width: CGFloat) -> CGFloat {
        min(max(travel / width, 0), 1)
    }

    /// Ends the interaction a swipe drove when the finger lifts: it finishes on a flick forward
    /// or past half way unless flicked back, and cancels otherwise.
    func endSwipe(travel: CGFloat, velocity: CGFloat, across width: CGFloat) {
        let progress = Self.swipeProgress(travel, across: width)
        if velocity > 300 || (progress > 0.5 && velocity > -300) { finish() } else { cancel() }
    }
}
