/// An object's address as UIKit's logs print it (`0x7f9c5a40b0f0`), so messages name the same
/// object the same way for its whole life.
package func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
