import InterfaceBuilderFormat

/// One instantiated scene: the controller, every object of the scene by its document id, and
/// where the scene is written, handed by the loader to the segue installer.
@MainActor
struct StoryboardSceneInstance {
    /// The storyboard the scene belongs to.
    let storyboard: UIStoryboard
    /// The storyboard's file name, for errors.
    let file: String
    /// The scene's `<viewController>` (or subclass tag) element.
    let controllerElement: IBElement
    /// The instantiated controller.
    let viewController: UIViewController
    /// Every object of the scene by id: the controller, its views, bar items, gesture
    /// recognizers, and placeholders (the exit placeholder maps to the controller).
    var objects: [String: AnyObject]
    /// The scene's other top-level elements (gesture recognizers, bar items), whose
    /// `<connections>` may hold segues too.
    var otherTopLevelElements: [IBElement] = []
}
