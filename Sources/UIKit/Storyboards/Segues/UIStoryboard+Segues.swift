import InterfaceBuilderFormat

extension UIStoryboard {
    /// Makes the scene's segues performable: registers each identified segue on its source
    /// controller, wires triggers (controls, bar items, cells, gestures), runs embed segues
    /// and registers exits for unwinding.
    ///
    /// Every segue is read and checked before anything is wired, so a bad one throws with the
    /// controller untouched.
    func installSegues(in scene: StoryboardSceneInstance) throws {
        let installer = StoryboardSegueInstaller(storyboard: self, scene: scene)
        var templates: [StoryboardSegueTemplate] = []
        var embeds: [StoryboardSegueTemplate] = []
        var wirings: [() -> Void] = []
        for found in installer.segueElements() {
            guard let template = try installer.makeTemplate(found.segue) else { continue }
            if template.kind == .embed {
                guard found.owner["id"] != scene.controllerElement["id"],
                    let container = scene.objects[found.owner["id"] ?? ""] as? UIView
                else {
                    installer.warn(found.segue, "an embed segue must start from a container view; skipped")
                    continue
                }
                template.containerView = container
                templates.append(template)
                embeds.append(template)
                continue
            }
            templates.append(template)
            // A segue from the controller itself is performed in code; nothing triggers it.
            if found.owner["id"] == scene.controllerElement["id"] { continue }
            if let wiring = installer.wireTrigger(template, owner: found.owner, list: found.list) {
                wirings.append(wiring)
            }
        }
        let source = scene.viewController
        source.storyboardStorage = self
        source.storyboardSegues.templates += templates
        source.storyboardSegues.pendingEmbeds += embeds
        for wire in wirings { wire() }
        if source.isViewLoaded { source.performStoryboardEmbedSegues() }
    }
}

/// Reads one scene's `<segue>` elements into templates and wires their triggers.
@MainActor
struct StoryboardSegueInstaller {
    let storyboard: UIStoryboard
    let scene: StoryboardSceneInstance

    /// A `<segue>` with the element whose `<connections>` hold it and the nearest table or
    /// collection view around that element (a cell's segue is the list's, by reuse identifier).
    struct Found {
        let segue: IBElement
        let owner: IBElement
        let list: IBElement?
    }

    /// Every segue of the scene, in document order.
    func segueElements() -> [Found] {
        var found: [Found] = []
        func walk(_ element: IBElement, list: IBElement?) {
            let list = ["tableView", "collectionView"].contains(element.name) ? element : list
            for child in element.children {
                if child.name == "connections" {
                    for segue in child.children(named: "segue") {
                        found.append(Found(segue: segue, owner: element, list: list))
                    }
                } else {
                    walk(child, list: list)
                }
            }
        }
        walk(scene.controllerElement, list: nil)
        // Gesture recognizers sit beside the controller in the scene's objects.
        for element in scene.otherTopLevelElements {
            walk(IBElement(name: "objects", children: [element]), list: nil)
        }
        return found
    }

    func error(_ element: IBElement, _ message: String) -> IBDocumentError {
        IBDocumentError(file: scene.file, line: element.line, message: message)
    }

    /// Reports a segue left out so that the rest of the scene still loads.
    func warn(_ element: IBElement, _ message: String) {
        StoryboardErrors.warn(error(element, message))
    }

    /// The template of a `<segue>`, nil for a relationship (the loader's business).
    func makeTemplate(_ segue: IBElement) throws -> StoryboardSegueTemplate? {
        let kindName = segue["kind"] ?? ""
        guard let kind = StoryboardSegueKind(rawValue: kindName) else {
            warn(segue, "unknown segue kind '\(kindName)'; skipped")
            return nil
        }
        guard kind != .relationship else { return nil }
        guard let destinationID = segue["destination"] else {
            warn(segue, "the segue has no destination; skipped")
            return nil
        }
        var makeCustomSegue: StoryboardSegueMaker?
        if let className = segue["customClass"], !className.isEmpty {
            if let maker = StoryboardSegueClasses.maker(
                className: className, module: segue["customModule"], hints: scene.storyboard.moduleHints)
            {
                makeCustomSegue = maker
            } else {
                // UIKit's text; the kind's own class runs instead (a plain `UIStoryboardSegue`,
                // which does nothing, for a custom segue).
                warn(segue, "Unknown class \(className) in Interface Builder file.")
            }
        }
        var unwindAction: Selector?
        var makeDestination: ((Any?) throws -> UIViewController)?
        if kind == .unwind {
            guard let name = segue["unwindAction"], !name.isEmpty else {
                warn(segue, "the unwind segue has no unwindAction; skipped")
                return nil
            }
            unwindAction = Selector(storyboardUnwindAction: name)
        } else {
            let storyboard = storyboard
            let identifier = segue["identifier"]
            let creation = segue["destinationCreationSelector"].flatMap { $0.isEmpty ? nil : $0 }
            makeDestination = { [weak source = scene.viewController] sender in
                // An `@IBSegueAction` makes the destination from the scene's coder (nil from it:
                // the storyboard makes it as usual).
                if let creation, let source {
                    guard let action = StoryboardActions.segueAction(named: creation, on: source) else {
                        Diagnostics.log(
                            in: source.loop,
                            "-[\(consoleClassName(source)) \(creation)]: unrecognized selector sent to instance \(objectAddress(source))"
                        )
                        return try storyboard.instantiateViewController(forObjectID: destinationID)
                    }
                    return try storyboard.instantiate(
                        sceneID: destinationID, creator: { coder, _ in action(source, coder, sender, identifier) })
                }
                return try storyboard.instantiateViewController(forObjectID: destinationID)
            }
        }
        let template = StoryboardSegueTemplate(
            identifier: segue["identifier"], kind: kind, animates: segue["animates"] != "NO",
            source: scene.viewController, makeDestination: makeDestination, makeCustomSegue: makeCustomSegue,
            unwindAction: unwindAction, location: "\(scene.file):\(segue.line)")
        template.configureDestination = destinationSetup(segue, kind: kind)
        return template
    }
}
