extension UITableViewCell {
    /// The editing control a row shows in editing mode, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A delete control (red minus, or the swipe's Delete button).
        case delete
        /// An insert control (green plus).
        case insert
    }
}
