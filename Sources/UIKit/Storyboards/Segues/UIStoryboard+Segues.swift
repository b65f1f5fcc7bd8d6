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
            templates.append(template)
            if found.owner["id"] == scene.controllerElement["id"] {
                guard template.kind != .embed else {
                    throw installer.error(found.segue, "an embed segue must start from a container view")
                }
                continue
            }
            if template.kind == .embed {
                guard let container = scene.objects[found.owner["id"] ?? ""] as? UIView else {
                    throw installer.error(found.segue, "an embed segue must start from a container view")
                }
                template.containerView = container
                embeds.append(template)
                continue
            }
            wirings.append(try installer.wireTrigger(template, owner: found.owner, list: found.list))
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

    /// The template of a `<segue>`, nil for a relationship (the loader's business).
    func makeTemplate(_ segue: IBElement) throws -> StoryboardSegueTemplate? {
        let kindName = segue["kind"] ?? ""
        guard let kind = StoryboardSegueKind(rawValue: kindName) else {
            throw error(segue, "unknown segue kind '\(kindName)'")
        }
        guard kind != .relationship else { return nil }
        guard let destinationID = segue["destination"] else {
            throw error(segue, "the segue has no destination")
        }
        var makeCustomSegue: StoryboardSegueMaker?
        if let className = segue["customClass"] {
            guard let maker = StoryboardSegueClasses.maker(className: className, module: segue["customModule"]) else {
                throw error(segue, "unknown segue class '\(className)'")
            }
            makeCustomSegue = maker
        } else if kind == .custom {
            throw error(segue, "a custom segue needs a customClass")
        }
        var unwindAction: Selector?
        var makeDestination: (() throws -> UIViewController)?
        if kind == .unwind {
            guard let name = segue["unwindAction"], !name.isEmpty else {
                throw error(segue, "the unwind segue has no unwindAction")
            }
            unwindAction = Selector(storyboardUnwindAction: name)
        } else {
            let storyboard = storyboard
            makeDestination = { try storyboard.instantiateViewController(forObjectID: destinationID) }
        }
        let template = StoryboardSegueTemplate(
            identifier: segue["identifier"], kind: kind, animates: segue["animates"] != "NO",
            source: scene.viewController, makeDestination: makeDestination, makeCustomSegue: makeCustomSegue,
            unwindAction: unwindAction, location: "\(scene.file):\(segue.line)")
        template.configureDestination = try destinationSetup(segue, kind: kind)
        return template
    }
}
