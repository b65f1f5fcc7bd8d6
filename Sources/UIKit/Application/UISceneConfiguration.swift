import Foundation

/// What UIKit creates for a new scene: its class, its delegate's class and storyboard, as
/// UIKit's `UISceneConfiguration`.
///
/// Swift on Linux cannot create an instance from a class object unless the class has a
/// `required` initializer, and `UIResponder.init()` is not required (making it so would break
/// every `UIView` subclass with its own initializer). So `delegateClass` keeps UIKit's type
/// and meaning, and UIKit makes the delegate through the factory the app's launch declared
/// for that class (`UIApplicationMain(_:sceneDelegate:)` or `VirtualDevice(launching:sceneDelegate:)`,
/// this platform's stand-in for the Info.plist scene manifest). See Documentation/Deviations.md.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (the Info.plist's "Default Configuration" in Xcode's template).
    public let name: String?
    /// The kind of scene the configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene delegate UIKit creates; filled in from the launch's declared
    /// scene delegate when the name matches, as from the Info.plist.
    open var delegateClass: AnyClass?
    /// The class of the scene (a `UIScene` subclass; `UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the root of the window UIKit makes for
    /// the scene before `scene(_:willConnectTo:options:)`; taken from the launch's declared
    /// scene storyboard when the name matches, as from the Info.plist.
    open var storyboard: UIStoryboard?

    /// Creates a configuration; one declared at launch under `name` lends its delegate class,
    /// as UIKit loads a configuration of that name from the Info.plist.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let declared = UIApplication.current.declaredSceneDelegate,
            sessionRole == .windowApplication, name == declared.configurationName
        {
            delegateClass = declared.delegateClass
            sceneClass = UIWindowScene.self
            if let storyboardName = declared.storyboardName {
                storyboard = UIStoryboard(name: storyboardName, bundle: declared.storyboardBundle)
            }
        }
    }
}

/// The scene delegate a launch declares (the Info.plist's `UISceneDelegateClassName`): its
/// class, and how to make one, since Swift cannot make it from the class alone; and the
/// configuration's `UISceneStoryboardFile`, when it names one.
package struct DeclaredSceneDelegate {
    let configurationName: String
    let delegateClass: AnyClass
    let make: @MainActor () -> UIResponder
    let storyboardName: String?
    let storyboardBundle: Bundle?

    package init<D: UIResponder>(
        configurationName: String = "Default Configuration", storyboardName: String? = nil,
        storyboardBundle: Bundle? = nil, make: @escaping @MainActor () -> D
    ) {
        self.configurationName = configurationName
        delegateClass = D.self
        self.make = make
        self.storyboardName = storyboardName
        self.storyboardBundle = storyboardBundle
    }
}
