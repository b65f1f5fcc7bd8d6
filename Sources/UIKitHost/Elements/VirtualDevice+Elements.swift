@_spi(Testing) import QuartzCore

/// Element queries on the device's screen, shaped like XCUITest's (`device.buttons["Close"]`),
/// over the accessibility tree UIKit's views describe, with waits that advance virtual time.
extension VirtualDevice: XCUIElementTypeQueryProvider {
    /// The elements of `type` anywhere on screen.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(device: self, source: .device, type: type)
    }

    /// The elements of `type` at the top of the screen's tree (windows, for `.window` or `.any`).
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(device: self, source: .device, type: type, childrenOnly: true)
    }

    /// Waits, advancing virtual time a display frame at a time, until `element` exists (or, with
    /// `toExist: false`, is gone) or `timeout` seconds pass; whether it got there.
    @discardableResult
    public func wait(for element: XCUIElement, toExist: Bool = true, timeout: TimeInterval) -> Bool {
        let deadline = now + timeout
        while element.exists != toExist {
            let remaining = deadline - now
            if remaining <= 1e-9 { return false }
            advance(by: min(1.0 / 60, remaining))
        }
        return true
    }

    /// Failures of element actions (no match, several matches, not hittable), in order, each
    /// with the list of the elements on screen at that moment.
    public var elementQueryFailures: [String] { elementQueryFailureLog }

    /// Every accessibility element on screen, one a line inside its containers: type, frame,
    /// identifier and label (the list a failed query prints).
    public var accessibilityDescription: String {
        ElementListing.text(of: accessibilityTree())
    }

    func accessibilityTree() -> [AutomationNode] {
        enter()
        loop.drainTurns()
        // Frames are read after layout, as a finger would find them.
        for window in application.windows where !window.isHidden { window.layoutIfNeeded() }
        return application.automationTree()
    }

    func elementListing() -> String {
        "Elements on screen:\n" + accessibilityDescription
    }

    func recordElementFailure(_ message: String, at site: ElementQueryIssues.CallSite) {
        elementQueryFailureLog.append(message)
        ElementQueryIssues.reporter?(message, site)
    }

    /// Where a finger reaches the element: the middle of its part on screen, when a hit test
    /// there lands on the element's view (or inside it, or on an ancestor a non-interactive
    /// view lets the touch through to) rather than on a view covering it.
    func hitPoint(for node: AutomationNode) -> CGPoint? {
        guard let view = node.view, let window = view.window, !window.isHidden else { return nil }
        let visible = node.frame.intersection(application.screen.bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        if keyboardTakesTouch(at: point) { return nil }
        for candidate in application.windows.reversed() where !candidate.isHidden {
            let p = candidate.convert(point, from: nil as UIWindow?)
            guard let hit = candidate.hitTest(p, with: nil) else { continue }
            return hit.isDescendant(of: view) || view.isDescendant(of: hit) ? point : nil
        }
        return nil
    }

    /// Scrolls the nearest scroll view holding the element so all of it shows (without
    /// animation); whether anything scrolled.
    func scrollIntoView(_ node: AutomationNode) -> Bool {
        guard let view = node.view, let window = view.window else { return false }
        var ancestor = view.superview
        while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
        guard let scrollView = ancestor as? UIScrollView else { return false }
        let inWindow = node.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let before = scrollView.contentOffset
        scrollView.scrollRectToVisible(scrollView.convert(inWindow, from: window), animated: false)
        loop.drainTurns()
        return scrollView.contentOffset != before
    }

    /// Lets transitions and animations an action started run to their end, as XCUITest waits
    /// for the app to idle after each action.
    func settle() {
        runUntilIdle(limit: 10)
    }
}

/// Where element query failures go besides `VirtualDevice.elementQueryFailures`: UIKitTesting's
/// `.reportsElementQueryFailures` trait sets a reporter that records each as a test issue.
public enum ElementQueryIssues {
    /// Where in the test the failed action was called.
    public struct CallSite: Sendable {
        public var fileID: String
        public var filePath: String
        public var line: Int
        public var column: Int
    }

    /// Called with each failure's text and call site, in the task that set it.
    @TaskLocal public static var reporter: (@Sendable (String, CallSite) -> Void)?
}
