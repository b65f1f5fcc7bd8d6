/// Calls `@IBAction` methods by the selector name a storyboard or nib gives (`close:`), through
/// the tables generated for the user's classes (issue 14: no Objective-C runtime on Linux).
@MainActor
enum StoryboardActions {
    /// The action `selector` of `target` as a call taking the sender (or the segue, for an
    /// unwind action), or nil when `target` has no such action.
    static func action(named selector: String, on target: AnyObject) -> ((Any?) -> Void)? {
        unimplemented(#function)
        return nil
    }
}
