// UIKit's per-class accessibility defaults. In Apple's system they come from an accessibility
// bundle that extends each class from outside, not from the classes themselves; here one place
// answers them too, so each class keeps its own file free of accessibility code, and a subclass
// that overrides an accessibility property (declared in UIView's body) still wins.

extension UIView {
    /// Labels, buttons, controls, cells and bar items are elements; plain views, image views
    /// and containers (a segmented control: its segments are) are not.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UILabel, is UIButton, is UISwitch, is UISlider, is UITextField, is UITextView, is UIPageControl,
            is UIStepper, is UITableViewCell, is UICollectionViewCell, is AlertActionButton, is TabBarButton,
            is NavigationBackButton, is UIActivityIndicatorView, is UIProgressView:
            return true
        case let item as BarButtonItemView:
            // Spaces are gaps in the bar, not buttons a finger or VoiceOver lands on.
            return item.item.customView == nil && !item.item.isSpace
        default:
            return false
        }
    }

    /// A label's text, a button's title (or its image's name), a cell's labels joined.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel:
            return label.text
        case let button as UIButton:
            if let title = button.currentTitle, !title.isEmpty { return title }
            return button.currentImage?.accessibilityName
        case let cell as UITableViewCell:
            return combinedAccessibilityLabel(of: cell)
        case let cell as UICollectionViewCell:
            return combinedAccessibilityLabel(of: cell)
        case let button as AlertActionButton:
            return button.action.title
        case let button as TabBarButton:
            return button.item.accessibilityLabel ?? button.item.displayedTitle
        case let view as BarButtonItemView:
            let item = view.item
            // A system item is read by its action's name ("Add"), not by its glyph's ("plus").
            return item.accessibilityLabel ?? item.title ?? item.systemItem?.accessibilityName
                ?? item.displayedTitle ?? item.displayedImage?.accessibilityName
        case let back as NavigationBackButton:
            let title = back.titleLabel.text ?? ""
            return title.isEmpty ? "Back" : title
        case let control as UISwitch:
            return control.title
        case is UIActivityIndicatorView:
            return "In progress"
        case is UIProgressView:
            return "Progress"
        default:
            return nil
        }
    }

    /// A switch's "1" or "0", a slider's percentage, a text field's text, a page control's page.
    var defaultAccessibilityValue: String? {
        switch self {
        case let control as UISwitch:
            return control.isOn ? "1" : "0"
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let field as UITextField:
            guard let text = field.text, !text.isEmpty else { return nil }
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let view as UITextView:
            return view.text
        case let control as UIPageControl:
            return "page \(control.currentPage + 1) of \(control.numberOfPages)"
        case let progress as UIProgressView:
            return "\(Int((progress.progress * 100).rounded()))%"
        default:
            return nil
        }
    }

    /// What the view is (`.button`, `.staticText`, `.image`...) and its state.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case let label as UILabel:
            traits = .staticText
            if let bar = label.superview as? NavigationBarContent,
                bar.titleLabel === label || bar.largeTitleLabel === label
            {
                traits.insert(.header)
            }
        case is UIButton, is UISwitch, is AlertActionButton, is BarButtonItemView, is NavigationBackButton:
            traits = .button
        case let button as TabBarButton:
            traits = .button
            if let bar = button.superview as? UITabBar, bar.selectedItem === button.item { traits.insert(.selected) }
        case is UIImageView:
            traits = .image
        case is UIActivityIndicatorView, is UIProgressView:
            traits = .updatesFrequently
        case is UISearchTextField:
            traits = .searchField
        case is UISlider, is UIPageControl, is UIStepper:
            traits = .adjustable
        case is UITabBar:
            traits = .tabBar
        case let cell as UITableViewCell:
            traits = cell.isSelected ? .selected : .none
        case let cell as UICollectionViewCell:
            traits = cell.isSelected ? .selected : .none
        default:
            traits = .none
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// The view's bounds in screen coordinates.
    var defaultAccessibilityFrame: CGRect {
        guard let window else { return .zero }
        let rect = convert(bounds, to: window)
        return rect.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// The labels of the elements inside `container`, in reading order, joined by ", " (how
    /// UIKit reads a cell as one element).
    private func combinedAccessibilityLabel(of container: UIView) -> String? {
        var parts: [String] = []
        func collect(_ view: UIView) {
            for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
                if subview.accessibilityElementsHidden { continue }
                if subview.isAccessibilityElement {
                    if let label = subview.accessibilityLabel, !label.isEmpty { parts.append(label) }
                } else {
                    collect(subview)
                }
            }
        }
        collect(container)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
