import Foundation
import InterfaceBuilderFormat

/// A storyboard file's scenes, from which view controllers are instantiated, as UIKit's
/// `UIStoryboard`.
///
/// The loader (this file and `Loading/`) turns scenes into controllers and views, applies
/// outlets and actions, and hands each instantiated scene to `installSegues(in:)`
/// (`Segues/`). Segues reach destinations through `instantiateViewController(forObjectID:)`.
///
/// Where UIKit raises an exception (no such storyboard, no such identifier, a broken scene)
/// the message goes to the console through `Diagnostics` and the call returns safely: nil from
/// `instantiateInitialViewController()`, an empty `UIViewController` from the identifier forms.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name (without extension).
    public let name: String
    let bundle: Bundle
    /// The parsed file, nil when it could not be found or read (already reported).
    let document: StoryboardDocument?
    /// The modules the bundle suggests for custom classes, worked out once (it asks Foundation
    /// for the bundle's and the executable's paths).
    lazy var moduleHints = StoryboardFiles.moduleHints(bundle)

    /// Opens the storyboard `name` (without extension) in `bundle` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        let bundle = storyboardBundleOrNil ?? .main
        self.bundle = bundle
        var document: StoryboardDocument?
        if let url = StoryboardFiles.find(name, extension: "storyboard", in: bundle) {
            do {
                document = try StoryboardDocument.load(url)
            } catch {
                StoryboardErrors.report(error)
            }
        } else {
            StoryboardErrors.report(
                IBDocumentError(
                    file: "\(name).storyboard", line: 0,
                    message: "Could not find a storyboard named '\(name)' in bundle \(StoryboardFiles.describe(bundle))"
                ))
        }
        self.document = document
        super.init()
    }

    /// A storyboard read from `data` (tests and tools), throwing what the file's errors are.
    init(name: String, data: Data, bundle: Bundle? = nil) throws {
        self.name = name
        self.bundle = bundle ?? .main
        document = try StoryboardDocument(
            root: IBDocumentParser.parse(data: data, file: "\(name).storyboard"), file: "\(name).storyboard")
        super.init()
    }

    /// UIKit's console form, `<UIStoryboard: 0x…>`.
    nonisolated open override var description: String {
        mainActorAssumed { "<UIStoryboard: \(objectAddress(self))>" }
    }

    /// A new instance of the storyboard's initial view controller, or nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        do {
            return try instantiateInitial(creator: nil)
        } catch {
            StoryboardErrors.report(error)
            return nil
        }
    }

    /// A new instance of the initial view controller, made by `block` from the scene's coder
    /// (`init?(coder:)` when the block returns nil).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        do {
            let made = try instantiateInitial(creator: block.map { block in { coder, _ in block(coder) } })
            guard let made, let typed = made as? ViewController else {
                if let made { logWrongClass(made, ViewController.self) }
                return nil
            }
            return typed
        } catch {
            StoryboardErrors.report(error)
            return nil
        }
    }

    /// A new instance of the view controller whose storyboard ID is `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return try instantiate(identifier: identifier, creator: nil)
        } catch {
            StoryboardErrors.report(error)
            return UIViewController()
        }
    }

    /// A new instance of the controller with storyboard ID `identifier`, made by `block` from
    /// the scene's coder (`init?(coder:)` when the block is nil or returns nil).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        do {
            let made = try instantiate(
                identifier: identifier, creator: block.map { block in { coder, _ in block(coder) } })
            if let typed = made as? ViewController { return typed }
            logWrongClass(made, ViewController.self)
        } catch {
            StoryboardErrors.report(error)
        }
        // The signature promises a controller of the caller's class: an empty one, made through
        // the one initializer every subclass has.
        let empty = StoryboardCoder(element: IBElement(name: "viewController"), values: [:])
        guard let fallback = ViewController(coder: empty) else {
            fatalError("\(ViewController.self).init(coder:) returned nil for an empty archive")
        }
        return fallback
    }

    private func logWrongClass(_ made: UIViewController, _ expected: UIViewController.Type) {
        Diagnostics.log(
            "Custom instantiated \(made) must be kind of class \(expected)")
    }

    /// A new instance of the scene's controller (object `id` in this storyboard, following
    /// storyboard references); segue destinations are made this way.
    func instantiateViewController(forObjectID id: String) throws -> UIViewController {
        try instantiate(sceneID: id, creator: nil)
    }

    // MARK: Loading

    /// The parsed file; when it is missing or failed to load, that was reported as the
    /// storyboard was opened, so the failure is not reported a second time.
    func requireDocument() throws -> StoryboardDocument {
        guard let document else { throw StoryboardErrors.AlreadyReported() }
        return document
    }

    func instantiateInitial(creator: IBArchiveLoader.Creator?) throws -> UIViewController? {
        let document = try requireDocument()
        guard let id = document.initialID else { return nil }
        return try instantiate(sceneID: id, creator: creator)
    }

    func instantiate(identifier: String, creator: IBArchiveLoader.Creator?) throws -> UIViewController {
        let document = try requireDocument()
        guard let id = document.identifiers[identifier] else {
            throw IBDocumentError(
                file: document.file, line: 0,
                message: "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return try instantiate(sceneID: id, creator: creator)
    }

    func instantiate(sceneID: String, creator: IBArchiveLoader.Creator?) throws -> UIViewController {
        let document = try requireDocument()
        guard let scene = document.scenes[sceneID] else {
            throw IBDocumentError(file: document.file, line: 0, message: "no scene has an object with id '\(sceneID)'")
        }
        let key = "\(document.file)#\(sceneID)"
        if Self.inProgress.contains(key) {
            let chain = (Self.inProgress.drop { $0 != key } + [key]).joined(separator: " → ")
            throw IBDocumentError(
                file: document.file, line: scene.controller.line, message: "cycle of storyboard references: \(chain)")
        }
        Self.inProgress.append(key)
        defer { Self.inProgress.removeLast() }
        if scene.controller.name == "viewControllerPlaceholder" {
            return try followReference(scene.controller, document, creator: creator)
        }
        let loader = IBArchiveLoader(
            file: document.file, document: document.root, moduleHints: moduleHints,
            storyboard: self)
        loader.creator = creator
        var exits: [String] = []
        var controller: UIViewController?
        var extras: [AnyObject] = []
        for element in scene.objects {
            switch element.name {
            case "placeholder":
                if let id = element["id"] { loader.placeholderIDs.insert(id) }
            case "exit":
                if let id = element["id"] { exits.append(id) }
            default:
                let object = try loader.makeTopLevel(element)
                if controller == nil, let made = object as? UIViewController {
                    controller = made
                } else if let object {
                    extras.append(object)
                }
            }
        }
        guard let controller else {
            throw IBDocumentError(
                file: document.file, line: scene.controller.line, message: "the scene has no view controller")
        }
        for id in exits { loader.objects[id] = controller }
        // UIKit keeps a scene's other top-level objects (a view beside the controller, held by a
        // weak outlet) alive as long as its controller.
        if !extras.isEmpty { StoryboardSceneObjects.keep(extras, aliveWith: controller) }
        try loader.finish()
        // A bad segue throws: the half-built scene's objects are released all the same.
        defer { loader.releaseObjects() }
        try installSegues(
            in: StoryboardSceneInstance(
                storyboard: self, file: document.file, controllerElement: scene.controller,
                viewController: controller, objects: loader.objects,
                otherTopLevelElements: scene.objects.filter { $0.line != scene.controller.line }))
        return controller
    }

    /// A `<viewControllerPlaceholder>`: the referenced storyboard's scene (its initial one when
    /// no identifier is given), in the same bundle.
    private func followReference(
        _ element: IBElement, _ document: StoryboardDocument, creator: IBArchiveLoader.Creator?
    ) throws -> UIViewController {
        let target: UIStoryboard
        if let other = element["storyboardName"], other != name {
            guard let url = StoryboardFiles.find(other, extension: "storyboard", in: bundle) else {
                throw IBDocumentError(
                    file: document.file, line: element.line,
                    message:
                        "Could not find a storyboard named '\(other)' in bundle \(StoryboardFiles.describe(bundle))")
            }
            target = try UIStoryboard(name: other, document: StoryboardDocument.load(url), bundle: bundle)
        } else {
            target = self
        }
        if let identifier = element["referencedIdentifier"] {
            return try target.instantiate(identifier: identifier, creator: creator)
        }
        guard let initial = try target.instantiateInitial(creator: creator) else {
            throw IBDocumentError(
                file: document.file, line: element.line,
                message: "the storyboard '\(target.name)' has no initial view controller")
        }
        return initial
    }

    private init(name: String, document: StoryboardDocument, bundle: Bundle) {
        self.name = name
        self.document = document
        self.bundle = bundle
        super.init()
    }

    /// Puts a relationship segue's destination in its container.
    func connectRelationship(
        _ relationship: String, of container: UIViewController, to child: UIViewController, _ connection: IBElement,
        _ file: String
    ) throws {
        switch (container, relationship) {
        case (let navigation as UINavigationController, "rootViewController"):
            navigation.setViewControllers([child], animated: false)
        case (let tabs as UITabBarController, "viewControllers"):
            tabs.setViewControllers((tabs.viewControllers ?? []) + [child], animated: false)
        case (let split as UISplitViewController, _):
            let columns: [String: UISplitViewController.Column] = [
                "masterViewController": .primary, "primaryViewController": .primary,
                "detailViewController": .secondary, "secondaryViewController": .secondary,
                "supplementaryViewController": .supplementary, "compactViewController": .compact,
            ]
            guard let column = columns[relationship] else {
                throw IBDocumentError(
                    file: file, line: connection.line,
                    message: "\(consoleClassName(container)) has no relationship '\(relationship)'")
            }
            if split.style == .unspecified {
                var list = split.viewControllers
                if column == .primary { list.insert(child, at: 0) } else { list.append(child) }
                split.viewControllers = list
            } else {
                split.setViewController(child, for: column)
            }
        default:
            throw IBDocumentError(
                file: file, line: connection.line,
                message: "\(consoleClassName(container)) has no relationship '\(relationship)'")
        }
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension UIStoryboard {
    fileprivate static var inProgress: [String] {
        get { ProcessWide.inProgress }
        _modify { yield &ProcessWide.inProgress }
    }
}
