import Foundation
import InterfaceBuilderFormat

/// A class whose instances take values set on its appearance proxy, as UIKit's `UIAppearance`.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy whose property values every instance of the class takes when it enters a window.
    static func appearance() -> Self
    /// The proxy for instances inside instances of the given containers, outermost first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A class whose instances can contain objects that take appearance values, as UIKit's
/// `UIAppearanceContainer` (views and view controllers).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

extension UIView: UIAppearance {
    /// The proxy whose property values every instance of the class takes when it enters a window.
    public static func appearance() -> Self { appearance(whenContainedInInstancesOf: []) }

    /// The proxy for instances inside instances of the given containers, outermost first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let registry = UIApplication.current.appearanceRegistry
        // The proxy is an instance of the class itself, so every property the class has can be
        // set on it; it is made through the one initializer every subclass has, as a storyboard's
        // objects are.
        return registry.proxy(for: self, containers: containerTypes) {
            let proxy = self.init(coder: StoryboardCoder.appearanceProxy)
            proxy?.appearanceState = AppearanceProxyState(proxyOf: registry)
            return proxy
        }
    }
}

extension UIBarItem: UIAppearance {
    /// The proxy whose property values every item of the class takes when a bar shows it.
    public static func appearance() -> Self { appearance(whenContainedInInstancesOf: []) }

    /// The proxy for items shown inside instances of the given containers, outermost first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let registry = UIApplication.current.appearanceRegistry
        return registry.proxy(for: self, containers: containerTypes) {
            let proxy = self.init(coder: StoryboardCoder.appearanceProxy)
            proxy?.appearanceState = AppearanceProxyState(proxyOf: registry)
            return proxy
        }
    }
}

extension StoryboardCoder {
    /// The empty archive appearance proxies are made from.
    static var appearanceProxy: StoryboardCoder {
        StoryboardCoder(element: IBElement(name: "appearanceProxy"), values: [:])
    }
}
