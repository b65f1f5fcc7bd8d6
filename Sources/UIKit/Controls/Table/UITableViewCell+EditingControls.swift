import CoreGraphics
import Foundation

/// The red circle with a white bar an editable row shows at its leading edge in editing mode;
/// a tap on it shows the row's Delete button.
final class TableDeleteControl: UIView {
    /// What a tap does (the cell shows or hides its Delete button).
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        accessibilityLabel = "Delete"
        isAccessibilityElement = true
        accessibilityTraits = .button
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: TableDeleteControl.tapped))
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }

    override func draw(_ rect: CGRect) {
        // [U] A 22-point disc centred in the control, with a 12 by 2.5-point bar.
        let disc = CGRect(x: bounds.midX - 11, y: bounds.midY - 11, width: 22, height: 22)
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: disc).fill()
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: bounds.midX - 6, y: bounds.midY - 1.25, width: 12, height: 2.5)).fill()
    }
}

extension UITableViewCell {
    /// Width of the leading column the delete control takes in editing mode ([U]).
    static let editingControlWidth: CGFloat = 38

    /// Shows the delete control while the cell is editing a row whose style is `.delete`, and
    /// takes the Delete button away when editing ends.
    func updateEditingControls() {
        let shows = editingStorage && editingStyleStorage == .delete
        if shows, deleteControl == nil {
            let control = TableDeleteControl(frame: .zero)
            control.onTap = { [unowned self] in self.setShowingDeleteConfirmation(!self.showsDeleteConfirmation) }
            addSubview(control)
            deleteControl = control
        } else if !shows {
            deleteControl?.removeFromSuperview()
            deleteControl = nil
            setShowingDeleteConfirmation(false)
        }
        setNeedsLayout()
    }

    /// Whether the Delete button shows at the trailing edge.
    var showsDeleteConfirmation: Bool { deleteButton != nil }

    /// Shows or hides the red Delete button at the trailing edge; a tap on it asks the data
    /// source to commit the deletion.
    func setShowingDeleteConfirmation(_ showing: Bool) {
        guard showing != showsDeleteConfirmation else { return }
        if showing {
            let button = UIButton(type: .system)
            button.backgroundColor = .systemRed
            button.setTitle("Delete", for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.addTarget(self, action: UITableViewCell.confirmDeletion, for: .touchUpInside)
            addSubview(button)
            deleteButton = button
        } else {
            deleteButton?.removeFromSuperview()
            deleteButton = nil
        }
        setNeedsLayout()
    }

    func confirmDeletion(_ sender: UIButton) {
        var view = superview
        while let v = view, !(v is UITableView) { view = v.superview }
        guard let table = view as? UITableView, let path = table.indexPath(for: self) else { return }
        setShowingDeleteConfirmation(false)
        table.dataSource?.tableView(table, commit: .delete, forRowAt: path)
    }

    /// Places the delete control and the Delete button, and returns the content view's frame
    /// beside them.
    func layoutEditingControls(content: CGRect) -> CGRect {
        var content = content
        if let control = deleteControl {
            control.frame = CGRect(x: 0, y: 0, width: Self.editingControlWidth + 8, height: bounds.height)
            content.origin.x += Self.editingControlWidth
            content.size.width -= Self.editingControlWidth
        }
        if let button = deleteButton {
            let width = max(74, ceil(button.intrinsicContentSize.width) + 30)
            button.frame = CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
            content.size.width = min(content.width, button.frame.minX - content.minX)
        }
        return content
    }
}
