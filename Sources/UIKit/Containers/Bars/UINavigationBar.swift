import Foundation

/// Hears a standalone navigation bar's pushes and pops, as `UINavigationBarDelegate`.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether the bar may push `item`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Called after the bar pushed `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether the bar may pop `item` (its back button was tapped).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Called after the bar popped `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: it draws the top
/// item (centred bold title, back button with a chevron titled after the item below, left and
/// right items in the tint colour) over its appearance's background, and cross-fades items as
/// they are pushed and popped.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Hears pushes and pops of a bar no navigation controller manages.
    open weak var delegate: UINavigationBarDelegate?
    /// The items, bottom first; setting it is `setItems(_:animated: false)`.
    open var items: [UINavigationItem]? {
        get { stackItems.isEmpty ? nil : stackItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top.
    open var topItem: UINavigationItem? { stackItems.last }
    /// The item below the top one (its back title titles the back button).
    open var backItem: UINavigationItem? { stackItems.count > 1 ? stackItems[stackItems.count - 2] : nil }
    /// Whether the top item's title shows large, below the bar's row.
    open var prefersLargeTitles = false { didSet { layoutChanged() } }
    /// Whether the bar is translucent.
    open var isTranslucent = true { didSet { appearanceDidSet(\UINavigationBar.isTranslucent, isTranslucent) } }
    /// The background colour, over the appearance's.
    open var barTintColor: UIColor? {
        didSet {
            restyle()
            appearanceDidSet(\UINavigationBar.barTintColor, barTintColor)
        }
    }
    /// The bar's style: `.black` draws a dark background and white titles where no tint colour
    /// or title colour is set.
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearanceDidSet(\UINavigationBar.barStyle, barStyle)
            restyle()
            reload()
        }
    }
    /// The bar's look (the top item's `standardAppearance` wins).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            restyle()
            appearanceDidSet(\UINavigationBar.standardAppearance, standardAppearance)
        }
    }
    /// The look while content is scrolled to the top (kept; the bar always draws its standard look).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidSet(\UINavigationBar.scrollEdgeAppearance, scrollEdgeAppearance) }
    }
    /// The look in compact height (kept; the bar always draws its standard look).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidSet(\UINavigationBar.compactAppearance, compactAppearance) }
    }
    /// The look in compact height at the scroll edge (kept; the bar always draws its standard look).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The title's text attributes (under the appearance's).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            reload()
            appearanceDidSet(\UINavigationBar.titleTextAttributes, titleTextAttributes)
        }
    }
    /// The large title's text attributes (under the appearance's).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            reload()
            appearanceDidSet(\UINavigationBar.largeTitleTextAttributes, largeTitleTextAttributes)
        }
    }

    private(set) var stackItems: [UINavigationItem] = []
    /// The content for the top item.
    var content: NavigationBarContent?
    /// The navigation controller that owns the bar.
    weak var controller: UINavigationController?
    let backgroundView = UIView()
    /// How far the background reaches above the bar: a controller's bar is attached to the top
    /// of its view, so its background fills the status bar area too.
    var backgroundExtension: CGFloat = 0 { didSet { if oldValue != backgroundExtension { setNeedsLayout() } } }
    let shadowView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        restyle()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let above = backgroundExtension
        backgroundView.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
        let line = 1 / max(1, traitCollection.displayScale)
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: line)
        for case let c as NavigationBarContent in subviews where c.frame != bounds { c.frame = bounds }
        // Bar button items changed in place (a title, `isEnabled`) are drawn anew, as is
        // everything when the size class changed the row's height.
        if let content,
            content.rowHeight != rowHeight || content.showsLargeTitle != showsLargeTitle
                || (content.leftViews + content.rightViews).contains(where: \.needsRebuild)
        {
            reload()
        }
    }

    /// The bar's height for the top item: the row, plus the large title row when it shows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }

    /// No intrinsic width; the height of the row (and large title).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    // MARK: Items

    /// Replaces the items, cross-fading to the new top item when animated.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard refuseIfManaged("setItems:animated:") else { return }
        let wasTop = topItem
        replaceItems(items ?? [])
        let operation: UINavigationController.Operation = wasTop === topItem ? .none : .push
        changeContent(operation: operation, animated: animated, coordinator: nil)
    }

    /// Pushes an item, sliding its title in when animated.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refuseIfManaged("pushNavigationItem:animated:") else { return }
        guard delegate?.navigationBar(self, shouldPush: item) != false else { return }
        replaceItems(stackItems + [item])
        changeContent(operation: .push, animated: animated, coordinator: nil)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard refuseIfManaged("popNavigationItemAnimated:"), let top = topItem, stackItems.count > 1 else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) != false else { return nil }
        replaceItems(Array(stackItems.dropLast()))
        changeContent(operation: .pop, animated: animated, coordinator: nil)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// UIKit raises for these on a controller's bar (named by their Objective-C selectors).
    private func refuseIfManaged(_ function: String) -> Bool {
        guard controller == nil else {
            Diagnostics.log(
                in: loop, "Cannot call \(function) directly on a UINavigationBar managed by a controller.")
            return false
        }
        return true
    }

    private func replaceItems(_ items: [UINavigationItem]) { replaceItems(keeping: 0, items) }

    /// Keeps the bottom `kept` items and puts `newTop` above them. Items below the first
    /// difference keep their bar: a push or pop on a deep stack touches only its top.
    private func replaceItems(keeping kept: Int, _ newTop: [UINavigationItem]) {
        var shared = 0
        let limit = min(newTop.count, stackItems.count - kept)
        while shared < limit, newTop[shared] === stackItems[kept + shared] { shared += 1 }
        for item in stackItems[(kept + shared)...] where item.owningBar === self { item.owningBar = nil }
        stackItems.removeSubrange((kept + shared)...)
        stackItems.append(contentsOf: newTop[shared...])
        for item in newTop[shared...] { item.owningBar = self }
    }

    /// The back button was tapped: the controller pops, or a standalone bar pops its item.
    func tapBack() {
        if let controller {
            controller.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    // MARK: Following a navigation controller

    /// Shows `items` (the stack's), moving to the new top through `coordinator` when a push or
    /// pop runs, or at once.
    func show(
        keeping kept: Int, _ newTop: [UINavigationItem], operation: UINavigationController.Operation,
        animated: Bool, coordinator: UIViewControllerTransitionCoordinator?
    ) {
        let kept = min(kept, stackItems.count)
        let same =
            newTop.count == stackItems.count - kept && zip(newTop, stackItems[kept...]).allSatisfy { $0 === $1 }
        if same && content != nil && operation == .none { return }
        replaceItems(keeping: kept, newTop)
        changeContent(operation: operation, animated: animated, coordinator: coordinator)
    }

    /// Called by an item in the bar when it changed: the top item's content (or the back
    /// button, for the item below) is rebuilt, cross-fading when animated.
    func itemDidChange(_ item: UINavigationItem, animated: Bool) {
        guard item === topItem || item === backItem else { return }
        changeContent(operation: .none, animated: animated && window != nil, coordinator: nil)
        controller?.layoutBar()
    }

    /// Rebuilds the top item's content without animation.
    func reload() {
        guard content != nil || topItem != nil else { return }
        changeContent(operation: .none, animated: false, coordinator: nil)
    }
}
