/// Writes the Swift source that connects one module's storyboards and nibs without the
/// Objective-C runtime: for every custom class of the module the documents name, its class
/// object, a setter per outlet (and per dot-free user-defined runtime attribute), a call per
/// action, a maker per custom segue class and per custom object or gesture recognizer class, each behind a `#sourceLocation` naming the
/// document's line, so a connection to a missing property or method fails to compile there.
///
/// The output declares `final class __IBConnections: _IBConnectionTable` (UIKit finds it by the
/// module's name at run time, see UIKit's `StoryboardClasses`).
public struct IBConnectionGenerator {
    /// One document: the path `#sourceLocation` names and its parsed root.
    public struct Document {
        /// The path written into `#sourceLocation`.
        public var path: String
        /// The parsed `<document>`.
        public var root: IBElement
        /// Creates a document entry.
        public init(path: String, root: IBElement) {
            self.path = path
            self.root = root
        }
    }

    private struct Entry {
        var key: String
        var body: String
        var path: String
        var line: Int
    }

    /// The module the generated table is compiled into.
    public let moduleName: String
    private var classes: [Entry] = []
    private var outlets: [Entry] = []
    private var actions: [Entry] = []
    private var segues: [Entry] = []
    private var segueActions: [Entry] = []
    private var makers: [Entry] = []

    /// One Swift file of the module, read for the unwind actions exit connections name.
    public struct SwiftSource {
        /// The path written into `#sourceLocation`.
        public var path: String
        /// The file's text.
        public var text: String
        /// Creates a source entry.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// Selectors that exit connections (`<segue kind="unwind">`) name.
    private var unwindSelectors: Set<String> = []
    /// The module's methods and extension properties, for selectors and inspectables.
    private let scanner: IBSourceScanner

    /// Collects the connections of `documents` for `moduleName`, and the unwind actions their
    /// exit connections name from the module's `sources` (an unwind action's class is not in
    /// the document: any controller on the way back may declare it).
    public init(moduleName: String, documents: [Document], sources: [SwiftSource] = []) {
        self.moduleName = moduleName
        scanner = IBSourceScanner(texts: sources.map(\.text))
        for document in documents { collect(document) }
        guard !unwindSelectors.isEmpty else { return }
        for source in sources {
            for action in IBUnwindActionScanner.actions(in: source.text, path: source.path)
            where unwindSelectors.contains(action.selector) {
                Self.add(
                    &actions, "\(action.typeName).\(action.selector)",
                    "\(action.typeName)|_IBConnect.call(t.\(action.reference), sender, event)", action.path,
                    action.line)
            }
        }
    }

    /// Whether an element's custom class belongs to this module.
    ///
    /// `customModuleProvider="target"` means "the target this document is built into", whatever
    /// module name Xcode last saved beside it (an Xcode target is often named otherwise than the
    /// SwiftPM target it is ported to). A class with no module at all (documents of the
    /// Objective-C era) is ours when the module's sources declare it.
    private func isOurs(_ element: IBElement) -> Bool {
        guard let name = element["customClass"], !name.isEmpty else { return false }
        if element["customModuleProvider"] == "target" { return true }
        guard let module = element["customModule"] else { return scanner.classNames.contains(name) }
        return module == moduleName
    }

    private mutating func collect(_ document: Document) {
        var byID: [String: IBElement] = [:]
        for element in document.root.descendants {
            if let id = element["id"] { byID[id] = element }
        }
        for element in document.root.descendants {
            if element.name == "segue" {
                if element["kind"] == "unwind", let selector = element["unwindAction"], !selector.isEmpty {
                    unwindSelectors.insert(selector)
                }
                if isOurs(element), let name = element["customClass"] {
                    Self.add(
                        &segues, name, "{ \(name)(identifier: $0, source: $1, destination: $2) }", document.path,
                        element.line)
                }
                continue
            }
            guard isOurs(element), let className = element["customClass"] else {
                collectExtensionInspectables(of: element, document.path)
                continue
            }
            Self.add(&classes, className, "\(className).self", document.path, element.line)
            // Classes the loader cannot make through a required initializer: custom objects
            // and bar button items (NSObject's `init()` is not required) and gesture recognizers.
            if element.name == "customObject" || element.name == "barButtonItem" {
                Self.add(&makers, className, "{ \(className)() }", document.path, element.line)
            } else if Self.gestureTags.contains(element.name) {
                Self.add(&makers, className, "{ \(className)(target: nil, action: nil) }", document.path, element.line)
            }
            for connection in element.child(named: "connections")?.children ?? [] {
                guard let property = connection["property"] else { continue }
                let helper = connection.name == "outletCollection" ? "append" : "assign"
                guard connection.name == "outlet" || connection.name == "outletCollection" else { continue }
                addSetter(className, property, helper, document.path, connection.line)
            }
            for attribute in element.child(named: "userDefinedRuntimeAttributes")?.children ?? [] {
                guard let keyPath = attribute["keyPath"], !keyPath.contains(".") else { continue }
                addSetter(className, keyPath, "assign", document.path, attribute.line)
            }
        }
        collectSegueActions(document)
        // Actions live in the sender's <connections> and name the target by id.
        for element in document.root.descendants where element.name == "action" {
            guard let selector = element["selector"], let destination = element["destination"],
                let target = byID[destination], isOurs(target), let className = target["customClass"]
            else { continue }
            Self.add(&actions, "\(className).\(selector)", actionBody(className, selector), document.path, element.line)
        }
    }

    /// `@IBSegueAction`s: a segue's `destinationCreationSelector` is a method of its scene's
    /// controller, called with the coder, then the sender and identifier if it takes them.
    private mutating func collectSegueActions(_ document: Document) {
        for scene in document.root.descendants where scene.name == "scene" {
            guard let objects = scene.child(named: "objects"),
                let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                isOurs(controller), let className = controller["customClass"]
            else { continue }
            for segue in scene.descendants where segue.name == "segue" {
                guard let selector = segue["destinationCreationSelector"], !selector.isEmpty else { continue }
                let method = scanner.methods.first { $0.typeName == className && $0.selector == selector }
                let reference = method?.reference ?? Self.plainReference(selector)
                let arity = method?.arity ?? selector.filter { $0 == ":" }.count
                let arguments = ["coder", "sender", "identifier"].prefix(max(1, min(arity, 3)))
                let body =
                    "\(className)|let make = t.\(reference)\n            return make(\(arguments.joined(separator: ", ")))"
                Self.add(&segueActions, "\(className).\(selector)", body, document.path, segue.line)
            }
        }
    }

    /// `make:sender:` as `make(_:sender:)`: the Swift form of a selector when no declaration
    /// says otherwise.
    private static func plainReference(_ selector: String) -> String {
        var parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        let base = identifier(parts.first ?? selector)
        guard selector.contains(":") else { return "\(base)()" }
        let labels = ["_"] + parts.dropFirst().map { identifier($0) }
        return "\(base)(\(labels.map { "\($0):" }.joined()))"
    }

    /// Runtime attributes of an element of a UIKit class whose key the module declares in an
    /// extension of that class or one it inherits from (`extension UIView { var cornerRadius }`,
    /// the usual home of `@IBInspectable`): a setter keyed by the UIKit class.
    private mutating func collectExtensionInspectables(of element: IBElement, _ path: String) {
        guard let attributes = element.child(named: "userDefinedRuntimeAttributes")?.children, !attributes.isEmpty,
            let className = Self.uikitClasses[element.name]
        else { return }
        let chain = Self.ancestors(of: className)
        for attribute in attributes {
            guard let keyPath = attribute["keyPath"], !keyPath.contains(".") else { continue }
            guard
                let owner = chain.first(where: { type in
                    scanner.extensionProperties.contains { $0.typeName == type && $0.name == keyPath }
                })
            else { continue }
            addSetter(owner, keyPath, "assign", path, attribute.line)
        }
    }

    /// The elements of gesture recognizers (Xcode spells the long press both ways).
    private static let gestureTags: Set<String> = [
        "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
        "rotationGestureRecognizer", "longPressGestureRecognizer", "pongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer",
    ]

    /// UIKit's classes by the element names Interface Builder writes for them.
    private static let uikitClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "stepper": "UIStepper", "pageControl": "UIPageControl",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "visualEffectView": "UIVisualEffectView",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "searchBar": "UISearchBar", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "collectionViewController": "UICollectionViewController", "barButtonItem": "UIBarButtonItem",
        "navigationItem": "UINavigationItem", "tabBarItem": "UITabBarItem",
    ]

    /// The class and the UIKit classes it inherits from, most derived first.
    private static func ancestors(of className: String) -> [String] {
        let parents: [String: String] = [
            "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
            "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UIPageControl": "UIControl",
            "UIDatePicker": "UIControl", "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView",
            "UITextView": "UIScrollView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
            "UIScrollView": "UIView", "UIStackView": "UIView", "UITableViewCell": "UIView",
            "UICollectionViewCell": "UIView", "UIVisualEffectView": "UIView", "UINavigationBar": "UIView",
            "UIToolbar": "UIView", "UITabBar": "UIView", "UIActivityIndicatorView": "UIView",
            "UIProgressView": "UIView", "UISearchBar": "UIView", "UIPickerView": "UIView",
            "UITableViewController": "UIViewController", "UINavigationController": "UIViewController",
            "UITabBarController": "UIViewController", "UICollectionViewController": "UIViewController",
            "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem",
        ]
        var chain = [className]
        while let parent = parents[chain.last!] { chain.append(parent) }
        return chain
    }

    private static func add(_ list: inout [Entry], _ key: String, _ body: String, _ path: String, _ line: Int) {
        guard !list.contains(where: { $0.key == key }) else { return }
        list.append(Entry(key: key, body: body, path: path, line: line))
    }

    private mutating func addSetter(
        _ className: String, _ property: String, _ helper: String, _ path: String, _ line: Int
    ) {
        let body = "_IBConnect.\(helper)(&t.\(Self.identifier(property)), value)"
        Self.add(&outlets, "\(className).\(property)", "\(className)|\(body)", path, line)
    }

    /// `close:` calls `close(_:)`, `close` calls `close()`, `tap:forEvent:` calls
    /// `tap(_:forEvent:)`: the Swift names a selector comes from under `@IBAction`.
    private func actionBody(_ className: String, _ selector: String) -> String {
        // The class's own declaration of a method with that selector names it exactly
        // (`selectionChangedFrom:` is `selectionChanged(from:)`, `closeWithSender:` is
        // `close(sender:)`); otherwise the selector's plain Swift form.
        if let method = scanner.methods.first(where: { $0.typeName == className && $0.selector == selector }),
            method.arity <= 2
        {
            if method.arity == 0 { return "\(className)|t.\(method.reference); return true" }
            return "\(className)|_IBConnect.call(t.\(method.reference), sender, event)"
        }
        var parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        let base = Self.identifier(parts.first ?? selector)
        if !selector.contains(":") {
            return "\(className)|t.\(base)(); return true"
        }
        let labels = ["_"] + parts.dropFirst().map { Self.identifier($0) }
        let reference = "t.\(base)(\(labels.map { "\($0):" }.joined()))"
        return "\(className)|_IBConnect.call(\(reference), sender, event)"
    }

    /// Backticks a name that is a Swift keyword, so `default` or `self` outlets stay properties.
    private static func identifier(_ name: String) -> String {
        let keywords: Set<String> = [
            "default", "class", "func", "var", "let", "in", "is", "as", "self", "Type", "init",
        ]
        return keywords.contains(name) ? "`\(name)`" : name
    }

    private static func location(_ path: String, _ line: Int) -> String {
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: \(max(line, 1)))"
    }

    private static func literal(_ key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The Swift source of the table.
    public var source: String {
        var out =
            "// Generated by ib-connections for module \(moduleName); do not edit.\nimport Foundation\nimport UIKit\n\n"
        out += "@MainActor\nfinal class __IBConnections: _IBConnectionTable {\n"
        out += "    static let _classes: [String: AnyClass] = {\n        var c: [String: AnyClass] = [:]\n"
        for entry in classes {
            out +=
                "\(Self.location(entry.path, entry.line))\n        c[\(Self.literal(entry.key))] = \(entry.body)\n#sourceLocation()\n"
        }
        out += "        return c\n    }()\n\n"
        out += "    static let _outlets: [String: @MainActor @Sendable (AnyObject, Any?) -> Bool] = {\n"
        out += "        var o: [String: @MainActor @Sendable (AnyObject, Any?) -> Bool] = [:]\n"
        for entry in outlets {
            let (className, body) = Self.split(entry.body)
            out += "        o[\(Self.literal(entry.key))] = { object, value in\n"
            out += "            guard let t = object as? \(className) else { return false }\n"
            out +=
                "\(Self.location(entry.path, entry.line))\n            return \(body)\n#sourceLocation()\n        }\n"
        }
        out += "        return o\n    }()\n\n"
        out += "    static let _actions: [String: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Bool] = {\n"
        out += "        var a: [String: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Bool] = [:]\n"
        for entry in actions {
            let (className, body) = Self.split(entry.body)
            let statement = body.hasSuffix("return true") ? body : "return \(body)"
            out += "        a[\(Self.literal(entry.key))] = { object, sender, event in\n"
            out += "            guard let t = object as? \(className) else { return false }\n"
            out += "            _ = (sender, event)\n"
            out += "\(Self.location(entry.path, entry.line))\n            \(statement)\n#sourceLocation()\n        }\n"
        }
        out += "        return a\n    }()\n\n"
        out +=
            "    static let _segues: [String: @MainActor @Sendable (String?, UIViewController, UIViewController) -> UIStoryboardSegue] = {\n"
        out +=
            "        var s: [String: @MainActor @Sendable (String?, UIViewController, UIViewController) -> UIStoryboardSegue] = [:]\n"
        for entry in segues {
            out +=
                "\(Self.location(entry.path, entry.line))\n        s[\(Self.literal(entry.key))] = \(entry.body)\n#sourceLocation()\n"
        }
        out += "        return s\n    }()\n\n"
        out +=
            "    static let _segueActions: [String: @MainActor @Sendable (AnyObject, NSCoder, Any?, String?) -> UIViewController?] = {\n"
        out +=
            "        var m: [String: @MainActor @Sendable (AnyObject, NSCoder, Any?, String?) -> UIViewController?] = [:]\n"
        for entry in segueActions {
            let (className, body) = Self.split(entry.body)
            out += "        m[\(Self.literal(entry.key))] = { object, coder, sender, identifier in\n"
            out += "            guard let t = object as? \(className) else { return nil }\n"
            out += "            _ = (coder, sender, identifier)\n"
            out += "\(Self.location(entry.path, entry.line))\n            \(body)\n#sourceLocation()\n        }\n"
        }
        out += "        return m\n    }()\n\n"
        out += "    static let _objects: [String: @MainActor @Sendable () -> AnyObject] = {\n"
        out += "        var k: [String: @MainActor @Sendable () -> AnyObject] = [:]\n"
        for entry in makers {
            out +=
                "\(Self.location(entry.path, entry.line))\n        k[\(Self.literal(entry.key))] = \(entry.body)\n#sourceLocation()\n"
        }
        out += "        return k\n    }()\n}\n"
        return out
    }

    private static func split(_ body: String) -> (String, String) {
        let bar = body.firstIndex(of: "|")!
        return (String(body[..<bar]), String(body[body.index(after: bar)...]))
    }
}
