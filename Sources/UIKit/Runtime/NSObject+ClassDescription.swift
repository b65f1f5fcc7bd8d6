import Foundation

extension NSObject {
    /// The class's name qualified by its module (`SwiftMessages.MessageView`), as the
    /// Objective-C runtime's `+description` gives it for a Swift class.
    public class func description() -> String { String(reflecting: self) }
}
