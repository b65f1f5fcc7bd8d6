/// A rectangle that takes part in layout without being a view, as UIKit's `UILayoutGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// For system guides (safe area, margins): the insets from the owning view's bounds.
    var insetsProvider: (() -> UIEdgeInsets)?
    /// For a scroll view's content guide: the origin is the content's, only the size is solved.
    var pinsOriginToOwner = false
    /// Told when the engine solved a new frame (a scroll view turns it into `contentSize`).
    var solvedFrameDidChange: ((CGRect) -> Void)?
    var solvedFrame: CGRect = .zero

    /// Creates a guide (add it to a view with `addLayoutGuide(_:)`).
    public override init() {}

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        if let insets = insetsProvider?(), let owner = owningView { return owner.bounds.inset(by: insets) }
        return solvedFrame
    }
}

extension UIView {
    /// The part of the view not covered by bars, notches or the home indicator: what the
    /// superview's safe area leaves of this view, plus the owning controller's
    /// `additionalSafeAreaInsets`.
    public var safeAreaInsets: UIEdgeInsets {
        // Kept with the view's window (`UIView+BranchValues.swift`): a layout pass reads it for
        // every margins guide, and working it out from the window down costs the branch's depth.
        if hasKeptBranchValues { return safeAreaCache.insets }
        workOutBranchValues()
        return safeAreaCache.insets
    }

    /// The insets from the superview's (worked out first) and this view's controller.
    var computedSafeAreaInsets: UIEdgeInsets {
        var insets: UIEdgeInsets
        if let w = self as? UIWindow {
            insets = w.screenSafeAreaInsets
        } else if let s = superview {
            let safe = s.bounds.inset(by: s.safeAreaInsets)
            let mine = layer.superlayer === s.layer ? layer.convertToSuperlayer(bounds) : s.convert(bounds, from: self)
            func clamp(_ x: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, x), max(0, limit)) }
            insets = UIEdgeInsets(
                top: clamp(safe.minY - mine.minY, mine.height), left: clamp(safe.minX - mine.minX, mine.width),
                bottom: clamp(mine.maxY - safe.maxY, mine.height), right: clamp(mine.maxX - safe.maxX, mine.width))
        } else {
            insets = .zero
        }
        if let vc = owningViewController, vc.systemSafeAreaExtraTop > 0 {
            insets.top = max(insets.top, 0) + vc.systemSafeAreaExtraTop
        }
        if let vc = owningViewController, vc.systemSafeAreaExtraBottom > 0 {
            insets.bottom = max(insets.bottom, 0) + vc.systemSafeAreaExtraBottom
        }
        if let extra = owningViewController?.additionalSafeAreaInsetsStorage, extra != .zero {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// A guide covering the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewSafeAreaLayoutGuide"
        g.owningView = self
        g.insetsProvider = { [unowned self] in safeAreaInsets }
        safeAreaGuideStorage = g
        return g
    }

    /// Tells the view (and its controller) when its safe area changed since the last layout.
    func updateSafeAreaIfNeeded() {
        let insets = safeAreaInsets
        guard insets != lastSafeAreaInsets else { return }
        lastSafeAreaInsets = insets
        noteLayoutInputsChanged()
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }
}
