/// One wheel of a `UIPickerView`: the rows around the selected one, stacked from the middle
/// out and fading with distance, and the taps and drags that turn it.
@preconcurrency @MainActor
final class PickerWheelView: UIView {
    unowned let picker: UIPickerView
    let component: Int
    /// The row views on screen, by row.
    var rowViews: [Int: UIView] = [:]
    var needsRows = true
    private var dragStartRow = 0

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        clipsToBounds = true
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheelView.handleTap))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PickerWheelView.handlePan))
    }

    required init?(coder: NSCoder) { return nil }

    private var rowHeight: CGFloat { picker.rowHeight(ofComponent: component) }
    private var selectedRow: Int {
        picker.selectedRows.indices.contains(component) ? picker.selectedRows[component] : 0
    }
    private var rowCount: Int { picker.numberOfRows(inComponent: component) }

    /// Asks the delegate for the rows that fit above and below the selected one, reusing the
    /// views of rows that stay.
    func layOutRows() {
        needsRows = false
        let height = rowHeight
        guard height > 0, rowCount > 0 else {
            for view in rowViews.values { view.removeFromSuperview() }
            rowViews.removeAll()
            return
        }
        let reach = Int((bounds.height / 2 / height).rounded(.up))
        let shown = max(0, selectedRow - reach)...min(rowCount - 1, selectedRow + reach)
        var spare: [UIView] = []
        for (row, view) in rowViews where !shown.contains(row) {
            view.removeFromSuperview()
            rowViews[row] = nil
            spare.append(view)
        }
        for row in shown {
            let old = rowViews[row] ?? spare.popLast()
            let view: UIView
            if let delegate = picker.delegate {
                view = delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: old)
            } else {
                view = old ?? PickerRowLabel()
            }
            let offset = CGFloat(row - selectedRow)
            view.frame = CGRect(
                x: 0, y: bounds.midY - height / 2 + offset * height, width: bounds.width, height: height)
            // Rows further from the band turn away on the real wheel; fading stands in for that.
            view.alpha = max(0.2, 1 - abs(offset) * 0.25)
            view.isUserInteractionEnabled = false
            if view.superview !== self { addSubview(view) }
            rowViews[row] = view
        }
    }

    /// A tap on a row above or below the band turns the wheel to it.
    func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rowCount > 0, rowHeight > 0 else { return }
        let offset = ((tap.location(in: self).y - bounds.midY) / rowHeight).rounded()
        settle(on: selectedRow + Int(offset))
    }

    /// A vertical drag turns the wheel by whole rows: up shows later rows.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: dragStartRow = selectedRow
        case .ended:
            guard rowHeight > 0 else { return }
            let rows = Int((-pan.translation(in: self).y / rowHeight).rounded())
            settle(on: dragStartRow + rows)
        default: break
        }
    }

    private func settle(on row: Int) {
        guard rowCount > 0 else { return }
        picker.userSelected(min(max(0, row), rowCount - 1), inComponent: component)
    }

    /// The selected row's title, as VoiceOver reads a wheel.
    override var accessibilityValue: String? {
        get {
            guard rowCount > 0 else { return nil }
            if let label = rowViews[selectedRow] as? UILabel { return label.text }
            return picker.delegate?.pickerView(picker, titleForRow: selectedRow, forComponent: component)
        }
        set { super.accessibilityValue = newValue }
    }
}
