import CoreGraphics
import Foundation
import InterfaceBuilderFormat

/// Builds the objects of one storyboard scene or one nib from their elements, then connects
/// them: outlets, actions, constraints, runtime attributes, then `awakeFromNib`.
///
/// Everything that can fail is checked before an object escapes: a failure throws
/// `IBDocumentError` and the caller drops every object made so far, so no half-built
/// controller reaches user code.
@MainActor
final class IBArchiveLoader {
    let file: String
    let namedColors: [String: IBElement]
    let moduleHints: [String]
    weak var storyboard: UIStoryboard?
    /// Every object built or given (placeholders), by document id.
    var objects: [String: AnyObject] = [:]
    /// The element each object came from.
    var elements: [String: IBElement] = [:]
    /// `<connections>` blocks with the id of the object they belong to, in document order.
    var connectionBlocks: [(source: String, element: IBElement)] = []
    /// `<constraints>` blocks with the id of the view that holds them.
    var constraintBlocks: [(holder: String, element: IBElement)] = []
    var runtimeAttributeBlocks: [(source: String, element: IBElement)] = []
    /// Layout guides by id (`<viewLayoutGuide key="safeArea">`).
    var layoutGuides: [String: AnyObject] = [:]
    /// The top and bottom layout guides of older documents, by id.
    var legacyLayoutGuides: [String: LegacyLayoutGuide] = [:]
    /// Objects in build order, for `awakeFromNib`.
    var built: [NSObject] = []
    /// Controllers whose view hierarchy waits for `loadView`, with the view's subtree ids.
    var pendingViews: [(controller: UIViewController, view: UIView, ids: Set<String>)] = []
    /// Placeholder ids (File's Owner, First Responder, Exit) of the archive.
    var placeholderIDs: Set<String> = []
    /// Constraints and subviews not installed for the screen's size classes (`<variation>`).
    var uninstalled: Set<String> = []
    /// Views made but not added to their superview (uninstalled for these size classes).
    var detachedViews: [UIView] = []
    /// Makes the archive's first controller instead of `init?(coder:)` (`creator:` APIs).
    var creator: Creator?
    typealias Creator = (NSCoder, UIViewController.Type) -> UIViewController?

    init(file: String, document: IBElement, moduleHints: [String], storyboard: UIStoryboard?) {
        self.file = file
        self.moduleHints = moduleHints
        self.storyboard = storyboard
        var colors: [String: IBElement] = [:]
        // Named colours, and the values Xcode records for the system colours a document uses.
        for resource in document.child(named: "resources")?.children ?? []
        where resource.name == "namedColor" || resource.name == "systemColor" {
            if let name = resource["name"] { colors[name] = resource }
        }
        namedColors = colors
    }

    /// A fresh loader with the same document context (a prototype cell's own archive).
    init(copying other: IBArchiveLoader) {
        file = other.file
        namedColors = other.namedColors
        moduleHints = other.moduleHints
        storyboard = other.storyboard
        uninstalled = other.uninstalled
    }

    func error(_ element: IBElement, _ message: String) -> IBDocumentError {
        IBDocumentError(file: file, line: element.line, message: message)
    }

    /// Reports what was skipped or replaced so that the rest of the document still loads
    /// (Xcode's documents hold more than this UIKit makes; a refused file helps nobody).
    func warn(_ element: IBElement, _ message: String) {
        StoryboardErrors.warn(error(element, message))
    }

    // MARK: Classes

    /// The class to make for `element`: its `customClass` when it names a subclass of `base`,
    /// else `base` with UIKit's console text, as UIKit does for a class it cannot find.
    func objectClass<Base: AnyObject>(_ element: IBElement, base: Base.Type) -> Base.Type {
        guard let name = element["customClass"], !name.isEmpty else { return base }
        guard let found = StoryboardClasses.resolve(name, module: element["customModule"], hints: moduleHints) else {
            warn(element, "Unknown class \(name) in Interface Builder file.")
            return base
        }
        guard let typed = found as? Base.Type else {
            warn(element, "class \(name) is not a kind of \(base); made a \(base)")
            return base
        }
        return typed
    }

    // MARK: Coders

    /// The coder for an element: its attributes, its keyed value elements decoded and its
    /// user-defined runtime attributes.
    func coder(for element: IBElement, applyBase: (@MainActor (AnyObject) -> Void)? = nil) throws -> StoryboardCoder {
        // The attributes stay in the element (the coder falls back to them) rather than being
        // copied into a dictionary of `Any` for every object.
        var values: [String: Any] = [:]
        for child in element.children {
            guard let key = child["key"] else { continue }
            if let value = try value(of: child) { values[key] = value }
        }
        for attribute in element.child(named: "userDefinedRuntimeAttributes")?.children ?? [] {
            if let keyPath = attribute["keyPath"] { values[keyPath] = try runtimeValue(attribute) }
        }
        return StoryboardCoder(element: element, values: values, applyBase: applyBase)
    }

    /// The decoded value of a keyed value element, nil for structure (`<view key="view">`).
    func value(of child: IBElement) throws -> Any? {
        switch child.name {
        case "rect": return StoryboardValues.rect(child)
        case "size": return StoryboardValues.size(child)
        case "point": return StoryboardValues.point(child)
        case "inset", "edgeInsets": return StoryboardValues.insets(child)
        case "color": return try StoryboardValues.color(child, named: namedColors, file: file)
        case "fontDescription": return StoryboardValues.font(child)
        case "autoresizingMask": return StoryboardValues.autoresizingMask(child)
        case "string": return child.text
        case "real", "integer": return StoryboardValues.number(child["value"]).map(Double.init)
        case "boolean": return StoryboardValues.bool(child["value"])
        default: return nil
        }
    }

    /// A `<userDefinedRuntimeAttribute>`'s typed value (nil for `type="nil"`).
    func runtimeValue(_ attribute: IBElement) throws -> Any? {
        let raw = attribute["value"]
        switch attribute["type"] {
        case "boolean": return StoryboardValues.bool(raw) ?? false
        case "number":
            if let real = attribute.children.first(where: { $0["key"] == "value" }) {
                return StoryboardValues.number(real["value"]).map(Double.init)
            }
            return StoryboardValues.number(raw).map(Double.init)
        case "string", "localizedString": return raw ?? ""
        case "color":
            guard let color = attribute.child(named: "color") else { return nil }
            return try StoryboardValues.color(color, named: namedColors, file: file)
        case "point": return attribute.child(named: "point").map(StoryboardValues.point)
        case "size": return attribute.child(named: "size").map(StoryboardValues.size)
        case "rect": return attribute.child(named: "rect").map(StoryboardValues.rect)
        case "image": return StoryboardValues.image(named: raw, system: false)
        case "nil": return nil
        default:
            warn(attribute, "unknown runtime attribute type '\(attribute["type"] ?? "")' skipped")
            return nil
        }
    }

    /// Records an object under its id and queues its connections, constraints and attributes.
    func register(_ object: AnyObject, _ element: IBElement) {
        guard let id = element["id"] else { return }
        objects[id] = object
        elements[id] = element
        if let nsObject = object as? NSObject { built.append(nsObject) }
        if let connections = element.child(named: "connections") { connectionBlocks.append((id, connections)) }
        if let constraints = element.child(named: "constraints") { constraintBlocks.append((id, constraints)) }
        if let attributes = element.child(named: "userDefinedRuntimeAttributes") {
            runtimeAttributeBlocks.append((id, attributes))
        }
    }

    // MARK: Objects

    /// Makes a top-level object of `<objects>` (a scene member or a nib's top-level object);
    /// nil for placeholders, which the caller supplies.
    func makeTopLevel(_ element: IBElement) throws -> AnyObject? {
        // The document as written for the size classes of the screen it is shown on.
        let traits = UITraitCollection.defaultTraits(for: UIScreen.main)
        let resolved = IBVariations.resolve(
            element, width: traits.horizontalSizeClass == .regular ? "regular" : "compact",
            height: traits.verticalSizeClass == .compact ? "compact" : "regular")
        uninstalled.formUnion(resolved.uninstalled)
        let element = resolved.element
        switch element.name {
        case "placeholder", "exit", "viewControllerPlaceholder": return nil
        case "customObject": return makeCustomObject(element)
        case _ where Self.controllerTags[element.name] != nil: return try makeController(element)
        case _ where Self.gestureTags[element.name] != nil: return try makeGesture(element)
        case "barButtonItem": return try makeBarButtonItem(element)
        case "navigationItem": return try makeNavigationItem(element)
        case "tabBarItem": return try makeTabBarItem(element)
        case _ where Self.viewTags[element.name] != nil: return try makeView(element)
        default:
            // A view this UIKit has no class for still has a frame: keep it as a plain view.
            if element.child(named: "rect", key: "frame") != nil { return try makeView(element) }
            warn(element, "unknown element <\(element.name)> skipped")
            return nil
        }
    }

    /// A `<customObject>`: an instance of its class (plain `NSObject` without one), made by the
    /// module's generated maker, kept with the scene and reachable by outlets and actions.
    func makeCustomObject(_ element: IBElement) -> AnyObject {
        var object: AnyObject = NSObject()
        if let name = element["customClass"], !name.isEmpty {
            if let make = StoryboardClasses.maker(name, module: element["customModule"], hints: moduleHints) {
                object = make()
            } else {
                warn(element, "Unknown class \(name) in Interface Builder file.")
            }
        }
        register(object, element)
        return object
    }

    /// Finishes loading: constraints, runtime attributes and connections (those reaching into a
    /// pending view hierarchy wait for the controller's `loadView`), then `awakeFromNib`.
    func finish() throws {
        try applyConstraints()
        try applyRuntimeAttributes()
        // Every connection is checked before any is made, so a bad one leaves no object of the
        // archive (a nib's owner included) half connected.
        var now: [() throws -> Void] = []
        var deferred: [Int: [() throws -> Void]] = [:]
        for (source, block) in connectionBlocks {
            for connection in block.children {
                let apply = try prepareConnection(connection, source: source)
                if let index = pendingIndex(of: source, connection) {
                    deferred[index, default: []].append(apply)
                } else {
                    now.append(apply)
                }
            }
        }
        for apply in now { try apply() }
        for (index, pending) in pendingViews.enumerated() {
            let work = deferred[index] ?? []
            pending.controller.storyboardPendingView = StoryboardPendingView(view: pending.view) {
                for apply in work {
                    do { try apply() } catch { StoryboardErrors.report(error) }
                }
            }
        }
        for object in built { (object as? UIResponder)?.awakeFromNib() }
        if storyboard == nil { releaseObjects() }
    }

    /// Drops every reference to the archive's objects once they are handed over, so waiting
    /// connections (held by a controller until its view loads) do not keep the scene alive.
    func releaseObjects() {
        objects.removeAll()
        elements.removeAll()
        layoutGuides.removeAll()
        legacyLayoutGuides.removeAll()
        built.removeAll()
        pendingViews.removeAll()
        connectionBlocks.removeAll()
        constraintBlocks.removeAll()
        runtimeAttributeBlocks.removeAll()
    }

    /// The pending view a connection waits for: an outlet of a controller to an object inside
    /// its own, not yet loaded, view hierarchy.
    private func pendingIndex(of source: String, _ connection: IBElement) -> Int? {
        guard connection.name == "outlet" || connection.name == "outletCollection",
            let destination = connection["destination"]
        else { return nil }
        return pendingViews.firstIndex { objects[source] === $0.controller && $0.ids.contains(destination) }
    }

    static let controllerTags: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
        "tableViewController": UITableViewController.self, "pageViewController": UIPageViewController.self,
        "collectionViewController": UICollectionViewController.self,
        // A SwiftUI scene: SwiftUI is not part of this UIKit, so its controller (or the app's
        // subclass of it) stands in as a plain view controller, with a console line.
        "hostingController": UIViewController.self,
    ]

    static let gestureTags: [String: @MainActor () -> UIGestureRecognizer] = [
        "tapGestureRecognizer": { UITapGestureRecognizer() }, "panGestureRecognizer": { UIPanGestureRecognizer() },
        "swipeGestureRecognizer": { UISwipeGestureRecognizer() },
        "pinchGestureRecognizer": { UIPinchGestureRecognizer() },
        "rotationGestureRecognizer": { UIRotationGestureRecognizer() },
        "longPressGestureRecognizer": { UILongPressGestureRecognizer() },
        // Xcode's own spelling of the long-press element in some versions.
        "pongPressGestureRecognizer": { UILongPressGestureRecognizer() },
        "screenEdgePanGestureRecognizer": { UIScreenEdgePanGestureRecognizer() },
    ]
}

/// A storyboard controller's view hierarchy, built with the scene and installed by `loadView`
/// (UIKit loads it then, so outlets into it are nil until the view loads).
@MainActor
struct StoryboardPendingView {
    let view: UIView
    let connect: () -> Void
}
