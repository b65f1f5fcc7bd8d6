extension UITableView {
    /// The look of a table, as `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers float over the rows.
        case plain
        /// Sections as groups on a grey background.
        case grouped
        /// Grouped sections inset from the edges with rounded corners.
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate, as `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from or out to the right.
        case right
        /// Slides in from or out to the left.
        case left
        /// Slides in from or out to the top.
        case top
        /// Slides in from or out to the bottom.
        case bottom
        /// No animation of the row itself (other rows still move).
        case none
        /// Keeps the row centred while it appears or disappears.
        case middle
        /// The table picks (a fade here).
        case automatic = 100
    }

    /// Where `scrollToRow` puts the row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// The height that asks the table to size a row, header or footer itself.
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// How separators between rows are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A single hairline.
        case singleLine
        /// Etched (drawn as a single line, as in current UIKit).
        case singleLineEtched
    }

    /// The layout of a cell's built-in labels and image, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label.
        case `default`
        /// A label with a right-aligned grey detail label.
        case value1
        /// A small blue right-aligned label and a left-aligned detail label.
        case value2
        /// A label with a smaller grey label beneath it.
        case subtitle
    }

    /// What a selected cell draws, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No selected background.
        case none
        /// The system grey background (blue no longer differs).
        case blue
        /// The system grey background.
        case gray
        /// The system grey background.
        case `default`
    }

    /// The standard control at a cell's trailing edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }
}
