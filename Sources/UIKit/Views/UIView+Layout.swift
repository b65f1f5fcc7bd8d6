extension UIView {
    /// The value for an intrinsic size component the view does not have.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view for layout at the next update (the end of the run-loop turn).
    func markNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now if a layout is pending, in this view and the views above it; pending
    /// constraint updates and engine changes are applied first, so frames land in this call
    /// (inside an animation block, they animate).
    func layoutNowIfNeeded() {
        LayoutEngine.runPendingConstraintUpdates()
        LayoutEngine.existingEngine(for: self)?.flushIfNeeded()
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        var f = frame
        f.size = size
        frame = f
    }

    /// Tells the layout system the intrinsic size changed.
    public func invalidateIntrinsicContentSize() {
        noteLayoutInputsChanged()
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Runs `layoutSubviews` inside the layer's layout pass, bracketed by the owning view
    /// controller's callbacks in UIKit's order: safe area, `viewIsAppearing`, will-layout,
    /// pending constraint updates and the engine's frames for the subviews, layout, did-layout.
    func performLayout() {
        updateSafeAreaIfNeeded()
        LayoutEngine.viewsLayingOut.append(ObjectIdentifier(self))
        let vc = owningViewController
        vc?.deliverIsAppearingIfNeeded()
        vc?.viewWillLayoutSubviews()
        LayoutEngine.runPendingConstraintUpdates()
        LayoutEngine.applyFrames(toSubviewsOf: self)
        layoutSubviews()
        if cornerConfigurationStorage != nil { applyCornerConfiguration() }
        // `viewDidLayoutSubviews` belongs to the pass: a controller that swaps a constraint for
        // an equal one there (floating panels re-derive their height after every layout) must
        // not mark its view for another pass that would do the same again.
        vc?.viewDidLayoutSubviews()
        LayoutEngine.viewsLayingOut.removeLast()
        // Constraints changed during this pass lay the view out again only if they move a
        // subview (the flush marks the superviews of views whose solved frame changed).
        LayoutEngine.existingEngine(for: self)?.flushIfNeeded()
    }
}

extension UIView {
    /// How a view's content fills its bounds, as `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            // Core Animation's gravity is y-up named; UIKit's top is the layer's "bottom" there
            // only on macOS. On iOS layers are y-down, so names match.
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    /// How a view resizes with its superview, as `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
