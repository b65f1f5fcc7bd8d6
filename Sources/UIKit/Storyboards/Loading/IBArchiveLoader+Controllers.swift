import CoreGraphics
import Foundation
import InterfaceBuilderFormat

extension IBArchiveLoader {
    /// Makes a controller through `init?(coder:)`; its view hierarchy is built now (so the
    /// scene's objects exist for connections and segues) and installed by `loadView`.
    func makeController(_ element: IBElement) throws -> UIViewController {
        guard let base = Self.controllerTags[element.name] else {
            throw error(element, "unknown element <\(element.name)>")
        }
        if element.name == "hostingController" {
            warn(
                element,
                "<hostingController> is not available here: SwiftUI is not available, so a UIViewController stands in for it"
            )
        }
        let type = objectClass(element, base: base)
        let storyboard = storyboard
        let coder = try coder(for: element) { object in
            guard let controller = object as? UIViewController else { return }
            controller.storyboardStorage = storyboard
            if let title = element["title"] { controller.title = title }
            if let value = StoryboardValues.bool(element["definesPresentationContext"]) {
                controller.definesPresentationContext = value
            }
            if let value = StoryboardValues.bool(element["hidesBottomBarWhenPushed"]) {
                controller.hidesBottomBarWhenPushed = value
            }
            if let style = element["modalPresentationStyle"].flatMap({ Self.controllerPresentationStyles[$0] }) {
                controller.modalPresentationStyle = style
            }
            // Xcode writes the bars' visibility on the navigation controller's element.
            if let navigation = controller as? UINavigationController {
                if let hidden = StoryboardValues.bool(element["navigationBarHidden"]) {
                    navigation.isNavigationBarHidden = hidden
                }
                if let hidden = StoryboardValues.bool(element["toolbarHidden"]) { navigation.isToolbarHidden = hidden }
            }
        }
        guard let controller = creator?(coder, type) ?? type.init(coder: coder) else {
            throw error(element, "init(coder:) of \(type) returned nil")
        }
        creator = nil
        register(controller, element)
        for child in element.children {
            switch (child.name, child["key"]) {
            case (_, "view"):
                let view = try makeView(child)
                var ids: Set<String> = []
                func collect(_ e: IBElement) {
                    if let id = e["id"] { ids.insert(id) }
                    for child in e.children { collect(child) }
                }
                collect(child)
                pendingViews.append((controller, view, ids))
                registerLegacyLayoutGuides(of: element, in: view)
            case ("navigationItem", _):
                controller.navigationItemStorage = try makeNavigationItem(child)
            case ("tabBarItem", _):
                controller.tabBarItemStorage = try makeTabBarItem(child)
            case ("toolbarItems", _):
                controller.toolbarItemsStorage = try child.children.compactMap(makeBarButtonItem)
            case ("navigationBar", _), ("tabBar", _), ("toolbar", _):
                // The container makes its own bars; the element only records Xcode's canvas.
                break
            default: break
            }
        }
        return controller
    }

    private static let controllerPresentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "overFullScreen": .overFullScreen, "currentContext": .currentContext,
        "overCurrentContext": .overCurrentContext, "popover": .popover,
    ]

    func makeNavigationItem(_ e: IBElement) throws -> UINavigationItem {
        let item = UINavigationItem()
        if let title = e["title"] { item.title = title }
        if let prompt = e["prompt"] { item.prompt = prompt }
        let modes: [String: UINavigationItem.LargeTitleDisplayMode] = [
            "always": .always, "never": .never, "automatic": .automatic,
        ]
        if let mode = e["largeTitleDisplayMode"].flatMap({ modes[$0] }) { item.largeTitleDisplayMode = mode }
        register(item, e)
        for child in e.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "rightBarButtonItem"): item.rightBarButtonItem = try makeBarButtonItem(child)
            case ("barButtonItem", "leftBarButtonItem"): item.leftBarButtonItem = try makeBarButtonItem(child)
            case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = try makeBarButtonItem(child)
            case ("rightBarButtonItems", _): item.rightBarButtonItems = try child.children.compactMap(makeBarButtonItem)
            case ("leftBarButtonItems", _): item.leftBarButtonItems = try child.children.compactMap(makeBarButtonItem)
            case (_, "titleView"): item.titleView = try makeView(child)
            default: break
            }
        }
        return item
    }

    static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
        "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "close": .close,
    ]

    func makeBarButtonItem(_ e: IBElement) throws -> UIBarButtonItem? {
        guard e.name == "barButtonItem" else {
            warn(e, "unknown element <\(e.name)> among bar button items skipped")
            return nil
        }
        let item = customBarButtonItem(e) ?? UIBarButtonItem()
        if let system = e["systemItem"], let value = Self.systemItems[system] {
            item.systemItem = value
            // UIKit draws its done item in the bold style.
            if value == .done { item.style = .done }
        } else {
            if let system = e["systemItem"] { warn(e, "unknown system item '\(system)': a plain item stands in") }
            item.title = e["title"]
            item.style = e["style"] == "done" ? .done : .plain
            if let image = e["image"] {
                item.image = StoryboardValues.image(named: image, system: e["catalog"] == "system")
            }
        }
        if let custom = e.child(named: "view", key: "customView")
            ?? e.children.first(where: { $0["key"] == "customView" })
        {
            item.customView = try makeView(custom)
        }
        if let tag = e["tag"].flatMap({ Int($0) }) { item.tag = tag }
        register(item, e)
        return item
    }

    func makeTabBarItem(_ e: IBElement) throws -> UITabBarItem {
        let tag = e["tag"].flatMap { Int($0) } ?? 0
        let item: UITabBarItem
        if let system = e["systemItem"] {
            let items: [String: UITabBarItem.SystemItem] = [
                "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated,
                "recents": .recents, "contacts": .contacts, "history": .history, "bookmarks": .bookmarks,
                "search": .search, "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
            ]
            if let value = items[system] {
                item = UITabBarItem(tabBarSystemItem: value, tag: tag)
            } else {
                warn(e, "unknown tab bar system item '\(system)': a plain item stands in")
                item = UITabBarItem(title: e["title"], image: nil, tag: tag)
            }
        } else {
            let image = StoryboardValues.image(named: e["image"], system: e["catalog"] == "system")
            item = UITabBarItem(title: e["title"], image: image, tag: tag)
            if let selected = e["selectedImage"] {
                item.selectedImage = StoryboardValues.image(named: selected, system: false)
            }
        }
        if let badge = e["badgeValue"] { item.badgeValue = badge }
        register(item, e)
        return item
    }

    /// Whether `type` is `base` or a subclass of it.
    static func inherits(_ type: AnyClass, from base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let found = current {
            if found == base { return true }
            current = _getSuperclass(found)
        }
        return false
    }

    /// An item of the element's custom class, made by the module's generated maker (a bar button
    /// item class has no initializer the loader could call through the class object); nil for a
    /// plain item, and for a class no table has, with UIKit's console line.
    private func customBarButtonItem(_ e: IBElement) -> UIBarButtonItem? {
        guard let custom = e["customClass"], !custom.isEmpty else { return nil }
        guard let maker = StoryboardClasses.maker(custom, module: e["customModule"], hints: moduleHints) else {
            warn(e, "Unknown class \(custom) in Interface Builder file.")
            return nil
        }
        guard let item = maker() as? UIBarButtonItem else {
            warn(e, "class \(custom) is not a kind of UIBarButtonItem; made a UIBarButtonItem")
            return nil
        }
        return item
    }

    func makeGesture(_ e: IBElement) throws -> UIGestureRecognizer {
        guard let make = Self.gestureTags[e.name] else { throw error(e, "unknown element <\(e.name)>") }
        var recognizer = make()
        if let custom = e["customClass"], !custom.isEmpty {
            // Recognizer classes have no initializer the loader could call through the class
            // object: the module's generated table has a maker for each one its documents name.
            if let maker = StoryboardClasses.maker(custom, module: e["customModule"], hints: moduleHints) {
                let made = maker()
                if let typed = made as? UIGestureRecognizer, Self.inherits(type(of: typed), from: type(of: recognizer))
                {
                    recognizer = typed
                } else {
                    warn(e, "class \(custom) is not a kind of \(type(of: recognizer)); made a \(type(of: recognizer))")
                }
            } else {
                warn(e, "Unknown class \(custom) in Interface Builder file.")
            }
        }
        if let taps = e["numberOfTapsRequired"].flatMap({ Int($0) }), let tap = recognizer as? UITapGestureRecognizer {
            tap.numberOfTapsRequired = taps
        }
        if let value = StoryboardValues.bool(e["cancelsTouchesInView"]) { recognizer.cancelsTouchesInView = value }
        register(recognizer, e)
        return recognizer
    }
}
