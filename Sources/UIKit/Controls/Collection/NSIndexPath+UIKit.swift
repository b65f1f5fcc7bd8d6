import Foundation

// UIKit adds the table and collection positions to `NSIndexPath` as well as to `IndexPath`;
// older code still types its index paths as `NSIndexPath` (`indexPath as NSIndexPath`).

extension NSIndexPath {
    /// The section of a table or collection view position (the first index).
    public var section: Int { index(atPosition: 0) }
    /// The row of a table view position (the second index).
    public var row: Int { index(atPosition: 1) }
    /// The item of a collection view position (the second index).
    public var item: Int { index(atPosition: 1) }

    /// A table view position.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// A collection view position.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
}
