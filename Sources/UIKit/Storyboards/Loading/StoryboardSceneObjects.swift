/// The top-level objects of a storyboard scene besides its controller (views, gesture
/// recognizers, bar items placed beside it), which UIKit keeps alive with the controller so
/// weak outlets to them stay set.
@MainActor
enum StoryboardSceneObjects {
    nonisolated(unsafe) private static let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// Ties `objects` to `controller`'s lifetime.
    static func keep(_ objects: [AnyObject], aliveWith controller: UIViewController) {
        let kept = (AssociatedObjects.get(controller, key) as? [AnyObject]) ?? []
        AssociatedObjects.set(controller, key, kept + objects, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
