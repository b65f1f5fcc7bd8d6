@_spi(Testing) import QuartzCore

/// The text of an accessibility tree, one element a line, indented by depth, in XCUITest's
/// debug description format: `Button, {{20.0, 60.0}, {80.0, 44.0}}, identifier: 'close', label: 'Close'`.
@preconcurrency @MainActor
enum ElementListing {
    static func text(of nodes: [AutomationNode]) -> String {
        var lines: [String] = []
        func add(_ node: AutomationNode, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + line(for: node))
            for child in node.children { add(child, depth: depth + 1) }
        }
        for node in nodes { add(node, depth: 0) }
        return lines.joined(separator: "\n")
    }

    static func line(for node: AutomationNode) -> String {
        let type = XCUIElement.ElementType(rawValue: node.role.rawValue)?.displayName ?? "Other"
        let f = node.frame
        var parts = [type, "{{\(f.minX), \(f.minY)}, {\(f.width), \(f.height)}}"]
        if !node.identifier.isEmpty { parts.append("identifier: '\(node.identifier)'") }
        if !node.label.isEmpty { parts.append("label: '\(node.label)'") }
        if let value = node.value ?? node.placeholder { parts.append("value: \(value)") }
        if node.isSelected { parts.append("Selected") }
        if !node.isEnabled { parts.append("Disabled") }
        return parts.joined(separator: ", ")
    }
}
