// The tree UI tests query (XCUITest's view of an app): the accessibility elements on screen,
// inside the containers tests name (windows, navigation bars, alerts, tables, cells). It follows
// UIKit's accessibility rules: hidden and transparent views, `accessibilityElementsHidden` and
// the siblings of an `accessibilityViewIsModal` view are left out; an element hides its subviews
// (except a cell, whose labels tests also reach); `accessibilityElements` replaces a view's
// subviews. A plain view with an `accessibilityIdentifier` appears as an "other" element.

/// What an element in the automation tree is, as XCUITest names element types.
package enum AutomationRole: String, Sendable {
    case other, window, button, staticText, cell, textField, secureTextField, textView, `switch`, slider,
        stepper, pageIndicator, image, link, navigationBar, alert, table, collectionView, scrollView, tabBar,
        toolbar, segmentedControl, activityIndicator, progressIndicator, searchField, picker, pickerWheel, datePicker
}

/// One element of the automation tree, snapshotted now.
@preconcurrency @MainActor
package struct AutomationNode {
    package var role: AutomationRole
    package var label: String
    package var identifier: String
    package var value: String?
    package var placeholder: String?
    package var frame: CGRect
    package var isEnabled: Bool
    package var isSelected: Bool
    /// The view a finger aims at to reach the element (its own, or its container's).
    package var view: UIView?
    package var children: [AutomationNode]

    /// This node and everything inside it, depth first.
    package var subtree: [AutomationNode] { [self] + children.flatMap(\.subtree) }
}

extension UIApplication {
    /// The automation tree of every visible window, back to front.
    package func automationTree() -> [AutomationNode] {
        windows.filter { !$0.isHidden }.flatMap { AutomationTreeBuilder.nodes(for: $0) }
    }
}

@preconcurrency @MainActor
enum AutomationTreeBuilder {
    static func nodes(for view: UIView) -> [AutomationNode] {
        guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return [] }
        if view.isAccessibilityElement {
            let role = leafRole(of: view)
            if role == .staticText, (view.accessibilityLabel ?? "").isEmpty, view.accessibilityIdentifier == nil {
                return []
            }
            let children = role == .cell ? childNodes(of: view) : []
            return [node(for: view, role: role, children: children)]
        }
        let children: [AutomationNode]
        if let segmented = view as? UISegmentedControl {
            children = segmentNodes(of: segmented)
        } else {
            children = childNodes(of: view)
        }
        if let role = containerRole(of: view) {
            // Reused cells sit in any subview order; tests read them row by row.
            let ordered =
                role == .table || role == .collectionView
                ? children.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) } : children
            return [node(for: view, role: role, children: ordered)]
        }
        if view.accessibilityIdentifier != nil { return [node(for: view, role: .other, children: children)] }
        return children
    }

    private static func childNodes(of view: UIView) -> [AutomationNode] {
        if let elements = view.accessibilityElements {
            return elements.flatMap { element -> [AutomationNode] in
                if let subview = element as? UIView { return nodes(for: subview) }
                if let element = element as? UIAccessibilityElement, element.isAccessibilityElement {
                    return [node(for: element)]
                }
                return []
            }
        }
        var subviews = view.subviews
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }) {
            subviews = [modal]
        }
        return subviews.flatMap { nodes(for: $0) }
    }

    private static func node(for view: UIView, role: AutomationRole, children: [AutomationNode]) -> AutomationNode {
        let traits = view.accessibilityTraits
        var label = view.accessibilityLabel ?? ""
        var identifier = view.accessibilityIdentifier ?? ""
        switch view {
        case let bar as UINavigationBar:
            // XCUITest names a navigation bar by its title.
            if identifier.isEmpty { identifier = bar.topItem?.displayedTitle ?? "" }
        case let alert as AlertControllerView:
            if label.isEmpty { label = alert.controller?.title ?? "" }
            if identifier.isEmpty { identifier = label }
        case let item as BarButtonItemView:
            if identifier.isEmpty { identifier = item.item.accessibilityIdentifier ?? "" }
        case let button as TabBarButton:
            if identifier.isEmpty { identifier = button.item.accessibilityIdentifier ?? "" }
        default: break
        }
        return AutomationNode(
            role: role, label: label, identifier: identifier, value: view.accessibilityValue,
            placeholder: (view as? UITextField)?.placeholder, frame: view.accessibilityFrame,
            isEnabled: !traits.contains(.notEnabled), isSelected: traits.contains(.selected), view: view,
            children: children)
    }

    private static func node(for element: UIAccessibilityElement) -> AutomationNode {
        let traits = element.accessibilityTraits
        return AutomationNode(
            role: role(for: traits), label: element.accessibilityLabel ?? "",
            identifier: element.accessibilityIdentifier ?? "", value: element.accessibilityValue, placeholder: nil,
            frame: element.accessibilityFrame, isEnabled: !traits.contains(.notEnabled),
            isSelected: traits.contains(.selected), view: element.containingView, children: [])
    }

    /// A segmented control's segments, as buttons (UIKit exposes each segment as an element).
    private static func segmentNodes(of control: UISegmentedControl) -> [AutomationNode] {
        let frames = control.segmentFrames()
        return zip(control.segments.indices, frames).map { index, frame in
            let segment = control.segments[index]
            let window = control.window
            let onScreen = window.map {
                control.convert(frame, to: $0).offsetBy(dx: $0.frame.minX, dy: $0.frame.minY)
            }
            let enabled = control.isEnabled && control.isEnabledForSegment(at: index)
            return AutomationNode(
                role: .button, label: segment.title ?? segment.image?.accessibilityName ?? "", identifier: "",
                value: nil, placeholder: nil, frame: onScreen ?? .zero, isEnabled: enabled,
                isSelected: control.selectedSegmentIndex == index, view: control, children: [])
        }
    }

    private static func leafRole(of view: UIView) -> AutomationRole {
        switch view {
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UIPageControl: return .pageIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIProgressView: return .progressIndicator
        case is PickerWheelView: return .pickerWheel
        default: return role(for: view.accessibilityTraits)
        }
    }

    private static func role(for traits: UIAccessibilityTraits) -> AutomationRole {
        if traits.contains(.button) { return .button }
        if traits.contains(.link) { return .link }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) || traits.contains(.header) { return .staticText }
        if traits.contains(.adjustable) { return .slider }
        return .other
    }

    private static func containerRole(of view: UIView) -> AutomationRole? {
        switch view {
        case is UIWindow: return .window
        case is UINavigationBar: return .navigationBar
        case is AlertControllerView: return .alert
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is UISegmentedControl: return .segmentedControl
        case is UIDatePicker: return .datePicker
        // A date picker's wheels belong to it directly, as XCUITest shows them.
        case let picker as UIPickerView: return picker.superview is UIDatePicker ? nil : .picker
        case is UITextView: return .textView
        case is UIScrollView: return .scrollView
        default: return nil
        }
    }
}
