import Foundation

extension NSObject {
    /// The class to archive instances as, asked of the class itself
    /// (`UITableViewCell.classForCoder()`), as Objective-C lets iOS code call `NSObject`'s
    /// instance method on a class object: the class itself.
    public class func classForCoder() -> AnyClass { self }
}
