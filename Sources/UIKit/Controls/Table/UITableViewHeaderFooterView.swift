import CoreGraphics
import Foundation

/// A reusable view for a table section's header or footer, as `UITableViewHeaderFooterView`:
/// register its class or nib with the table and dequeue it in the delegate's
/// `tableView(_:viewForHeaderInSection:)`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The view to add custom content to; it fills the header.
    public let contentView = UIView()
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?

    /// A header or footer for the identifier it will be dequeued with.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A header or footer without an identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A header or footer from an archive (a nib's top-level view).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        insertSubview(contentView, at: 0)
    }

    /// The label showing the section's title, made on first use.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        madeTextLabel = makeLabel()
        return madeTextLabel
    }

    /// A second label, made on first use.
    open var detailTextLabel: UILabel? {
        if let madeDetailTextLabel { return madeDetailTextLabel }
        madeDetailTextLabel = makeLabel()
        return madeDetailTextLabel
    }

    /// A footnote label in the secondary colour, added to the content view.
    private func makeLabel() -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Called before the view is handed out again by `dequeueReusableHeaderFooterView`.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        let inset = layoutMargins.left > 0 ? layoutMargins.left : 16
        let width = max(0, bounds.width - 2 * inset)
        if let label = madeTextLabel {
            let height = label.intrinsicContentSize.height
            label.frame = CGRect(x: inset, y: max(0, bounds.height - height - 6), width: width, height: height)
        }
        if let detail = madeDetailTextLabel {
            let height = detail.intrinsicContentSize.height
            detail.frame = CGRect(x: inset, y: 6, width: width, height: height)
        }
    }
}

extension UITableView {
    /// Registers a header or footer class for a reuse identifier (nil unregisters); a class
    /// that is not a `UITableViewHeaderFooterView` is refused with a console line.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterReuse.register(identifier, factory: nil)
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            Diagnostics.log(
                in: loop, "\(aClass) registered for '\(identifier)' is not a subclass of UITableViewHeaderFooterView")
            return
        }
        headerFooterReuse.register(identifier) { type.init(reuseIdentifier: identifier) }
    }

    /// Registers a nib whose one top-level object is the header or footer to make for a reuse
    /// identifier (nil unregisters it).
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else {
            headerFooterReuse.register(identifier, factory: nil)
            return
        }
        headerFooterReuse.register(identifier) { [unowned self] in
            let view: UITableViewHeaderFooterView =
                self.onlyTopLevelView(in: nib, identifier: identifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// Registers a nib whose one top-level object is the cell to make for a reuse identifier
    /// (nil unregisters it).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            reuse.register(identifier, factory: nil)
            return
        }
        reuse.register(identifier) { [unowned self] in
            let cell: UITableViewCell =
                self.onlyTopLevelView(in: nib, identifier: identifier)
                ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// A waiting header or footer for the identifier, a new one of its registered kind, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterReuse.dequeue(identifier) { $0.prepareForReuse() }
    }
}
