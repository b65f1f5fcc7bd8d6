/// An object's address as UIKit's logs print it (`0x7f9c5a40b0f0`), so messages name the same
/// object the same way for its whole life.
package func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}

/// A class's name as Objective-C prints it in descriptions: Apple's own classes bare
/// (`UIView`, `CALayer`), an app's classes with their module (`MyApp.CardViewController`).
package func consoleClassName(_ object: AnyObject) -> String {
    // Private classes reflect as `Module.(unknown context at $…).Name`; keep the readable parts.
    let full = String(reflecting: type(of: object))
        .replacing(/\(unknown context at \$[0-9a-f]+\)\./, with: "")
    for module in ["UIKit.", "QuartzCore.", "CoreGraphics."] where full.hasPrefix(module) {
        return String(full.dropFirst(module.count))
    }
    return full
}
