extension UITableView {
    /// Shows the headers and footers of the sections in view; plain tables keep a section's
    /// header pinned to the top while its rows scroll under it.
    func layOutSectionViews() {
        let visible = bounds
        for (index, s) in geometry.sections.enumerated() {
            let headerRect = CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
            var shownHeader = headerRect
            if style == .plain && s.headerHeight > 0 {
                let pinned = visible.minY + adjustedContentInset.top
                shownHeader.origin.y = min(max(s.top, pinned), s.rowsBottom - s.headerHeight)
            }
            let sectionVisible = s.bottom > visible.minY && s.top < visible.maxY
            place(
                &headerViews, index, rect: shownHeader, visible: sectionVisible && s.headerHeight > 0,
                make: {
                    delegate?.tableView(self, viewForHeaderInSection: index) ?? titleView(s.headerTitle, header: true)
                })
            let footerRect = CGRect(x: 0, y: s.rowsBottom, width: bounds.width, height: s.footerHeight)
            place(
                &footerViews, index, rect: footerRect, visible: footerRect.intersects(visible) && s.footerHeight > 0,
                make: {
                    delegate?.tableView(self, viewForFooterInSection: index) ?? titleView(s.footerTitle, header: false)
                })
        }
    }

    private func place(
        _ views: inout [Int: UIView], _ section: Int, rect: CGRect, visible: Bool, make: () -> UIView?
    ) {
        guard visible else {
            views.removeValue(forKey: section)?.removeFromSuperview()
            return
        }
        if views[section] == nil, let view = make() { views[section] = view }
        guard let view = views[section] else { return }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        UIView.performWithoutAnimation { view.frame = rect }
    }

    /// Drops every header and footer view; they are made again when shown.
    func removeSectionViews() {
        for view in headerViews.values { view.removeFromSuperview() }
        for view in footerViews.values { view.removeFromSuperview() }
        headerViews.removeAll()
        footerViews.removeAll()
    }

    /// The view drawing a section title in the table's style.
    private func titleView(_ title: String?, header: Bool) -> UIView? {
        guard let title else { return nil }
        return SectionTitleView(title: title, header: header, style: style)
    }
}

/// A section header or footer drawing the data source's title: plain headers in bold on an
/// opaque bar, grouped headers in small capitals, footers in small grey text.
final class SectionTitleView: UIView {
    let label = UILabel()
    private let isHeader: Bool
    private let tableStyle: UITableView.Style

    init(title: String, header: Bool, style: UITableView.Style) {
        isHeader = header
        tableStyle = style
        super.init(frame: .zero)
        label.numberOfLines = header ? 1 : 0
        if header && style == .plain {
            label.text = title
            label.font = .preferredFont(forTextStyle: .headline)
            backgroundColor = .secondarySystemBackground
        } else {
            label.text = header ? title.uppercased() : title
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
        }
        addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = tableStyle == .insetGrouped ? 40 : 20
        let size = label.sizeThatFits(CGSize(width: bounds.width - 2 * inset, height: 0))
        let y =
            isHeader && tableStyle != .plain
            ? bounds.height - size.height - 7 : tableStyle == .plain ? (bounds.height - size.height) / 2 : 7
        label.frame = CGRect(x: inset, y: y.rounded(), width: bounds.width - 2 * inset, height: ceil(size.height))
    }
}
