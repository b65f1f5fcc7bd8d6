import Foundation

/// What counts as a distinct screen: the controller the user sees inside each container
/// (a navigation controller's top, a tab bar controller's selected tab), for the window's
/// root and then for every controller presented over it.
@preconcurrency @MainActor
enum ScreenKey {
    static func of(_ window: UIWindow) -> String {
        guard var controller = window.rootViewController else { return "no root view controller" }
        var levels = [leaf(of: controller)]
        while let presented = controller.presentedViewController {
            levels.append(leaf(of: presented))
            controller = presented
        }
        return levels.joined(separator: " / ")
    }

    /// The containers down to the controller on display, `Tab>Nav>List`.
    static func leaf(of controller: UIViewController) -> String {
        var names = [String(describing: type(of: controller))]
        var current = controller
        while let next = visibleChild(of: current) {
            names.append(String(describing: type(of: next)))
            current = next
        }
        return names.joined(separator: ">")
    }

    static func visibleChild(of controller: UIViewController) -> UIViewController? {
        if let navigation = controller as? UINavigationController { return navigation.topViewController }
        if let tabs = controller as? UITabBarController { return tabs.selectedViewController }
        if let split = controller as? UISplitViewController { return split.viewControllers.last }
        return nil
    }

    /// The navigation controller deepest on display (the one the edge swipe pops).
    static func visibleNavigationController(in window: UIWindow) -> UINavigationController? {
        guard var controller = window.rootViewController else { return nil }
        while let presented = controller.presentedViewController { controller = presented }
        var found: UINavigationController?
        var current: UIViewController? = controller
        while let here = current {
            if let navigation = here as? UINavigationController { found = navigation }
            current = visibleChild(of: here)
        }
        return found
    }

    /// A key as a file name.
    static func fileName(_ key: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let mapped = key.map { allowed.contains($0) ? $0 : "-" }
        return String(
            String(mapped).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-").prefix(80))
    }
}
