@_spi(Testing) import QuartzCore

/// A search for elements on a `VirtualDevice`'s screen, as XCUITest's `XCUIElementQuery`:
/// `device.buttons`, `device.cells.staticTexts`, `device.otherElements["card"]`. Evaluated
/// anew each time it is used.
@preconcurrency @MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider {
    enum Source {
        /// Every window on the device.
        case device
        /// Inside one element.
        case element(XCUIElement)
        /// Inside each match of another query.
        case query(XCUIElementQuery)
    }

    enum Filter {
        case identifierOrLabel(String)
        case identifier(String)
        case label(String)
        case type(XCUIElement.ElementType)
        /// Something of the type (with the identifier or label, when given) inside the element.
        case containing(XCUIElement.ElementType, String?)
    }

    let device: VirtualDevice
    let source: Source
    let type: XCUIElement.ElementType
    let filters: [Filter]
    /// Only the direct children of the source, not everything inside it.
    let childrenOnly: Bool

    init(
        device: VirtualDevice, source: Source, type: XCUIElement.ElementType, filters: [Filter] = [],
        childrenOnly: Bool = false
    ) {
        self.device = device
        self.source = source
        self.type = type
        self.filters = filters
        self.childrenOnly = childrenOnly
    }

    /// The matches now, in reading order (back window to front, depth first).
    func snapshots() -> [AutomationNode] {
        let roots: [AutomationNode]
        switch source {
        case .device: roots = device.accessibilityTree()
        case .element(let element): roots = element.resolve().map { [$0] } ?? []
        case .query(let query): roots = query.snapshots()
        }
        // The device's windows are candidates themselves; inside an element, only what it holds.
        let candidates: [AutomationNode]
        if case .device = source {
            candidates = childrenOnly ? roots : roots.flatMap(\.subtree)
        } else {
            candidates = roots.flatMap { childrenOnly ? $0.children : $0.children.flatMap(\.subtree) }
        }
        return candidates.filter(matches)
    }

    private func matches(_ node: AutomationNode) -> Bool {
        guard Self.node(node, is: type) else { return false }
        return filters.allSatisfy { filter in
            switch filter {
            case .identifierOrLabel(let s): Self.node(node, isNamed: s)
            case .identifier(let s): node.identifier == s
            case .label(let s): node.label == s
            case .type(let type): Self.node(node, is: type)
            case .containing(let type, let name):
                node.children.flatMap(\.subtree).contains { inner in
                    Self.node(inner, is: type) && (name.map { Self.node(inner, isNamed: $0) } ?? true)
                }
            }
        }
    }

    private static func node(_ node: AutomationNode, is type: XCUIElement.ElementType) -> Bool {
        type == .any || node.role.rawValue == type.rawValue
    }

    private static func node(_ node: AutomationNode, isNamed name: String) -> Bool {
        node.identifier == name || node.label == name || node.placeholder == name
    }

    private func adding(_ filter: Filter) -> XCUIElementQuery {
        XCUIElementQuery(
            device: device, source: source, type: type, filters: filters + [filter], childrenOnly: childrenOnly)
    }

    /// What the query looks for, for failure messages.
    var description: String {
        var text = type == .any ? "elements" : "\(type.displayName) elements"
        if childrenOnly { text = "child " + text }
        for filter in filters {
            switch filter {
            case .identifierOrLabel(let s): text += " with identifier or label \"\(s)\""
            case .identifier(let s): text += " with identifier \"\(s)\""
            case .label(let s): text += " with label \"\(s)\""
            case .type(let type): text += " that are \(type.displayName)"
            case .containing(let type, let name):
                text += " containing a \(type.displayName)" + (name.map { " named \"\($0)\"" } ?? "")
            }
        }
        switch source {
        case .device: return text
        case .element(let element): return text + " inside " + element.description
        case .query(let query): return text + " inside " + query.description
        }
    }

    // MARK: Elements

    /// The one element whose identifier, label or (a text field's) placeholder is `key`.
    public subscript(key: String) -> XCUIElement {
        XCUIElement(query: adding(.identifierOrLabel(key)), locator: .unique)
    }

    /// The matches whose accessibility identifier is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery { adding(.identifier(identifier)) }

    /// The matches whose label is `label`.
    public func matching(label: String) -> XCUIElementQuery { adding(.label(label)) }

    /// The matches that are of `type` and, when given, have `identifier` as identifier or label.
    public func matching(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let typed = adding(.type(type))
        return identifier.map { typed.adding(.identifierOrLabel($0)) } ?? typed
    }

    /// The matches holding an element of `type` (with `identifier` as identifier or label, when
    /// given): `device.cells.containing(.staticText, identifier: "Beta")`.
    public func containing(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        adding(.containing(type, identifier))
    }

    /// How many elements match now.
    public var count: Int { snapshots().count }

    /// The only match (actions fail when several match).
    public var element: XCUIElement { XCUIElement(query: self, locator: .unique) }

    /// The first match.
    public var firstMatch: XCUIElement { XCUIElement(query: self, locator: .first) }

    /// The match at `index`, in reading order.
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(query: self, locator: .index(index)) }

    /// Every match now, each bound by its index.
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map(element(boundBy:)) }

    /// The elements of `type` anywhere inside the matches.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(device: device, source: .query(self), type: type)
    }

    /// The elements of `type` directly inside the matches.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(device: device, source: .query(self), type: type, childrenOnly: true)
    }

    /// The matches, one per line with what is inside them, as XCUITest's debug description.
    public var debugDescription: String { ElementListing.text(of: snapshots()) }
}

/// Queries by element type, on a device, an element or a query, as XCUITest's
/// `XCUIElementTypeQueryProvider`.
@preconcurrency @MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The elements of `type` anywhere inside.
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// Buttons (UIButton, bar button items, alert actions, segments, tab bar items).
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// Static texts (labels).
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// Table and collection view cells.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// Text fields.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// Secure text fields.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// Text views.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// Switches.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// Sliders.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// Images (image views made accessibility elements).
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// Navigation bars, identified by their title.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// Alerts and action sheets, identified by their title.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// Tables.
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// Collection views.
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// Scroll views.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// Tab bars.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// Toolbars.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// Segmented controls.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// Windows.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// Other elements (plain views with an accessibility identifier, custom elements).
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    /// Activity indicators (spinners).
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// Progress views.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// Search fields (a search bar's field).
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// Picker views.
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// The wheels of pickers and date pickers.
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    /// Date pickers.
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
}
