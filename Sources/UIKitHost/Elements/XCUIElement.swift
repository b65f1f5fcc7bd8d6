@_spi(Testing) import QuartzCore

/// One element on a `VirtualDevice`'s screen, found by a query each time it is used, as
/// XCUITest's `XCUIElement`: `device.buttons["Close"].tap()`.
///
/// An element is a description, not a reference: every property and action looks it up again
/// in the accessibility tree of the screen as it is now. Actions on an element that matches
/// nothing (or is covered) do nothing and record a failure that lists the elements on screen
/// (`VirtualDevice.elementQueryFailures`, and a test issue under `.reportsElementQueryFailures`).
/// Actions let the device settle before and after (transitions and animations run to their end,
/// in virtual time), as XCUITest waits for the app to idle.
@preconcurrency @MainActor
public final class XCUIElement: XCUIElementTypeQueryProvider {
    /// The kinds of element, as XCUITest's `XCUIElement.ElementType`.
    public enum ElementType: String, Sendable, CaseIterable {
        case any, other, window, button, staticText, cell, textField, secureTextField, textView, `switch`, slider,
            stepper, pageIndicator, image, link, navigationBar, alert, table, collectionView, scrollView, tabBar,
            toolbar, segmentedControl, activityIndicator, progressIndicator, searchField, picker, pickerWheel,
            datePicker

        /// The name XCUITest prints for the type ("Button", "StaticText").
        var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    enum Locator {
        /// The only match (`query["Close"]`, `query.element`).
        case unique
        case first
        case index(Int)
    }

    let query: XCUIElementQuery
    let locator: Locator

    init(query: XCUIElementQuery, locator: Locator) {
        self.query = query
        self.locator = locator
    }

    var device: VirtualDevice { query.device }

    /// The snapshot of the element now, or nil when nothing matches.
    func resolve() -> AutomationNode? {
        let matches = query.snapshots()
        switch locator {
        case .unique, .first: return matches.first
        case .index(let i): return matches.indices.contains(i) ? matches[i] : nil
        }
    }

    /// The snapshot, or nil after recording why `action` could not find it.
    private func resolve(for action: String, at site: ElementQueryIssues.CallSite) -> AutomationNode? {
        let matches = query.snapshots()
        if case .unique = locator, matches.count > 1 {
            device.recordElementFailure(
                "Failed to \(action): multiple matching elements found for \(description).\n"
                    + ElementListing.text(of: matches), at: site)
            return nil
        }
        guard let node = resolve() else {
            device.recordElementFailure(
                "Failed to \(action): no matches found for \(description).\n" + device.elementListing(), at: site)
            return nil
        }
        return node
    }

    /// What the element is looked up by.
    var description: String {
        switch locator {
        case .unique: query.description
        case .first: "first match of " + query.description
        case .index(let i): "element \(i) of " + query.description
        }
    }

    // MARK: State

    /// Whether something on screen matches.
    public var exists: Bool { resolve() != nil }

    /// Whether a finger at the element's centre would reach it: it is on screen and no other
    /// view covers that point.
    public var isHittable: Bool {
        guard let node = resolve() else { return false }
        return device.hitPoint(for: node) != nil
    }

    /// The element's label (a button's title, a label's text; "" when none).
    public var label: String { resolve()?.label ?? "" }
    /// The element's accessibility identifier ("" when none).
    public var identifier: String { resolve()?.identifier ?? "" }
    /// The element's frame in screen coordinates (`.zero` when it does not exist).
    public var frame: CGRect { resolve()?.frame ?? .zero }
    /// The element's value: a switch's "1" or "0", a text field's text (its placeholder while
    /// empty), a slider's percentage.
    public var value: Any? {
        guard let node = resolve() else { return nil }
        return node.value ?? node.placeholder
    }
    /// A text field's placeholder.
    public var placeholderValue: String? { resolve()?.placeholder }
    /// Whether the element is enabled.
    public var isEnabled: Bool { resolve()?.isEnabled ?? false }
    /// Whether the element is selected.
    public var isSelected: Bool { resolve()?.isSelected ?? false }
    /// What kind of element it is (`.other` when it does not exist).
    public var elementType: ElementType {
        resolve().flatMap { ElementType(rawValue: $0.role.rawValue) } ?? .other
    }

    /// The element and what is inside it, one per line, as XCUITest's debug description.
    public var debugDescription: String {
        guard let node = resolve() else { return "No matches for \(description)" }
        return ElementListing.text(of: [node])
    }

    /// The elements of `type` directly inside this one.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(device: device, source: .element(self), type: type, childrenOnly: true)
    }

    /// This element, taken as the first match when several match (actions then pick it).
    public var firstMatch: XCUIElement {
        if case .unique = locator { return XCUIElement(query: query, locator: .first) }
        return self
    }

    // MARK: Queries inside the element

    /// The elements of `type` anywhere inside this one.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(device: device, source: .element(self), type: type)
    }

    // MARK: Actions

    /// Taps the element's centre (the middle of its part on screen, after scrolling it into view
    /// when a scroll view holds it off screen), then lets the device settle.
    public func tap(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        guard
            let point = hittablePoint(
                for: "tap",
                at: ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        else { return }
        device.tap(at: point)
        device.settle()
    }

    /// Taps twice in quick succession, then lets the device settle.
    public func doubleTap(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard
            let point = hittablePoint(
                for: "double tap",
                at: ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        else { return }
        device.touches(TouchScript([.hold(at: point, end: 0.05), .hold(at: point, start: 0.15, end: 0.2)]))
        device.settle()
    }

    /// Presses and holds the element's centre for `duration` seconds, then lets the device settle.
    public func press(
        forDuration duration: TimeInterval, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        guard
            let point = hittablePoint(
                for: "press",
                at: ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        else { return }
        device.longPress(at: point, duration: duration)
        device.settle()
    }

    /// Flicks a finger up from the element's centre, then lets the device settle.
    public func swipeUp(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        swipe(
            dx: 0, dy: -1, name: "swipe up",
            at: ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Flicks a finger down from the element's centre (dismisses a sheet), then lets the device settle.
    public func swipeDown(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        swipe(
            dx: 0, dy: 1, name: "swipe down",
            at: ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Flicks a finger left from the element's centre, then lets the device settle.
    public func swipeLeft(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        swipe(
            dx: -1, dy: 0, name: "swipe left",
            at: ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Flicks a finger right from the element's centre, then lets the device settle.
    public func swipeRight(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        swipe(
            dx: 1, dy: 0, name: "swipe right",
            at: ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Types into the element: taps it first unless it is already the first responder, then
    /// types `text` key by key on the keyboard.
    public func typeText(
        _ text: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = ElementQueryIssues.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let node = resolve(for: "type text", at: site) else { return }
        if node.view?.isFirstResponder != true {
            guard let point = hittablePoint(for: "type text", at: site) else { return }
            device.tap(at: point)
            device.settle()
        }
        guard device.isKeyboardShown else {
            device.recordElementFailure("Failed to type text: \(description) has no keyboard focus.", at: site)
            return
        }
        device.typeText(text)
    }

    /// Waits, advancing virtual time, until the element exists or `timeout` seconds pass;
    /// whether it exists.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        device.wait(for: self, toExist: true, timeout: timeout)
    }

    /// Waits, advancing virtual time, until the element is gone or `timeout` seconds pass;
    /// whether it is gone.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        device.wait(for: self, toExist: false, timeout: timeout)
    }

    /// Lets the device settle first (a transition under way ignores touches), then finds where
    /// a finger reaches the element.
    private func hittablePoint(for action: String, at site: ElementQueryIssues.CallSite) -> CGPoint? {
        device.settle()
        guard var node = resolve(for: action, at: site) else { return nil }
        // Off screen inside a scroll view: scrolled into view first, as XCUITest does.
        if device.hitPoint(for: node) == nil, device.scrollIntoView(node), let moved = resolve() {
            node = moved
        }
        guard let point = device.hitPoint(for: node) else {
            device.recordElementFailure(
                "Failed to \(action): \(description) is not hittable (off screen or covered).\n"
                    + device.elementListing(), at: site)
            return nil
        }
        return point
    }

    private func swipe(dx: CGFloat, dy: CGFloat, name: String, at site: ElementQueryIssues.CallSite) {
        guard let start = hittablePoint(for: name, at: site), let node = resolve() else { return }
        let screen = device.application.screen.bounds
        let extent = dx != 0 ? node.frame.width : node.frame.height
        var distance = max(extent / 2, 120)
        // Keep the finger on the screen.
        if dx > 0 { distance = min(distance, screen.maxX - 1 - start.x) }
        if dx < 0 { distance = min(distance, start.x - screen.minX - 1) }
        if dy > 0 { distance = min(distance, screen.maxY - 1 - start.y) }
        if dy < 0 { distance = min(distance, start.y - screen.minY - 1) }
        let end = CGPoint(x: start.x + dx * distance, y: start.y + dy * distance)
        device.pan(from: start, to: end, duration: 0.12)
        device.settle()
    }
}
