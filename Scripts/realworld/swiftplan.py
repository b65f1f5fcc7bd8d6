"""The Swift the harness writes per document: the scenes to instantiate, the identified segues
with the route to their source, and the outlets to count."""

import collections
import os

from ibmodel import CONTROLLER_BASES, class_name, is_ours


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def storyboard_plan(document, module):
    """The scenes to instantiate and the identified segues, each with the scene to start from
    and the identified segues that lead to its source."""
    scenes = []
    initial = document.initial_controller()
    if initial is not None:
        scenes.append(("initial", class_name(initial, module), None, initial))
    for scene in document.scenes:
        controller = document.controller_of(scene)
        if controller is not None and controller.get("storyboardIdentifier"):
            identifier = controller.get("storyboardIdentifier")
            scenes.append((f"id:{identifier}", class_name(controller, module), identifier, controller))
    # Controllers reached for free (containment) or through an identified segue.
    edges = collections.defaultdict(list)
    for segue in document.segues():
        source = document.controller_of(document.scene_of(segue))
        destination = document.ids.get(segue.get("destination"))
        if source is None or destination is None:
            continue
        kind = segue.get("kind")
        if kind in ("relationship", "embed"):
            edges[source].append((destination, None))
        elif segue.get("identifier") and kind != "unwind":
            edges[source].append((destination, (class_name(source, module), segue.get("identifier"))))

    def route(target):
        for index, (_, _, _, start) in enumerate(scenes):
            queue = collections.deque([(start, [])])
            seen = {start}
            while queue:
                node, path = queue.popleft()
                if node is target:
                    return index, path
                for nxt, step in edges.get(node, []):
                    if nxt not in seen:
                        seen.add(nxt)
                        queue.append((nxt, path + ([step] if step else [])))
        return -1, []

    segues = []
    for segue in document.segues():
        identifier, kind = segue.get("identifier"), segue.get("kind") or "?"
        if not identifier or kind in ("relationship", "embed"):
            continue
        source = document.controller_of(document.scene_of(segue))
        destination = document.ids.get(segue.get("destination"))
        root, path = route(source)
        expected = None
        if kind != "unwind" and destination is not None and destination.tag != "viewControllerPlaceholder":
            expected = class_name(destination, module)
        segues.append((identifier, kind, root, path, class_name(source, module), expected))
    return scenes, segues


def document_swift(entry, document, module, generator):
    resource = entry["resource"]
    name = os.path.splitext(resource)[0]
    label = f"{entry['repo']} {entry['path']}"
    outlets = sorted(f"{stub.name}.{prop}" for stub in generator.classes.values() for prop in stub.outlets)
    outlet_list = "[" + ", ".join(swift_string(o) for o in outlets) + "]"
    if document.is_storyboard:
        scenes, segues = storyboard_plan(document, module)
        scene_lines = []
        for scene_label, expected, identifier, _ in scenes:
            make = ("{ $0.instantiateInitialViewController() }" if identifier is None else
                    f"{{ $0.instantiateViewController(withIdentifier: {swift_string(identifier)}) }}")
            scene_lines.append(f"                RWScene({swift_string(scene_label)}, {swift_string(expected)}, {make}),")
        segue_lines = []
        for identifier, kind, root, path, source, expected in segues:
            steps = "[" + ", ".join(f"({swift_string(c)}, {swift_string(i)})" for c, i in path) + "]"
            destination = swift_string(expected) if expected else "nil"
            segue_lines.append(
                f"                RWSegue({swift_string(identifier)}, kind: {swift_string(kind)}, root: {root},"
                f" path: {steps}, source: {swift_string(source)}, destination: {destination}),")
        return (f"        RWHarness.storyboard(\n            file: {swift_string(label)}, name: {swift_string(name)},"
                f" bundle: Bundle.module,\n            scenes: [\n" + "\n".join(scene_lines) +
                "\n            ],\n            segues: [\n" + "\n".join(segue_lines) +
                f"\n            ],\n            outlets: {outlet_list})")
    objects = document.root.find("objects")
    top = [e for e in (objects if objects is not None else []) if e.tag != "placeholder"]
    owner = None
    for element in (objects if objects is not None else []):
        if element.get("placeholderIdentifier") == "IBFilesOwner" and element.get("customClass"):
            if is_ours(element, module) and element.get("customClass") in generator.classes:
                owner = generator.classes[element.get("customClass")]
    controller, made = "nil", "nil"
    if owner is not None and owner.base in CONTROLLER_BASES:
        controller = f"{{ {owner.name}(nibName: {swift_string(name)}, bundle: Bundle.module) }}"
    elif owner is not None:
        made = f"{{ {owner.name}() }}"
    return (f"        RWHarness.nib(\n            file: {swift_string(label)}, name: {swift_string(name)},"
            f" bundle: Bundle.module, topLevel: {len(top)},\n            outlets: {outlet_list},"
            f" controller: {controller}, owner: {made})")
