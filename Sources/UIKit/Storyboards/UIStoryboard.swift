import Foundation
import InterfaceBuilderFormat

/// A storyboard file's scenes, from which view controllers are instantiated, as UIKit's
/// `UIStoryboard`.
///
/// Contract between the loader and the segue installer (issue 14): the loader (this file and
/// `Loading/`) turns scenes into controllers and views, applies outlets and actions, and hands
/// each instantiated scene to `installSegues(in:)` (`Segues/`). Segues reach destinations
/// through `instantiateViewController(forObjectID:)`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name (without extension).
    public let name: String

    /// Opens the storyboard `name` (without extension) in `bundle` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        unimplemented(#function)
    }

    /// A new instance of the storyboard's initial view controller, or nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        unimplemented(#function)
        return nil
    }

    /// A new instance of the view controller whose storyboard ID is `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        unimplemented(#function)
        return UIViewController()
    }

    /// A new instance of the scene's controller (object `id` in this storyboard, following
    /// storyboard references); segue destinations are made this way.
    func instantiateViewController(forObjectID id: String) throws -> UIViewController {
        unimplemented(#function)
        return UIViewController()
    }
}
