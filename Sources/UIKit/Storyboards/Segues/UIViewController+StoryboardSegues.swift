/// The segues a storyboard scene gave its controller.
struct StoryboardSegues {
    /// Every segue of the scene, kept alive here: controls, bar items and gesture recognizers
    /// hold their segue weakly, as a target.
    var templates: [StoryboardSegueTemplate] = []
    /// Embed segues waiting for the controller's view to load.
    var pendingEmbeds: [StoryboardSegueTemplate] = []

    /// The segue `performSegue(withIdentifier:sender:)` runs for `identifier`.
    @MainActor
    func template(withIdentifier identifier: String) -> StoryboardSegueTemplate? {
        templates.first { $0.identifier == identifier && $0.kind != .embed }
    }
}

extension UIViewController {
    /// Runs the embed segues of the controller's scene: each child is made, prepared for, and
    /// added in its container view (statement 108's order, so the child's `viewDidLoad` comes
    /// after the parent's `prepare(for:sender:)`).
    func performStoryboardEmbedSegues() {
        let embeds = storyboardSegues.pendingEmbeds
        guard !embeds.isEmpty else { return }
        storyboardSegues.pendingEmbeds = []
        // [U] The sender of an embed segue is the controller that embeds.
        for embed in embeds { embed.perform(sender: self) }
    }

    /// `performSegue(withIdentifier:sender:)` for a segue of the controller's storyboard scene;
    /// false when the scene has none by that identifier.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let template = storyboardSegues.template(withIdentifier: identifier) else { return false }
        template.perform(sender: sender)
        return true
    }
}
