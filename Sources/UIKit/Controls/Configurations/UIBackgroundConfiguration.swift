/// The background of a cell, header or footer as a value (a colour, a custom view, insets,
/// rounded corners, a stroke), as UIKit's `UIBackgroundConfiguration`.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    enum Style { case listPlainCell, listGroupedCell, listSidebarCell, headerFooter, clear }

    let style: Style
    /// The fill colour (nil: the view's tint colour, as UIKit resolves it).
    public var backgroundColor: UIColor?
    /// A view shown behind the content, inside the insets.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// Space between the cell's edges and the background.
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The outline's colour (nil: no outline).
    public var strokeColor: UIColor?
    /// The outline's width.
    public var strokeWidth: CGFloat = 0

    private init(style: Style, backgroundColor: UIColor?) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// The background of a cell in a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainCell, backgroundColor: .systemBackground)
    }

    /// The background of a cell in a grouped or inset grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }

    /// The background of a cell in a sidebar.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarCell, backgroundColor: .clear)
    }

    /// The background of a header or footer in a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .headerFooter, backgroundColor: .systemBackground)
    }

    /// The background of a header or footer in a grouped list.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .headerFooter, backgroundColor: .clear)
    }

    /// No background: a clear colour.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .clear, backgroundColor: .clear)
    }

    /// This configuration adjusted for a state: a list cell that is selected or highlighted
    /// shows the grey of a selected row.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var updated = self
        switch style {
        case .listPlainCell, .listGroupedCell: updated.backgroundColor = .systemGray4
        case .listSidebarCell: updated.backgroundColor = .systemGray5
        case .headerFooter, .clear: break
        }
        return updated
    }

    /// The colour the background fills with, given the view's tint colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }
}

/// The view that shows a cell's background configuration, behind its content view.
final class BackgroundConfigurationView: UIView {
    private var customView: UIView?

    func apply(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        layer.borderColor = configuration.strokeColor?.cgColor
        clipsToBounds = configuration.cornerRadius > 0
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView {
                customView.frame = bounds
                customView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(customView)
            }
        }
    }
}
