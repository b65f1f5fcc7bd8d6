/// Finds the unwind action an exit connection names (`unwindToMenu:`) on a controller.
@MainActor
enum StoryboardUnwindActions {
    // Process-wide: a lookup function over the process's connection tables, replaced only by tests.
    /// The lookup: the generated `@IBAction` tables (`StoryboardActions`). A test seam, so
    /// segue tests can give controllers actions without the connection generator.
    static var find: (String, AnyObject) -> ((Any?) -> Void)? = { StoryboardActions.action(named: $0, on: $1) }
}
