// Cause: reading a class property through key-value coding with `#keyPath` (done to reach
// `UIApplication.shared` from an app extension-safe framework).
// Stops: PanModal (PanModalPresentable+LayoutHelpers.swift, its only error).
// Errors: type 'UIApplication' has no member 'value'; '#keyPath' can only be used with the
// Objective-C runtime.
// Expected: uikit-port rewrites `#keyPath(T.p)` to the string "p", and OpenUIKit answers
// `UIApplication.value(forKeyPath: "shared")` with the shared application (or the porter
// rewrites the whole read to `UIApplication.shared`).
import UIKit

func keyWindowRoot() -> UIViewController? {
    guard let application = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
    else { return nil }
    return application.keyWindow?.rootViewController
}
