import Foundation

// Key-value coding reads of the properties libraries read by name. Foundation on Linux has no
// key-value coding, so each class's keys are listed here; a key also answers to its Objective-C
// getter's name (`hidden` for `isHidden`). Values come back as Swift values (a `CGRect`, not an
// `NSValue`). Documentation/Deviations.md, "Key-value coding reads".

extension UIResponder {
    /// Returns the property named `key`; an unknown key logs UIKit's `valueForUndefinedKey:`
    /// message and returns nil.
    public func value(forKey key: String) -> Any? {
        if let found = keyedValue(key) { return found.value }
        Diagnostics.log(
            "[<\(type(of: self)) \(objectAddress(self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        )
        return nil
    }

    /// Returns the property at a dotted key path (`"view.frame"`, `"layer.cornerRadius"`), each
    /// step read with `value(forKey:)`; a layer reads the rest of the path itself.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        var rest = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while !rest.isEmpty {
            switch current {
            case let responder as UIResponder:
                current = responder.value(forKey: rest.removeFirst())
            case let layer as CALayer:
                return layer.value(forKeyPath: rest.joined(separator: "."))
            case nil:
                return nil
            default:
                Diagnostics.log(
                    "[<\(type(of: current!))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(rest[0])."
                )
                return nil
            }
        }
        return current
    }

    /// The value for `key` wrapped (its value may itself be nil), or nil when the key is unknown.
    func keyedValue(_ key: String) -> KeyedValue? {
        switch self {
        case let scrollView as UIScrollView:
            if let v = scrollView.scrollViewValue(key) { return v }
        case let window as UIWindow:
            if let v = window.windowValue(key) { return v }
        case let navigation as UINavigationController:
            if let v = navigation.navigationValue(key) { return v }
        case let application as UIApplication:
            return application.applicationValue(key)
        default: break
        }
        if let view = self as? UIView { return view.viewValue(key) }
        if let controller = self as? UIViewController { return controller.controllerValue(key) }
        return nil
    }
}

/// A value read by key; `value` is nil for a property that is nil.
struct KeyedValue {
    var value: Any?
    init(_ value: Any?) { self.value = value }
}

extension UIView {
    fileprivate func viewValue(_ key: String) -> KeyedValue? {
        switch key {
        case "frame": KeyedValue(frame)
        case "bounds": KeyedValue(bounds)
        case "center": KeyedValue(center)
        case "alpha": KeyedValue(alpha)
        case "hidden", "isHidden": KeyedValue(isHidden)
        case "opaque", "isOpaque": KeyedValue(isOpaque)
        case "layer": KeyedValue(layer)
        case "superview": KeyedValue(superview)
        case "subviews": KeyedValue(subviews)
        case "window": KeyedValue(window)
        case "tag": KeyedValue(tag)
        case "transform": KeyedValue(transform)
        case "backgroundColor": KeyedValue(backgroundColor)
        case "tintColor": KeyedValue(tintColor)
        case "clipsToBounds": KeyedValue(clipsToBounds)
        case "userInteractionEnabled", "isUserInteractionEnabled": KeyedValue(isUserInteractionEnabled)
        case "contentMode": KeyedValue(contentMode)
        case "constraints": KeyedValue(constraints)
        case "gestureRecognizers": KeyedValue(gestureRecognizers)
        case "safeAreaInsets": KeyedValue(safeAreaInsets)
        case "layoutMargins": KeyedValue(layoutMargins)
        case "translatesAutoresizingMaskIntoConstraints": KeyedValue(translatesAutoresizingMaskIntoConstraints)
        case "intrinsicContentSize": KeyedValue(intrinsicContentSize)
        case "accessibilityIdentifier": KeyedValue(accessibilityIdentifier)
        case "accessibilityLabel": KeyedValue(accessibilityLabel)
        case "restorationIdentifier": KeyedValue(restorationIdentifier)
        default: nil
        }
    }
}

extension UIScrollView {
    fileprivate func scrollViewValue(_ key: String) -> KeyedValue? {
        switch key {
        case "contentOffset": KeyedValue(contentOffset)
        case "contentSize": KeyedValue(contentSize)
        case "contentInset": KeyedValue(contentInset)
        case "adjustedContentInset": KeyedValue(adjustedContentInset)
        case "zoomScale": KeyedValue(zoomScale)
        case "scrollEnabled", "isScrollEnabled": KeyedValue(isScrollEnabled)
        case "dragging", "isDragging": KeyedValue(isDragging)
        case "tracking", "isTracking": KeyedValue(isTracking)
        case "decelerating", "isDecelerating": KeyedValue(isDecelerating)
        case "panGestureRecognizer": KeyedValue(panGestureRecognizer)
        default: nil
        }
    }
}

extension UIWindow {
    fileprivate func windowValue(_ key: String) -> KeyedValue? {
        switch key {
        case "rootViewController": KeyedValue(rootViewController)
        case "keyWindow", "isKeyWindow": KeyedValue(isKeyWindow)
        case "windowScene": KeyedValue(windowScene)
        case "windowLevel": KeyedValue(windowLevel)
        default: nil
        }
    }
}

extension UIViewController {
    fileprivate func controllerValue(_ key: String) -> KeyedValue? {
        switch key {
        case "view": KeyedValue(view)
        case "viewIfLoaded": KeyedValue(viewIfLoaded)
        case "viewLoaded", "isViewLoaded": KeyedValue(isViewLoaded)
        case "title": KeyedValue(title)
        case "parent", "parentViewController": KeyedValue(parent)
        case "children", "childViewControllers": KeyedValue(children)
        case "presentedViewController": KeyedValue(presentedViewController)
        case "presentingViewController": KeyedValue(presentingViewController)
        case "navigationController": KeyedValue(navigationController)
        case "tabBarController": KeyedValue(tabBarController)
        case "splitViewController": KeyedValue(splitViewController)
        case "navigationItem": KeyedValue(navigationItem)
        case "preferredContentSize": KeyedValue(preferredContentSize)
        case "modalPresentationStyle": KeyedValue(modalPresentationStyle)
        case "editing", "isEditing": KeyedValue(isEditing)
        case "restorationIdentifier": KeyedValue(restorationIdentifier)
        default: nil
        }
    }
}

extension UINavigationController {
    fileprivate func navigationValue(_ key: String) -> KeyedValue? {
        switch key {
        case "viewControllers": KeyedValue(viewControllers)
        case "topViewController": KeyedValue(topViewController)
        case "visibleViewController": KeyedValue(visibleViewController)
        case "navigationBar": KeyedValue(navigationBar)
        case "interactivePopGestureRecognizer": KeyedValue(interactivePopGestureRecognizer)
        default: nil
        }
    }
}

extension UIApplication {
    fileprivate func applicationValue(_ key: String) -> KeyedValue? {
        switch key {
        case "delegate": KeyedValue(delegate)
        case "windows": KeyedValue(windows)
        case "keyWindow": KeyedValue(keyWindow)
        case "applicationState": KeyedValue(applicationState)
        case "connectedScenes": KeyedValue(connectedScenes)
        default: nil
        }
    }

    /// Reads a class-level key path as Objective-C's class objects answer key-value coding:
    /// `"shared"` (or `"sharedApplication"`) is the app, and the rest of the path is read from it.
    public class func value(forKeyPath keyPath: String) -> Any? {
        var parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first, first == "shared" || first == "sharedApplication" else {
            Diagnostics.log(
                "[<UIApplication> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath)."
            )
            return nil
        }
        parts.removeFirst()
        return parts.isEmpty ? shared : shared.value(forKeyPath: parts.joined(separator: "."))
    }

    /// Reads a class-level key: `"shared"` (or `"sharedApplication"`) is the app.
    public class func value(forKey key: String) -> Any? {
        guard !key.contains(".") else {
            Diagnostics.log(
                "[<UIApplication> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
            )
            return nil
        }
        return value(forKeyPath: key)
    }
}
