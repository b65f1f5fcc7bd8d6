/// Spinning wheels of rows, one wheel per component, as UIKit's `UIPickerView`.
///
/// Each wheel is drawn as rows of text (or the delegate's views) stacked around its selected
/// row, which sits in a grey band across the middle; rows further from it fade. A tap on a
/// row above or below the band, or a vertical drag over a wheel, settles that wheel on a new
/// row and tells the delegate (`pickerView(_:didSelectRow:inComponent:)`); selecting in code
/// tells it nothing. The wheels do not spin with momentum: a drag moves by whole rows.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// A row's height when the delegate does not say (UIKit's current rows; undocumented).
    static let defaultRowHeight: CGFloat = 32
    /// UIKit's picker size: its height is fixed by the wheels' look.
    static let defaultSize = CGSize(width: 320, height: 216)
    /// The space between neighbouring wheels.
    static let componentSpacing: CGFloat = 5

    /// The object that gives the number of wheels and rows; held weakly.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }

    /// The object that gives the rows' content and sizes and hears about selection; held weakly.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// Whether the band behind the selected rows is drawn (always, since iOS 7).
    open var showsSelectionIndicator = true

    let selectionBand = UIView()
    var wheels: [PickerWheelView] = []
    var selectedRows: [Int] = []
    /// The row counts of the last reload, so a selection is checked against what is shown.
    var rowCounts: [Int] = []

    /// Creates a picker view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a picker view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        clipsToBounds = true
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.isUserInteractionEnabled = false
        selectionBand.layer.cornerRadius = 8
        addSubview(selectionBand)
    }

    // MARK: Components and rows

    /// The number of wheels (the data source's).
    open var numberOfComponents: Int { rowCounts.count }

    /// The number of rows on a wheel (0 for a wheel that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The size of a row on a wheel: the wheel's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard rowCounts.indices.contains(component) else { return .zero }
        return CGSize(width: width(ofComponent: component), height: rowHeight(ofComponent: component))
    }

    /// Asks the data source and delegate again for every wheel; selections are kept within
    /// the new row counts.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        rowCounts = (0..<count).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
        selectedRows = (0..<count).map { component in
            let previous = selectedRows.indices.contains(component) ? selectedRows[component] : 0
            return min(previous, max(0, rowCounts[component] - 1))
        }
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheelView(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for wheel in wheels { wheel.needsRows = true }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for one wheel.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else {
            Diagnostics.log(in: loop, "-[UIPickerView reloadComponent:]: component \(component) is out of range")
            return
        }
        rowCounts[component] = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        selectedRows[component] = min(selectedRows[component], max(0, rowCounts[component] - 1))
        wheels[component].needsRows = true
        setNeedsLayout()
    }

    /// Turns a wheel to a row (nothing is sent to the delegate; the turn is not animated here).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        if rowCounts.isEmpty && dataSource != nil { reloadAllComponents() }
        guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else {
            Diagnostics.log(
                in: loop,
                "-[UIPickerView selectRow:inComponent:animated:]: row \(row) in component \(component) is out of range")
            return
        }
        selectedRows[component] = row
        wheels[component].needsRows = true
        setNeedsLayout()
    }

    /// The selected row of a wheel, -1 when the wheel has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return -1 }
        return selectedRows[component]
    }

    /// The view shown for a row, nil when the row is off screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].rowViews[row]
    }

    /// Called by a wheel when the user settled it on a row.
    func userSelected(_ row: Int, inComponent component: Int) {
        guard row != selectedRows[component] else { return }
        selectedRows[component] = row
        wheels[component].needsRows = true
        setNeedsLayout()
        layoutIfNeeded()
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    // MARK: Geometry

    /// The picker's width shared equally between the wheels, less the gaps between them.
    var equalComponentWidth: CGFloat {
        let count = CGFloat(max(1, rowCounts.count))
        let inner = bounds.width - 2 * Self.componentSpacing * 2
        return max(0, (inner - Self.componentSpacing * (count - 1)) / count)
    }

    func width(ofComponent component: Int) -> CGFloat {
        delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
    }

    func rowHeight(ofComponent component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
    }

    /// UIKit's 320 × 216.
    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    /// The given width (320 when none) and 216 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : Self.defaultSize.width, height: Self.defaultSize.height)
    }

    /// Centres the wheels side by side, each as wide as the delegate says.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if rowCounts.isEmpty && dataSource != nil { reloadAllComponents() }
        let widths = wheels.indices.map(width(ofComponent:))
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = bounds.midX - total / 2
        let bandHeight = wheels.indices.map(rowHeight(ofComponent:)).max() ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(
            x: Self.componentSpacing * 2, y: bounds.midY - bandHeight / 2,
            width: max(0, bounds.width - 4 * Self.componentSpacing), height: bandHeight)
        selectionBand.isHidden = !showsSelectionIndicator || wheels.isEmpty
        for (wheel, width) in zip(wheels, widths) {
            let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if wheel.frame != frame {
                wheel.frame = frame
                wheel.needsRows = true
            }
            if wheel.needsRows { wheel.layOutRows() }
            x += width + Self.componentSpacing
        }
    }
}
