extension IndexPath {
    /// An index path for an item in a section, as UIKit's extension.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// An index path for a row in a section, as UIKit's extension.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The item within the section.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row within the section (the same as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
