/// Finds the unwind action an exit connection names (`unwindToMenu:`) on a controller.
@MainActor
enum StoryboardUnwindActions {
}
